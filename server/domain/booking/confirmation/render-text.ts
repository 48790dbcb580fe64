import { voucherTranslator } from '../../../providers/messaging/translator';
import type { Block, Fact, Section, VoucherModel } from './voucher-model';

/** The voucher as plain text, for mail clients that show no HTML: the same content, line by line. */
export function renderVoucherText(model: VoucherModel): string {
  const t = voucherTranslator(model.lang);
  const indent = (value: string) => value.replace(/\n/g, '\n    ');
  const fact = ({ label, value, note }: Fact) =>
    `${t('text.fact', { label, value: indent(value) })}${note ? `\n    ${indent(note)}` : ''}`;

  const block = (content: Block): string => {
    switch (content.kind) {
      case 'facts':
        return content.facts.map(fact).join('\n');
      case 'amounts':
        return content.rows
          .map((row) => {
            const label = row.detail ? t('text.detail', { label: row.label, detail: row.detail }) : row.label;
            return `${row.total ? '= ' : ''}${t('text.fact', { label, value: row.amount })}`;
          })
          .join('\n');
      case 'list':
        return content.items.map((item) => `- ${indent(item)}`).join('\n');
      case 'paragraph':
        return content.text;
    }
  };

  // Underlines as wide as the title looks: CJK characters take two columns.
  const WIDE =
    /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
  const width = (title: string) => [...title].reduce((sum, ch) => sum + (WIDE.test(ch) ? 2 : 1), 0);
  const heading = (title: string, rule: string) => `${title}\n${rule.repeat(Math.max(3, width(title)))}`;
  const section = (part: Section) => `${heading(part.title, '-')}\n${part.blocks.map(block).join('\n\n')}`;

  return `${[
    heading(model.siteName, '='),
    model.heading,
    `${model.greeting}\n${model.intro}`,
    model.summary.map(fact).join('\n'),
    ...model.sections.map(section),
    model.footer.join('\n'),
  ].join('\n\n')}\n`;
}
