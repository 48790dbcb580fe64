'use client';

import dynamic from 'next/dynamic';
import { provideAriaStrings } from '@/components/aria-strings/provide';
import { useSiteStore } from '@/components/providers/site-store-provider';

// The dialogs' code (react-aria's overlays) loads the first time one is opened, not with every page.
const SiteModals = dynamic(
  () => provideAriaStrings().then(() => import('./site-modals').then((module) => module.SiteModals)),
  { ssr: false },
);

export function SiteModalsHost() {
  const anyOpen = useSiteStore((state) => Object.values(state.ui.modals).some(Boolean));
  return anyOpen ? <SiteModals /> : null;
}
