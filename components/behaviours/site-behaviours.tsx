'use client';

import dynamic from 'next/dynamic';
import { useParams } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { provideAriaStrings } from '@/components/aria-strings/provide';
import { shouldAskForEnglish } from '@/lib/behaviours/cn-english-prompt';
import { COOKIES } from '@/lib/store/cookies';
import { ChunkReload } from './chunk-reload';
import { ServiceWorker } from './service-worker';

// The prompt's dialog code loads only for the few visitors who are asked.
const CnEnglishPrompt = dynamic(
  () =>
    provideAriaStrings().then(() => import('./cn-english-prompt').then((module) => module.CnEnglishPrompt)),
  {
    ssr: false,
  },
);

const noSubscription = () => () => {};

function CnEnglishPromptGate() {
  const { region } = useParams<{ region?: string }>();
  const ask = useSyncExternalStore(
    noSubscription,
    () =>
      shouldAskForEnglish({
        region,
        languages: navigator.languages?.length ? navigator.languages : [navigator.language],
        cookieHeader: document.cookie,
        cookieName: COOKIES.cnPrompt,
      }),
    () => false,
  );
  return ask ? <CnEnglishPrompt /> : null;
}

/**
 * The site-wide client behaviours of spec §2, §4 and §7, for the [region]/[lang] layout to render
 * once inside NextIntlClientProvider: the chunk-load reload, the China-site English prompt and the
 * service worker (`serviceWorker`: on in production). (The loading bar sits in the header, inside the
 * banner landmark.)
 */
export function SiteBehaviours({ serviceWorker }: { serviceWorker: boolean }) {
  return (
    <>
      <ChunkReload />
      <CnEnglishPromptGate />
      <ServiceWorker enabled={serviceWorker} />
    </>
  );
}
