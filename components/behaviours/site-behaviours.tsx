import { Suspense } from 'react';
import { ChunkReload } from './chunk-reload';
import { CnEnglishPrompt } from './cn-english-prompt';
import { LoadingBar } from './loading-bar';
import { ServiceWorker } from './service-worker';

/**
 * The site-wide client behaviours of spec §2, §4 and §7, for the [region]/[lang] layout to render
 * once inside NextIntlClientProvider: the loading bar, the chunk-load reload, the China-site English
 * prompt and the service worker. Renders nothing on the server except an empty Suspense boundary.
 */
export function SiteBehaviours() {
  return (
    <>
      <Suspense fallback={null}>
        <LoadingBar />
      </Suspense>
      <ChunkReload />
      <CnEnglishPrompt />
      <ServiceWorker />
    </>
  );
}
