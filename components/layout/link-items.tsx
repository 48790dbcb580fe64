import { Link } from '@/lib/site/i18n/navigation';

/**
 * List items of links to the site's pages, for the header's menus. Not prefetched: on every page of
 * every visit that cost a request and a long task (measured: about 200 ms of the Thai home page's
 * blocking time), for a page the server renders in a few milliseconds on click.
 */
export function LinkItems({ links }: { links: { href: string; label: string }[] }) {
  return links.map(({ href, label }) => (
    <li key={href}>
      <Link href={href} prefetch={false}>
        {label}
      </Link>
    </li>
  ));
}
