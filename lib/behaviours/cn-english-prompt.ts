/**
 * Spec §2 and DESIGN.md §6: a visitor on the China site whose browser language is not Chinese is
 * asked once whether to switch to the English version; the answer is kept for a year.
 */
import { COOKIES, readCookie, YEAR_S } from '@/lib/store/cookies';

export type CnPromptChoice = 'en' | 'stay';

/** The browser's preferred language is its first listed one (navigator.languages[0]). */
export function isChineseLanguage(tag: string | undefined): boolean {
  return /^zh(?:$|[-_])/i.test(tag?.trim() ?? '');
}

export function shouldAskForEnglish(input: {
  region: string | undefined;
  /** navigator.languages, or [navigator.language] */
  languages: readonly string[];
  /** document.cookie */
  cookieHeader: string;
  cookieName: string;
}): boolean {
  if (input.region !== 'cn') return false;
  if (readCookie(input.cookieHeader, input.cookieName) !== undefined) return false;
  const preferred = input.languages.find((tag) => tag.trim() !== '');
  // No language reported (some bots, privacy modes): nothing to go on, so do not ask.
  if (!preferred) return false;
  return !isChineseLanguage(preferred);
}

/**
 * Remembers the visitor's language choice for a year (browser only): an answer to the prompt, or a
 * language picked in the header's menu, which is a choice too and is never questioned afterwards.
 */
export function rememberCnPromptChoice(choice: CnPromptChoice) {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${COOKIES.cnPrompt}=${choice}; path=/; max-age=${YEAR_S}; samesite=lax${secure}`;
}
