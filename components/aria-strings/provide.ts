import * as englishModule from 'react-aria/i18n/en-US';
import * as taiwanModule from 'react-aria/i18n/zh-TW';
import { THAI, type PackageStrings } from './thai';

const LOCALE = Symbol.for('react-aria.i18n.locale');
const STRINGS = Symbol.for('react-aria.i18n.strings');
type AriaGlobals = { [LOCALE]?: string; [STRINGS]?: PackageStrings };
// react-aria's per-locale modules: its declaration types the default export as a type only.
const stringsOf = (module: unknown) => (module as { default: PackageStrings }).default;

/**
 * Gives react-aria its strings for the page language where its own fall short: Thai, which it
 * lacks (our translations over its English), and Hong Kong Chinese, which it would answer in
 * Simplified Chinese (Taiwan's Traditional strings are the nearest it has). It writes them into the
 * globals its LocalizedStringProvider would set. English and Simplified Chinese pages need nothing.
 *
 * The strings come with the modules that render react-aria later (./for-page.ts), never with a
 * page's first load: about 5.6 KB compressed (react-aria's en-US 2.1 KB, zh-TW 2.5 KB, our Thai
 * 1.0 KB), which every language's visitors download with the first of those modules, so that no
 * page needs a loader of its own for them.
 */
export function provideAriaStrings(): void {
  if (typeof document === 'undefined') return;
  const globals = window as unknown as AriaGlobals;
  if (globals[STRINGS]) return;
  const page = document.documentElement.lang;
  if (page === 'th-TH') {
    const strings: PackageStrings = {};
    // Every package react-aria knows, so none is left without strings once the globals are set.
    for (const [pkg, values] of Object.entries(stringsOf(englishModule))) {
      strings[pkg] = { ...values, ...THAI[pkg] };
    }
    globals[LOCALE] = 'th-TH';
    globals[STRINGS] = strings;
  } else if (page === 'zh-HK') {
    globals[LOCALE] = 'zh-TW';
    globals[STRINGS] = stringsOf(taiwanModule);
  }
}
