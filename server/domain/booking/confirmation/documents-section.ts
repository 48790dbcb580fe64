import type { Order } from '@/lib/api/contract/booking';
import { documentsForDrivers } from '@/lib/booking-rules/travel-documents';
import { regionOfLang } from '@/lib/i18n/locales';
import { serverEnv } from '@/lib/env';
import { documentsTranslator } from '../../../providers/messaging/translator';
import type { Block, Section, VoucherContext } from './voucher-model';

/**
 * 'What to bring': the papers the drivers' licence types need at the pick-up store's country
 * (lib/booking-rules/travel-documents.ts, the rules the pages show), the deposit card, the US
 * insurance proof and the voucher itself, then the country's rent rules as an address to open.
 */
export function documentsSection(order: Order, context: VoucherContext): Section {
  const { t, lang } = context;
  const words = documentsTranslator(lang);
  const byCard = order.deposit_way === 'credit_card';
  const extras = [
    ...(order.pickup_store.country.value === 'US' ? [t('bring.us_insurance')] : []),
    t('bring.voucher'),
  ];
  const documents = documentsForDrivers(
    order.pickup_store.country.value,
    order.drivers.map((driver) => driver.driver_license_type),
    { depositByCard: byCard },
  );
  if (!documents) {
    const items = [t('bring.licence'), t('bring.passport'), ...(byCard ? [t('bring.credit_card')] : [])];
    return { title: t('bring.title'), blocks: [{ kind: 'list', items: [...items, ...extras] }] };
  }
  const years = documents.licenceHeldYears;
  const blocks: Block[] = documents.groups.flatMap((group): Block[] => [
    { kind: 'paragraph', text: words('forLicence', { licence: words(`licences.${group.licence}`) }) },
    { kind: 'list', items: group.licenceLines.map((line) => words(`lines.${line.key}`, { years })) },
    ...group.notes.map((note): Block => ({
      kind: 'paragraph',
      text: words(`notes.${note.key}`),
      muted: true,
    })),
  ]);
  blocks.push({
    kind: 'list',
    items: [...documents.commonLines.map((line) => words(`lines.${line.key}`, { years })), ...extras],
  });
  if (documents.checkWithStore) blocks.push({ kind: 'paragraph', text: words('checkWithStore') });
  const url = `${serverEnv().SITE_URL.replace(/\/$/, '')}/${regionOfLang(lang)}/${lang}${documents.rulesPath}`;
  blocks.push({
    kind: 'paragraph',
    text: words('rulesAt', { country: words(`countries.${documents.country}`), url }),
  });
  return { title: t('bring.title'), blocks };
}
