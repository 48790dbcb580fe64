import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isThaiFontFile, THAI_FONT_FILES } from '@/lib/site/fonts/thai-font';

// Read from the npm package once, at build: the files are answered as static output after that.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(THAI_FONT_FILES).map((file) => ({ file }));
}

const FILES_DIR = path.join(
  /* turbopackIgnore: true */ process.cwd(),
  'node_modules/@fontsource/noto-sans-thai/files',
);

/** The Thai web font files (lib/site/fonts/thai-font.ts), from the @fontsource package. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (!isThaiFontFile(file)) return new Response('Not Found', { status: 404 });
  const body = await readFile(path.join(FILES_DIR, THAI_FONT_FILES[file]));
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': 'font/woff2',
      // A week: the names carry no version, and a font that changes a little later does no harm.
      'Cache-Control': 'public, max-age=604800',
    },
  });
}
