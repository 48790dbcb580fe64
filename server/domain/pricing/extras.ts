import type { ExtraService, Price } from '@/lib/api/contract/car';
import { toMinor, type Decimal } from '@/lib/money';
import type { StoreExtra } from '../search/catalog';
import { inBoth, localPrice, toPrice, type QuoteCurrencies } from './minor-pair';

/** An extra service as the store offers it (extra_services), in the store's currency. */
export type ExtraOffer = {
  unit: 'day' | 'rental';
  unitPrice: Decimal;
  isCapped: boolean;
  cappedPrice: Decimal | null;
};

/**
 * What `quantity` units of an extra cost for the rental, in local minor units. Day extras are the
 * unit price × days; a capped extra charges its cap when that is less (spec §5). The cap is per unit,
 * as at the counter: two child seats cost at most two caps.
 */
export function extraChargeMinor(
  offer: ExtraOffer,
  quantity: number,
  days: number,
  minorUnits: number,
): number {
  if (!Number.isInteger(quantity) || quantity < 0) throw new RangeError(`bad extra quantity: ${quantity}`);
  const unitMinor = toMinor(offer.unitPrice, minorUnits);
  const perUnit = offer.unit === 'day' ? unitMinor * days : unitMinor;
  const cap =
    offer.isCapped && offer.cappedPrice !== null ? toMinor(offer.cappedPrice, minorUnits) : Infinity;
  return Math.min(perUnit, cap) * quantity;
}

/** The same in both currencies, as the API shows it. */
export function priceExtra(
  offer: ExtraOffer,
  quantity: number,
  days: number,
  currencies: QuoteCurrencies,
): Price {
  return toPrice(
    inBoth(extraChargeMinor(offer, quantity, days, currencies.local.minorUnits), currencies),
    currencies,
  );
}

/** The store's extras as the search shows them: unit price, cap and the price of one for this rental. */
export function pricedExtras(
  extras: StoreExtra[],
  days: number,
  currencies: QuoteCurrencies,
): ExtraService[] {
  return extras.map((extra) => ({
    id: extra.id,
    code: extra.code,
    kind: extra.kind,
    name: extra.name,
    description: extra.description,
    unit_name: extra.unit === 'day' ? 'Day' : 'Rental',
    unit_price: localPrice(extra.unitPrice, currencies),
    is_capped: extra.isCapped,
    capped_price:
      extra.isCapped && extra.cappedPrice !== null ? localPrice(extra.cappedPrice, currencies) : null,
    max_quantity: extra.maxQuantity,
    rental_price: priceExtra(extra, 1, days, currencies),
  }));
}
