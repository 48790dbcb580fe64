'use client';

import dynamic from 'next/dynamic';
import { useSiteStore } from '@/components/providers/site-store-provider';
import type { SiteModalForms } from './site-modals';

// The dialogs' code (react-aria's overlays, with the page language's strings) loads the first time
// one is opened, not with every page.
const SiteModals = dynamic(() => import('./site-modals').then((module) => module.SiteModals), {
  ssr: false,
});

/**
 * `loginForm`, `orderSearchForm`: the account and orders features' forms, composed in by the layout
 * (lazy components).
 */
export function SiteModalsHost(forms: SiteModalForms) {
  const anyOpen = useSiteStore((state) => Object.values(state.ui.modals).some(Boolean));
  return anyOpen ? <SiteModals {...forms} /> : null;
}
