import type { Localized } from '../../schema';

/** Text in the site's four languages, in the order en, th, zh (Simplified), zh-hant (Hong Kong Traditional). */
export function l(en: string, th: string, zh: string, zhHant: string): Localized {
  return { en, th, zh, 'zh-hant': zhHant };
}

/** A fixed instant, so that re-running the seed writes identical rows. */
export const at = (iso: string): Date => new Date(iso);
