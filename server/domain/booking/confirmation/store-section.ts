import type { StoreInfo } from '@/lib/api/contract/common';
import { foldOpeningHours } from '@/lib/stores/opening-hours';
import type { Fact, Section, VoucherContext } from './voucher-model';

const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** The week as runs of days, one per line: 'Mon–Sun 06:00–23:30'. */
export function openingHoursText(store: StoreInfo, context: VoucherContext): string {
  const day = (number: number) => context.terms(`store.weekdays.${WEEKDAY_KEYS[number]!}`);
  return foldOpeningHours(store.opening_hours)
    .map((row) => {
      const first = row.days[0]!;
      const last = row.days.at(-1)!;
      const days = first === last ? day(first) : `${day(first)}–${day(last)}`;
      return `${days} ${row.hours ? `${row.hours.open}–${row.hours.close}` : context.terms('store.closed')}`;
    })
    .join('\n');
}

function storeFacts(store: StoreInfo, context: VoucherContext): Fact[] {
  const { terms, lang } = context;
  return [
    { label: terms('store.address'), value: `${store.label[lang]}\n${store.address[lang]}` },
    { label: terms('store.phone'), value: store.phone },
    {
      label: terms('store.hours'),
      value: openingHoursText(store, context),
      note: terms('store.afterHoursNote'),
    },
  ];
}

/**
 * Where to collect the car and how to find the store; the return instructions go with the store
 * the car goes back to (its own section when that is another store).
 */
export function storeSections(pickup: StoreInfo, dropOff: StoreInfo, context: VoucherContext): Section[] {
  const { t, lang } = context;
  const sameStore = pickup.value === dropOff.value;
  const pickupSection: Section = {
    title: t('store.pickup_title'),
    blocks: [
      {
        kind: 'facts',
        facts: [
          ...storeFacts(pickup, context),
          { label: t('store.pickup_instructions'), value: pickup.pickup_instructions[lang] },
          ...(sameStore
            ? [{ label: t('store.return_instructions'), value: pickup.dropoff_instructions[lang] }]
            : []),
        ],
      },
    ],
  };
  if (sameStore) return [pickupSection];
  return [
    pickupSection,
    {
      title: t('store.return_title'),
      blocks: [
        {
          kind: 'facts',
          facts: [
            ...storeFacts(dropOff, context),
            { label: t('store.return_instructions'), value: dropOff.dropoff_instructions[lang] },
          ],
        },
      ],
    },
  ];
}
