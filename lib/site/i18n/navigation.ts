import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** Links and redirects that add the /{region}/{lang} prefix; pages never build it by hand. */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
