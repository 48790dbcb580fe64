'use client';

import { ChunkReload } from './chunk-reload';
import { CnPromptAnswer } from './cn-prompt-answer';
import { ServiceWorker } from './service-worker';

/**
 * The site-wide client behaviours of spec §2, §4 and §7, for the [region]/[lang] layout to render
 * once inside NextIntlClientProvider: the chunk-load reload, the answer to the China site's English
 * prompt (the prompt itself is server-rendered by the /cn layout) and the service worker
 * (`serviceWorker`: on in production). (The loading bar sits in the header, inside the banner
 * landmark.)
 */
export function SiteBehaviours({ serviceWorker }: { serviceWorker: boolean }) {
  return (
    <>
      <ChunkReload />
      <CnPromptAnswer />
      <ServiceWorker enabled={serviceWorker} />
    </>
  );
}
