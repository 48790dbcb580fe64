/**
 * The Thai web font: the Thai subset of Noto Sans Thai from @fontsource (npm), 400 and 700, about
 * 9 KB each. Served at /fonts/… by app/fonts/[file]/route.ts (prerendered at build), declared in
 * app/[region]/[lang]/thai-font.css and preloaded by the layout on Thai pages only, so the first
 * paint of a Thai page has its letters even on a computer without a Thai system font.
 */
export const THAI_FONT_FILES = {
  'noto-sans-thai-400.woff2': 'noto-sans-thai-thai-400-normal.woff2',
  'noto-sans-thai-700.woff2': 'noto-sans-thai-thai-700-normal.woff2',
} as const;

export type ThaiFontFile = keyof typeof THAI_FONT_FILES;

export const THAI_FONT_HREFS = Object.keys(THAI_FONT_FILES).map((file) => `/fonts/${file}`);

export const isThaiFontFile = (file: string): file is ThaiFontFile => Object.hasOwn(THAI_FONT_FILES, file);
