import type { CancellationPolicy } from '@/lib/api/contract/cancellation';
import type { ChangePolicy } from '@/lib/api/contract/order-change';
import { freeCancellationUntil } from '@/lib/bill/cancellation-terms';
import type { Localized, PackageService, packageChargeItems, packages } from '../../schema';
import { l } from './l10n';

type Tier = 'basic_service' | 'basic_protection' | 'full_protection' | 'super_protection';
type PayMode = 'arrival' | 'full_prepaid';

/**
 * The insurance tiers. `services` are what a package includes besides its cancellation terms;
 * 'free_cancellation' is added from the terms themselves (cancellationPolicy below), so the service
 * a package lists and what cancelling it costs can never disagree.
 */
const tiers: {
  tier: Tier;
  code: string;
  name: Localized;
  services: PackageService[];
  /** prepaid online: free cancellation until 24 hours before pick-up */
  freeBeforePickup: boolean;
}[] = [
  {
    tier: 'basic_service',
    code: 'BASIC',
    name: l('Basic Service', 'บริการพื้นฐาน', '基础服务', '基礎服務'),
    services: ['fuel_policy'],
    freeBeforePickup: false,
  },
  {
    tier: 'basic_protection',
    code: 'PROTECT',
    name: l('Basic Protection', 'ความคุ้มครองพื้นฐาน', '基础保障', '基礎保障'),
    services: ['fuel_policy'],
    freeBeforePickup: true,
  },
  {
    tier: 'full_protection',
    code: 'FULL',
    name: l('Full Protection', 'ความคุ้มครองเต็มรูปแบบ', '全面保障', '全面保障'),
    services: ['fuel_policy', 'unlimited_mileage', 'additional_driver'],
    freeBeforePickup: true,
  },
  {
    tier: 'super_protection',
    code: 'SUPER',
    name: l('Super Protection', 'ความคุ้มครองสูงสุด', '超级保障', '超級保障'),
    services: ['fuel_policy', 'free_modification', 'unlimited_mileage', 'additional_driver', 'driving_suit'],
    freeBeforePickup: true,
  },
];

const payModes: { mode: PayMode; code: string; name: Localized }[] = [
  // Prepaid first: it is the cheaper way and confirms at once.
  {
    mode: 'full_prepaid',
    code: 'PREPAID',
    name: l('Prepay online', 'ชำระออนไลน์ล่วงหน้า', '在线预付', '網上預付'),
  },
  {
    mode: 'arrival',
    code: 'ARRIVAL',
    name: l('Pay at the counter', 'ชำระที่เคาน์เตอร์', '到店付款', '到店付款'),
  },
];

const insuranceNames: Record<Exclude<Tier, 'basic_service'>, Localized> = {
  basic_protection: l(
    'Collision damage waiver (CDW)',
    'ประกันความเสียหายจากการชน (CDW)',
    '车辆碰撞损失险（CDW）',
    '車輛碰撞損失險（CDW）',
  ),
  full_protection: l(
    'CDW, theft protection and third-party liability',
    'CDW ประกันรถหาย และประกันภัยบุคคลภายนอก',
    '碰撞损失险、盗抢险及第三者责任险',
    '碰撞損失險、盜竊險及第三者責任險',
  ),
  super_protection: l(
    'Zero-excess full cover, incl. glass and tyres',
    'คุ้มครองเต็มรูปแบบไม่มีค่าเสียหายส่วนแรก รวมกระจกและยาง',
    '零自付额全险（含玻璃及轮胎）',
    '零自付額全保（包括玻璃及輪胎）',
  ),
};

const feeNames = {
  airport_fee: l('Airport concession fee', 'ค่าธรรมเนียมสนามบิน', '机场特许经营费', '機場特許經營費'),
  service_fee: l('Counter service fee', 'ค่าบริการที่เคาน์เตอร์', '柜台服务费', '櫃檯服務費'),
} satisfies Record<string, Localized>;

/** What a store charges on top of the car's rent, in its own currency. */
type StorePricing = {
  /** Insurance per day for basic, full and super protection. */
  insurance: [string, string, string];
  /** Per rental at airport counters; none at city stores. */
  airportFee?: string;
  /** Per rental, only when paying at the counter. */
  counterFee: string;
  /** Each change of a booking, unless the package has free_modification (issue 32). */
  changeFee: string;
};

// The out-of-hours fee is the store's own (stores.after_hours_fee): the search form quotes it before
// searching and pricing adds it when a time falls outside opening hours, from that one figure.

const pricing: Record<string, StorePricing> = {
  LAX01: { insurance: ['15', '29', '42'], airportFee: '35', counterFee: '15', changeFee: '25' },
  SFO01: { insurance: ['15', '29', '42'], airportFee: '32', counterFee: '15', changeFee: '25' },
  HNL01: { insurance: ['17', '32', '46'], airportFee: '28', counterFee: '15', changeFee: '25' },
  BKK01: { insurance: ['250', '450', '690'], counterFee: '200', changeFee: '500' },
  HKT01: { insurance: ['250', '450', '690'], airportFee: '300', counterFee: '200', changeFee: '500' },
  CNX01: { insurance: ['220', '420', '650'], airportFee: '200', counterFee: '200', changeFee: '500' },
  KRA533: { insurance: ['220', '420', '650'], airportFee: '200', counterFee: '200', changeFee: '500' },
  PAT534: { insurance: ['220', '420', '650'], counterFee: '200', changeFee: '500' },
  CHC01: { insurance: ['22', '38', '55'], airportFee: '30', counterFee: '15', changeFee: '35' },
};

type PackageRow = Omit<typeof packages.$inferInsert, 'id'>;
type ChargeItemRow = Omit<typeof packageChargeItems.$inferInsert, 'id' | 'packageId'>;

export type PackageSeed = { pkg: PackageRow; items: ChargeItemRow[] };

function chargeItems(p: StorePricing, tierIndex: number, mode: PayMode): ChargeItemRow[] {
  const items: ChargeItemRow[] = [];
  const tier = tiers[tierIndex]!.tier;
  if (tier !== 'basic_service') {
    items.push({
      code: 'insurance',
      name: insuranceNames[tier],
      unit: 'day',
      amount: p.insurance[tierIndex - 1]!,
    });
  }
  if (p.airportFee)
    items.push({ code: 'airport_fee', name: feeNames.airport_fee, unit: 'rental', amount: p.airportFee });
  if (mode === 'arrival') {
    items.push({ code: 'service_fee', name: feeNames.service_fee, unit: 'rental', amount: p.counterFee });
  }
  return items;
}

/**
 * The payment and refund policy article's terms (§5): paying at the counter, nothing is owed for a
 * cancellation before pick-up; prepaid plans with free cancellation are free until 24 hours before
 * pick-up and then cost a day's rent; prepaid Basic Service always costs a day's rent; a no-show or a
 * cancellation after pick-up refunds nothing.
 */
function cancellationPolicy(freeBeforePickup: boolean, mode: PayMode): CancellationPolicy {
  const noRefund = { type: 'percent', percent: 100 } as const;
  if (mode === 'arrival')
    return { tiers: [{ hours_before: 0, fee: { type: 'none' } }], after_pickup: noRefund };
  const oneDay = { type: 'days', days: 1 } as const;
  return freeBeforePickup
    ? {
        tiers: [
          { hours_before: 24, fee: { type: 'none' } },
          { hours_before: 0, fee: oneDay },
        ],
        after_pickup: noRefund,
      }
    : { tiers: [{ hours_before: 0, fee: oneDay }], after_pickup: noRefund };
}

/**
 * The change terms the booking-change rules read (README 'Changing a booking'): every package takes
 * changes until 24 hours before pick-up; free_modification packages change free, the others pay the
 * store's change fee each time.
 */
function changePolicy(services: readonly PackageService[], p: StorePricing): ChangePolicy {
  return { cutoff_hours: 24, fee: services.includes('free_modification') ? '0' : p.changeFee };
}

/** Every store offers each insurance tier both ways: 4 tiers × 2 pay modes = 8 packages. */
export function packageSeeds(): PackageSeed[] {
  return Object.entries(pricing).flatMap(([storeCode, p]) =>
    tiers.flatMap((t, tierIndex) =>
      payModes.map((m, modeIndex) => {
        const policy = cancellationPolicy(t.freeBeforePickup, m.mode);
        const services: PackageService[] = [...t.services];
        if (freeCancellationUntil(policy) !== null) services.push('free_cancellation');
        if (m.mode === 'full_prepaid') services.push('confirm_now');
        return {
          pkg: {
            storeCode,
            code: `${storeCode}-${t.code}-${m.code}`,
            planGroup: t.tier,
            payMode: m.mode,
            insuranceType: t.tier,
            name: joinNames(t.name, m.name),
            services,
            cancellationPolicy: policy,
            changePolicy: changePolicy(services, p),
            sort: tierIndex * 2 + modeIndex + 1,
          },
          items: chargeItems(p, tierIndex, m.mode),
        };
      }),
    ),
  );
}

function joinNames(a: Localized, b: Localized): Localized {
  return l(`${a.en} · ${b.en}`, `${a.th} · ${b.th}`, `${a.zh}·${b.zh}`, `${a['zh-hant']}·${b['zh-hant']}`);
}
