/**
 * Spec §2 and DESIGN.md §6: a visitor on the China site whose browser language is not Chinese is
 * asked once whether to switch to the English version; the answer is kept for a year.
 *
 * The question is asked from the first paint, not after hydration: the /cn layout renders it as a
 * closed native <dialog> (components/behaviours/cn-english-prompt.tsx) with CN_PROMPT_OPENER right
 * after it, a small inline script that opens it when it should ask. The page's policy allows that
 * script by its hash (proxy.ts), the same for every page, cached or not. Its buttons close it
 * without script (form method="dialog"); the site's client code acts on the answer
 * (useCnPromptAnswer), also when it was given before hydration.
 */
import { COOKIES, YEAR_S } from '@/lib/cookies';

export type CnPromptChoice = 'en' | 'stay';

export const CN_PROMPT_ID = 'cn-english-prompt';
/** Set on the dialog by the opener when it asks: an answer found later on a closed dialog is new. */
export const CN_PROMPT_ASKED = 'data-asked';

const CHINESE = /^zh(?:$|[-_])/i;

/** Whether a browser language tag is Chinese, in any spelling ('zh', 'ZH-cn', 'zh_TW'). */
export function isChineseLanguage(tag: string | undefined): boolean {
  return CHINESE.test(tag?.trim() ?? '');
}

/**
 * The opener, run in the browser as the page is parsed. It asks when: the prompt is on the page
 * (the China site's pages only), the cookie is not set (an answer, or a language picked in the
 * header's menu), and the browser's first non-empty language (navigator.languages, else
 * navigator.language) is not Chinese. No language at all (some bots, privacy modes): nothing to go
 * on, so it does not ask. Confirm takes the focus. Written as ES5 in a string: it is sent as is,
 * and hashed for the policy, so it cannot go through the bundler (and has no '<', which the
 * server's nonce writer would read as a tag).
 */
export const CN_PROMPT_OPENER = [
  '(function(){',
  `var d=document.getElementById(${JSON.stringify(CN_PROMPT_ID)});`,
  'if(!d||typeof d.showModal!=="function")return;',
  `if(/(?:^|;\\s*)${COOKIES.cnPrompt}=/.test(document.cookie))return;`,
  'var n=navigator,l=n.languages&&n.languages.length?n.languages:[n.language||""],p="";',
  'for(var i=0;l.length>i&&!p;i++)p=String(l[i]||"").trim();',
  `if(!p||/${CHINESE.source}/i.test(p))return;`,
  `d.setAttribute(${JSON.stringify(CN_PROMPT_ASKED)},"");`,
  'd.showModal();',
  'var c=d.querySelector("button[value=en]");if(c)c.focus();',
  '})();',
].join('');

/** The choice a closed prompt holds: Confirm's value, else (Cancel, Escape) staying. */
export const cnPromptChoiceOf = (returnValue: string): CnPromptChoice =>
  returnValue === 'en' ? 'en' : 'stay';

/**
 * Remembers the visitor's language choice for a year (browser only): an answer to the prompt, or a
 * language picked in the header's menu, which is a choice too and is never questioned afterwards.
 */
export function rememberCnPromptChoice(choice: CnPromptChoice) {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${COOKIES.cnPrompt}=${choice}; path=/; max-age=${YEAR_S}; samesite=lax${secure}`;
}
