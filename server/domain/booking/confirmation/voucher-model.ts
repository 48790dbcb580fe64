import type { Lang } from '@/lib/i18n/locales';
import type { carTermsTranslator, voucherTranslator } from '../../../providers/messaging/translator';

/**
 * The voucher as content, rendered twice (HTML and plain text) so both versions always say the
 * same thing. Every string here is final: translated, formatted in the store's zone and currency.
 */
export type Fact = { label: string; value: string; note?: string };
export type AmountRow = { label: string; detail?: string; amount: string; total?: boolean; muted?: boolean };

export type Block =
  | { kind: 'facts'; facts: Fact[] }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string; muted?: boolean }
  | { kind: 'amounts'; rows: AmountRow[] };

export type Section = { title: string; blocks: Block[] };

export type VoucherModel = {
  lang: Lang;
  siteName: string;
  subject: string;
  heading: string;
  greeting: string;
  intro: string;
  /** order number, booking date, payment: the facts at the top */
  summary: Fact[];
  sections: Section[];
  footer: string[];
};

/** What every section builder works with. */
export type VoucherContext = {
  lang: Lang;
  t: ReturnType<typeof voucherTranslator>;
  /** the site's words for car facts, packages and store details (carDetail namespace) */
  terms: ReturnType<typeof carTermsTranslator>;
};
