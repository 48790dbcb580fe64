import type {
  OpsPriceHistory,
  OpsPriceList,
  PriceEntry,
  PricePeriodAnswer,
  PriceState,
  PriceTargetKind,
} from '@/lib/api/contract/ops-prices';
import type { LocalizedText } from '@/lib/api/contract/car';

/*
 * The prices answers reshaped for the back office's prices page (zod-free: types only). Amounts
 * stay decimal text in the store's currency, as the store sets them.
 */

/** A price as an edit found or left it (the history's before and after). */
export type PriceChange = PriceState;

export type PricePeriod = {
  id: number;
  amount: string;
  startsOn: string;
  endsOn: string;
  createdAt: string;
  createdBy: string | null;
  withdrawnAt: string | null;
  withdrawnBy: string | null;
  inEffectToday: boolean;
};

export type PriceItem = {
  target: PriceTargetKind;
  targetId: number;
  /** the target as one key ('sku_rate:12'), for a form's choice */
  key: string;
  code: string;
  name: LocalizedText;
  unit: 'day' | 'rental';
  baseAmount: string;
  todayAmount: string;
  periods: PricePeriod[];
};

export type PriceList = {
  store: { code: string; name: LocalizedText };
  stores: { code: string; name: LocalizedText }[];
  currency: string;
  minorUnits: number;
  today: string;
  cars: PriceItem[];
  packages: { id: number; code: string; name: LocalizedText; items: PriceItem[] }[];
  extras: PriceItem[];
};

export type PriceEdit = {
  id: string;
  action: 'set_base' | 'add_period' | 'withdraw_period';
  operator: string;
  at: string;
  key: string;
  before: PriceChange | null;
  after: PriceChange | null;
  reason: string | null;
};

export const priceKey = (target: PriceTargetKind, targetId: number) => `${target}:${targetId}`;

const toPeriod = (period: PricePeriodAnswer): PricePeriod => ({
  id: period.id,
  amount: period.amount,
  startsOn: period.starts_on,
  endsOn: period.ends_on,
  createdAt: period.created_at,
  createdBy: period.created_by,
  withdrawnAt: period.withdrawn_at,
  withdrawnBy: period.withdrawn_by,
  inEffectToday: period.in_effect_today,
});

const toItem = (entry: PriceEntry): PriceItem => ({
  target: entry.target,
  targetId: entry.target_id,
  key: priceKey(entry.target, entry.target_id),
  code: entry.code,
  name: entry.name,
  unit: entry.unit,
  baseAmount: entry.base_amount,
  todayAmount: entry.today_amount,
  periods: entry.periods.map(toPeriod),
});

export const toPriceList = (list: OpsPriceList): PriceList => ({
  store: list.store,
  stores: list.stores,
  currency: list.currency,
  minorUnits: list.minor_units,
  today: list.today,
  cars: list.cars.map(toItem),
  packages: list.packages.map((pkg) => ({
    id: pkg.package_id,
    code: pkg.code,
    name: pkg.name,
    items: pkg.items.map(toItem),
  })),
  extras: list.extras.map(toItem),
});

export const toPriceHistory = (history: OpsPriceHistory): PriceEdit[] =>
  history.list.map((edit) => ({
    id: edit.id,
    action: edit.action,
    operator: edit.operator,
    at: edit.at,
    key: priceKey(edit.target, edit.target_id),
    before: edit.before,
    after: edit.after,
    reason: edit.reason,
  }));

/** Every price of the list, cars first, for a form's choice and the history's names. */
export const allPriceItems = (list: PriceList): PriceItem[] => [
  ...list.cars,
  ...list.packages.flatMap((pkg) => pkg.items),
  ...list.extras,
];
