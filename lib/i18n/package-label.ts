import type { InsuranceType, PayMode } from '@/lib/api/contract/car';

/** A package as its name is made: its insurance tier (plan group) and the way it is paid. */
export type PackageKind = { planGroup: InsuranceType; payMode: PayMode };

/**
 * The carDetail namespace's translator (next-intl's on the site, use-intl's in the API's e-mails):
 * the words of a package are carDetail.tiers.* and carDetail.payModes.*, in every language.
 */
export type PackageWords = (key: `tiers.${InsuranceType}` | `payModes.${PayMode}`) => string;

/** A package's tier and pay mode in the page language, for a layout that shows them apart. */
export const packageNames = (words: PackageWords, pkg: PackageKind) => ({
  tier: words(`tiers.${pkg.planGroup}`),
  payMode: words(`payModes.${pkg.payMode}`),
});

/**
 * A package's one name, 'Full protection · Pay online', from the car detail to the e-mail: the
 * plan cards, the booking steps, the payment, result and order pages and the voucher all call this,
 * so the name a traveller chose is the name every later page and message repeats (issue 34). The
 * database's own package names are the back office's; no traveller's page shows them.
 */
export function packageLabel(words: PackageWords, pkg: PackageKind): string {
  const { tier, payMode } = packageNames(words, pkg);
  return `${tier} · ${payMode}`;
}
