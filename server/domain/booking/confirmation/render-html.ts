import { LANG_TAG } from '@/lib/i18n/locales';
import type { AmountRow, Block, Fact, Section, VoucherModel } from './voucher-model';

/**
 * The voucher as an HTML e-mail that also prints well: tables for layout (mail clients), styles
 * only in style attributes, no images, no web fonts (system fonts that cover Thai and Chinese).
 */

const THEME = '#4C1D85';
const INK = '#1f1a2b';
const MUTED = '#5f5870';
const RULE = '#e4e0ec';
const FONTS =
  "-apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Thai', Tahoma, 'PingFang SC', 'PingFang HK', 'Microsoft YaHei', 'Microsoft JhengHei', sans-serif";

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Escaped, with line breaks kept. */
const text = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

const cell = (style: string, content: string) => `<td style="${style}">${content}</td>`;

function factRow(fact: Fact): string {
  const note = fact.note
    ? `<div style="color:${MUTED};font-size:13px;margin-top:2px;">${text(fact.note)}</div>`
    : '';
  return `<tr>${cell(`padding:6px 12px 6px 0;color:${MUTED};vertical-align:top;width:34%;`, text(fact.label))}${cell(
    'padding:6px 0;vertical-align:top;',
    `${text(fact.value)}${note}`,
  )}</tr>`;
}

function amountRow(row: AmountRow): string {
  const color = row.muted ? MUTED : INK;
  const border = row.total ? `border-top:2px solid ${RULE};font-weight:bold;` : '';
  const detail = row.detail ? `<div style="color:${MUTED};font-size:13px;">${text(row.detail)}</div>` : '';
  return `<tr>${cell(`padding:6px 12px 6px 0;color:${color};${border}`, `${text(row.label)}${detail}`)}${cell(
    `padding:6px 0;text-align:right;white-space:nowrap;vertical-align:top;color:${color};${border}`,
    text(row.amount),
  )}</tr>`;
}

const table = (rows: string) =>
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:15px;">${rows}</table>`;

function block(content: Block): string {
  switch (content.kind) {
    case 'facts':
      return table(content.facts.map(factRow).join(''));
    case 'amounts':
      return table(content.rows.map(amountRow).join(''));
    case 'list':
      return `<ul style="margin:0;padding-left:20px;">${content.items
        .map((item) => `<li style="margin:4px 0;">${text(item)}</li>`)
        .join('')}</ul>`;
    case 'paragraph':
      return `<p style="margin:8px 0;${content.muted ? `color:${MUTED};font-size:13px;` : ''}">${text(content.text)}</p>`;
  }
}

const section = (part: Section) =>
  `<h2 style="margin:28px 0 8px;padding-bottom:6px;border-bottom:1px solid ${RULE};font-size:17px;color:${THEME};">${text(
    part.title,
  )}</h2>${part.blocks.map(block).join('')}`;

export function renderVoucherHtml(model: VoucherModel): string {
  const [orderNumber, ...summary] = model.summary;
  const number = orderNumber
    ? `<div style="margin:20px 0 4px;padding:14px 16px;border:2px solid ${THEME};border-radius:6px;">` +
      `<div style="color:${MUTED};font-size:13px;">${text(orderNumber.label)}</div>` +
      `<div style="font-size:24px;font-weight:bold;letter-spacing:1px;color:${INK};">${text(orderNumber.value)}</div></div>`
    : '';
  return `<!DOCTYPE html>
<html lang="${LANG_TAG[model.lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(model.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f2f8;color:${INK};font-family:${FONTS};line-height:1.5;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:640px;border-collapse:separate;background:#ffffff;border:1px solid ${RULE};border-radius:8px;">
<tr><td style="background:${THEME};color:#ffffff;padding:18px 24px;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0;">${text(model.siteName)}</td></tr>
<tr><td style="padding:8px 24px 24px;">
<h1 style="margin:16px 0 12px;font-size:22px;color:${INK};">${text(model.heading)}</h1>
<p style="margin:8px 0;">${text(model.greeting)}</p>
<p style="margin:8px 0;">${text(model.intro)}</p>
${number}${table(summary.map(factRow).join(''))}
${model.sections.map(section).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${RULE};color:${MUTED};font-size:13px;">${model.footer
    .map((line) => `<p style="margin:4px 0;">${text(line)}</p>`)
    .join('')}</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}
