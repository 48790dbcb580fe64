import type { PackageStrings } from './thai';

const LOCALE = Symbol.for('react-aria.i18n.locale');
const STRINGS = Symbol.for('react-aria.i18n.strings');
type AriaGlobals = { [LOCALE]?: string; [STRINGS]?: PackageStrings };
// react-aria's per-locale modules: its declaration types the default export as a type only.
type StringsModule = { default: PackageStrings };
const english = () => import('react-aria/i18n/en-US') as unknown as Promise<StringsModule>;
const taiwan = () => import('react-aria/i18n/zh-TW') as unknown as Promise<StringsModule>;

/**
 * Gives react-aria its strings for the page language where its own fall short: Thai, which it
 * lacks (our translations over its English), and Hong Kong Chinese, which it would answer in
 * Simplified Chinese (Taiwan's Traditional strings are the nearest it has). It reads them from
 * the globals its LocalizedStringProvider would set; they are loaded here, with the first
 * react-aria component of the page (the date picker, a dialog), so no page carries them in its
 * HTML. Call it before importing such a component; English and Simplified Chinese pages need
 * nothing and load nothing.
 */
export async function provideAriaStrings(): Promise<void> {
  if (typeof document === 'undefined') return;
  const globals = window as unknown as AriaGlobals;
  if (globals[STRINGS]) return;
  const page = document.documentElement.lang;
  if (page === 'th-TH') {
    const [{ default: base }, { THAI }] = await Promise.all([english(), import('./thai')]);
    const strings: PackageStrings = {};
    // Every package react-aria knows, so none is left without strings once the globals are set.
    for (const [pkg, values] of Object.entries(base)) strings[pkg] = { ...values, ...THAI[pkg] };
    globals[LOCALE] = 'th-TH';
    globals[STRINGS] = strings;
  } else if (page === 'zh-HK') {
    const { default: traditional } = await taiwan();
    globals[LOCALE] = 'zh-TW';
    globals[STRINGS] = traditional;
  }
}
