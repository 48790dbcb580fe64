/** A car model offered at a store; money is in the store's currency. */
export type SkuSeed = {
  model: string;
  dailyRate: string;
  deposit: string;
  /** Fleet units (cars) of this model at the store. */
  units: number;
  /** Omitted means unlimited mileage. */
  mileage?: { limitPerDay: number; overagePrice: string };
};

/**
 * Whether a store hands over the very model booked (skus.guaranteed_model) rather than one of its
 * class. Our Thai and New Zealand partners keep named cars; the US airport fleets are pooled by class
 * except for the specialty models they hold apart (EVs, hybrids, convertibles, off-roaders, vans).
 */
const US_GUARANTEED_MODELS = new Set([
  'toyota-prius',
  'toyota-mirai',
  'tesla-model-3',
  'tesla-model-y',
  'jeep-wrangler',
  'ford-mustang-convertible',
  'toyota-sienna',
  'chevrolet-tahoe',
]);

export function isGuaranteedModel(store: string, model: string): boolean {
  const usStore = ['LAX01', 'SFO01', 'HNL01'].includes(store);
  return !usStore || US_GUARANTEED_MODELS.has(model);
}

/** How number plates look where the store is; Thai plates also carry the province. */
type PlateStyle = { kind: 'CA' } | { kind: 'HI' } | { kind: 'NZ' } | { kind: 'TH'; province: string };

export type StoreFleet = { store: string; mileageUnit: 'mi' | 'km'; plates: PlateStyle; skus: SkuSeed[] };

const mi200 = { limitPerDay: 200, overagePrice: '0.25' };
const km300 = { limitPerDay: 300, overagePrice: '5' };

// Rates are the public walk-up rates; the packages add insurance and fees on top.
export const fleets: StoreFleet[] = [
  {
    store: 'LAX01',
    mileageUnit: 'mi',
    plates: { kind: 'CA' },
    skus: [
      { model: 'nissan-versa', dailyRate: '45', deposit: '200', units: 6 },
      { model: 'toyota-corolla', dailyRate: '52', deposit: '200', units: 6 },
      { model: 'hyundai-elantra', dailyRate: '54', deposit: '200', units: 4 },
      { model: 'toyota-prius', dailyRate: '62', deposit: '250', units: 4 },
      { model: 'kia-k5', dailyRate: '64', deposit: '250', units: 4 },
      { model: 'toyota-camry', dailyRate: '68', deposit: '250', units: 5 },
      { model: 'toyota-mirai', dailyRate: '79', deposit: '400', units: 2 },
      { model: 'tesla-model-3', dailyRate: '89', deposit: '400', units: 4 },
      { model: 'toyota-rav4', dailyRate: '78', deposit: '300', units: 5 },
      { model: 'jeep-wrangler', dailyRate: '115', deposit: '400', units: 3, mileage: mi200 },
      { model: 'ford-mustang-convertible', dailyRate: '109', deposit: '400', units: 3 },
      { model: 'toyota-sienna', dailyRate: '125', deposit: '400', units: 3 },
      {
        model: 'chevrolet-tahoe',
        dailyRate: '165',
        deposit: '500',
        units: 2,
        mileage: { limitPerDay: 200, overagePrice: '0.35' },
      },
    ],
  },
  {
    store: 'SFO01',
    mileageUnit: 'mi',
    plates: { kind: 'CA' },
    skus: [
      { model: 'nissan-versa', dailyRate: '48', deposit: '200', units: 5 },
      { model: 'toyota-corolla', dailyRate: '55', deposit: '200', units: 5 },
      { model: 'honda-civic', dailyRate: '58', deposit: '200', units: 4 },
      { model: 'chevrolet-malibu', dailyRate: '62', deposit: '250', units: 4 },
      { model: 'toyota-prius', dailyRate: '64', deposit: '250', units: 4 },
      { model: 'tesla-model-3', dailyRate: '92', deposit: '400', units: 4 },
      { model: 'tesla-model-y', dailyRate: '105', deposit: '400', units: 3 },
      {
        model: 'bmw-330i',
        dailyRate: '139',
        deposit: '500',
        units: 2,
        mileage: { limitPerDay: 150, overagePrice: '0.45' },
      },
      { model: 'toyota-rav4', dailyRate: '82', deposit: '300', units: 4 },
      { model: 'mazda-cx-5', dailyRate: '84', deposit: '300', units: 3 },
      { model: 'ford-mustang-convertible', dailyRate: '115', deposit: '400', units: 2 },
      { model: 'chrysler-pacifica', dailyRate: '135', deposit: '400', units: 2 },
    ],
  },
  {
    store: 'HNL01',
    mileageUnit: 'mi',
    plates: { kind: 'HI' },
    skus: [
      { model: 'nissan-versa', dailyRate: '55', deposit: '200', units: 6 },
      { model: 'toyota-corolla', dailyRate: '60', deposit: '200', units: 5 },
      { model: 'chevrolet-malibu', dailyRate: '70', deposit: '250', units: 4 },
      { model: 'toyota-camry', dailyRate: '74', deposit: '250', units: 4 },
      { model: 'tesla-model-3', dailyRate: '99', deposit: '400', units: 3 },
      { model: 'toyota-rav4', dailyRate: '92', deposit: '300', units: 4 },
      { model: 'jeep-wrangler', dailyRate: '135', deposit: '400', units: 5, mileage: mi200 },
      { model: 'ford-mustang-convertible', dailyRate: '129', deposit: '400', units: 4 },
      { model: 'ford-explorer', dailyRate: '139', deposit: '400', units: 3 },
      { model: 'toyota-sienna', dailyRate: '145', deposit: '400', units: 3 },
    ],
  },
  {
    store: 'BKK01',
    mileageUnit: 'km',
    plates: { kind: 'TH', province: 'กรุงเทพมหานคร' },
    skus: [
      { model: 'toyota-yaris-ativ', dailyRate: '990', deposit: '5000', units: 6 },
      { model: 'honda-city', dailyRate: '1090', deposit: '5000', units: 6 },
      { model: 'honda-civic', dailyRate: '1590', deposit: '8000', units: 4 },
      { model: 'toyota-corolla-cross', dailyRate: '1690', deposit: '8000', units: 4 },
      { model: 'mitsubishi-xpander', dailyRate: '1490', deposit: '8000', units: 4 },
      { model: 'toyota-fortuner', dailyRate: '2390', deposit: '10000', units: 4 },
      { model: 'toyota-camry', dailyRate: '2590', deposit: '15000', units: 3 },
      { model: 'toyota-hiace', dailyRate: '3290', deposit: '20000', units: 2, mileage: km300 },
    ],
  },
  {
    store: 'HKT01',
    mileageUnit: 'km',
    plates: { kind: 'TH', province: 'ภูเก็ต' },
    skus: [
      { model: 'suzuki-swift', dailyRate: '900', deposit: '5000', units: 5 },
      { model: 'toyota-yaris-ativ', dailyRate: '1090', deposit: '5000', units: 6 },
      { model: 'honda-city', dailyRate: '1190', deposit: '5000', units: 5 },
      { model: 'isuzu-d-max', dailyRate: '1490', deposit: '8000', units: 3 },
      { model: 'mitsubishi-xpander', dailyRate: '1590', deposit: '8000', units: 4 },
      { model: 'honda-cr-v', dailyRate: '2290', deposit: '10000', units: 3 },
      { model: 'toyota-fortuner', dailyRate: '2590', deposit: '10000', units: 3 },
      { model: 'toyota-hiace', dailyRate: '3490', deposit: '20000', units: 2, mileage: km300 },
    ],
  },
  {
    store: 'CNX01',
    mileageUnit: 'km',
    plates: { kind: 'TH', province: 'เชียงใหม่' },
    skus: [
      { model: 'toyota-yaris-ativ', dailyRate: '950', deposit: '5000', units: 5 },
      { model: 'honda-city', dailyRate: '1050', deposit: '5000', units: 4 },
      { model: 'toyota-hilux', dailyRate: '1390', deposit: '8000', units: 3 },
      { model: 'mitsubishi-xpander', dailyRate: '1450', deposit: '8000', units: 3 },
      { model: 'toyota-corolla-cross', dailyRate: '1650', deposit: '8000', units: 3 },
      { model: 'toyota-fortuner', dailyRate: '2290', deposit: '10000', units: 3 },
    ],
  },
  {
    store: 'KRA533',
    mileageUnit: 'km',
    plates: { kind: 'TH', province: 'กระบี่' },
    skus: [
      { model: 'suzuki-swift', dailyRate: '900', deposit: '5000', units: 4 },
      { model: 'toyota-yaris-ativ', dailyRate: '990', deposit: '5000', units: 4 },
      { model: 'isuzu-d-max', dailyRate: '1390', deposit: '8000', units: 2 },
      { model: 'mitsubishi-xpander', dailyRate: '1490', deposit: '8000', units: 2 },
      { model: 'toyota-fortuner', dailyRate: '2490', deposit: '10000', units: 2 },
    ],
  },
  {
    store: 'PAT534',
    mileageUnit: 'km',
    plates: { kind: 'TH', province: 'ชลบุรี' },
    skus: [
      { model: 'toyota-yaris-ativ', dailyRate: '990', deposit: '5000', units: 4 },
      { model: 'honda-city', dailyRate: '1090', deposit: '5000', units: 3 },
      { model: 'honda-civic', dailyRate: '1650', deposit: '8000', units: 2 },
      { model: 'toyota-fortuner', dailyRate: '2490', deposit: '10000', units: 2 },
      { model: 'toyota-hiace', dailyRate: '3290', deposit: '20000', units: 2, mileage: km300 },
    ],
  },
  {
    store: 'CHC01',
    mileageUnit: 'km',
    plates: { kind: 'NZ' },
    skus: [
      { model: 'suzuki-swift', dailyRate: '59', deposit: '300', units: 5 },
      { model: 'toyota-corolla', dailyRate: '69', deposit: '300', units: 5 },
      { model: 'toyota-rav4', dailyRate: '95', deposit: '500', units: 4 },
      { model: 'mazda-cx-5', dailyRate: '99', deposit: '500', units: 3 },
      { model: 'mitsubishi-outlander-phev', dailyRate: '119', deposit: '600', units: 3 },
      { model: 'mazda-mx-5', dailyRate: '119', deposit: '600', units: 2 },
      { model: 'toyota-hilux', dailyRate: '129', deposit: '800', units: 2 },
      { model: 'toyota-highlander', dailyRate: '139', deposit: '800', units: 3 },
      {
        model: 'toyota-hiace',
        dailyRate: '189',
        deposit: '1000',
        units: 2,
        mileage: { limitPerDay: 300, overagePrice: '0.35' },
      },
    ],
  },
];

// ---------------------------------------------------------------- number plates

const LATIN = 'ABCDEFGHJKLMNPRSTUVWXYZ'; // no I, O or Q: plates avoid letters read as digits
const THAI = 'กขคฆงจฉชซฌญฎฐฒณดตถทธนบปผพฟภมยรลวศษสหฬอฮ';

/** FNV-1a, then xorshift: a small deterministic stream, so plates stay the same on every run. */
function stream(key: string): () => number {
  let h = 0x811c9dc5;
  for (const ch of key) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return () => {
    h ^= h << 13;
    h ^= h >>> 17;
    h ^= h << 5;
    h >>>= 0;
    return h;
  };
}

function plate(style: PlateStyle, key: string): string {
  const next = stream(key);
  const pick = (chars: string) => [...chars][next() % [...chars].length]!;
  const digits = (n: number) => Array.from({ length: n }, () => String(next() % 10)).join('');
  switch (style.kind) {
    case 'CA': // e.g. 9KDM417
      return `${8 + (next() % 2)}${pick(LATIN)}${pick(LATIN)}${pick(LATIN)}${digits(3)}`;
    case 'HI': // e.g. RPK 583
      return `${pick(LATIN)}${pick(LATIN)}${pick(LATIN)} ${digits(3)}`;
    case 'NZ': // e.g. QKT482; recent series start with P to S
      return `${pick('PQRS')}${pick(LATIN)}${pick(LATIN)}${digits(3)}`;
    case 'TH': // e.g. 2กข 4821 ภูเก็ต
      return `${1 + (next() % 9)}${pick(THAI)}${pick(THAI)} ${1000 + (next() % 9000)} ${style.province}`;
  }
}

/** Fleet units with plates that depend only on store, model and unit number, never on list order. */
export function fleetUnitPlates(): { store: string; model: string; plate: string }[] {
  const seen = new Set<string>();
  const units: { store: string; model: string; plate: string }[] = [];
  for (const fleet of fleets) {
    for (const sku of fleet.skus) {
      for (let i = 1; i <= sku.units; i++) {
        let p = plate(fleet.plates, `${fleet.store}:${sku.model}:${i}`);
        for (let retry = 1; seen.has(p); retry++)
          p = plate(fleet.plates, `${fleet.store}:${sku.model}:${i}:${retry}`);
        seen.add(p);
        units.push({ store: fleet.store, model: sku.model, plate: p });
      }
    }
  }
  return units;
}
