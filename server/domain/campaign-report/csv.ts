import type { CampaignFigures, CurrencyAmount, OpsCampaignReport } from '@/lib/api/contract/ops-report';

/**
 * A spreadsheet reads a cell that starts with one of these as a formula (CSV injection, OWASP):
 * a utm_campaign of '=HYPERLINK(…)' must stay text. Such a cell gets a leading apostrophe, which
 * the spreadsheet shows as text and does not evaluate. Tab and carriage return start formulas in
 * some spreadsheets too.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180): made safe from formulas, quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of cells as CSV text: CRLF line ends (RFC 4180), one header row first. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export const REPORT_CSV_HEADER = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'visits',
  'searches',
  'bookings',
  'paid_bookings',
  'revenue_usd',
  'revenue_by_currency',
  'cancellations',
  'refunds',
  'refunded_usd',
  'refunded_by_currency',
  'paid_per_visit',
  'bookings_per_search',
] as const;

const amounts = (list: CurrencyAmount[]) => list.map((item) => `${item.currency} ${item.amount}`).join('; ');

const figureCells = (figures: CampaignFigures) => [
  figures.visits,
  figures.searches,
  figures.bookings,
  figures.paid_bookings,
  figures.revenue_usd,
  amounts(figures.revenue),
  figures.cancellations,
  figures.refunds,
  figures.refunded_usd,
  amounts(figures.refunded),
  figures.paid_per_visit,
  figures.bookings_per_search,
];

/**
 * The report as CSV: the same rows and numbers as the JSON answer, then a 'total' row. Starts
 * with a byte order mark so a spreadsheet reads Thai or Chinese utm values as UTF-8.
 */
export function reportCsv(report: OpsCampaignReport): string {
  const rows = report.rows.map((row) => [row.utm_source, row.utm_medium, row.utm_campaign, ...figureCells(row)]);
  return `\uFEFF${toCsv(REPORT_CSV_HEADER, [...rows, ['total', '', '', ...figureCells(report.totals)]])}`;
}

/** The download's file name: the range it covers, and the store or country when filtered. */
export const reportCsvFilename = (report: OpsCampaignReport) =>
  ['campaigns', report.from, report.to, report.store ?? report.country].filter(Boolean).join('_') + '.csv';
