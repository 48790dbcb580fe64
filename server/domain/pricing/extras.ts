import type { ExtraService, Price } from '@/lib/api/contract/car';
import { toMinor, type Decimal } from '@/lib/money';
import type { StoreExtra } from '../search/catalog';
import { inBoth, localPrice, toPrice, type QuoteCurrencies } from './minor-pair';
import { dayAmountsMinor, dayLine, rentalAmountMinor, type RentalCalendar } from './price-periods';

/** An extra service as the store offers it (extra_services), in the store's currency. */
export type ExtraOffer = {
  /** extra_services.id, for its price periods (none: the unit price every day) */
  id?: number;
  unit: 'day' | 'rental';
  unitPrice: Decimal;
  isCapped: boolean;
  cappedPrice: Decimal | null;
};

/**
 * What `quantity` units of an extra cost for the rental, in local minor units. Day extras are the
 * unit price of each day summed (price-periods.ts), rental extras the price on the pick-up date; a
 * capped extra charges its cap when that is less (spec §5). The cap is per unit, as at the counter:
 * two child seats cost at most two caps.
 */
export function extraChargeMinor(
  offer: ExtraOffer,
  quantity: number,
  days: number,
  minorUnits: number,
  calendar?: RentalCalendar,
): number {
  if (!Number.isInteger(quantity) || quantity < 0) throw new RangeError(`bad extra quantity: ${quantity}`);
  const price = { base: offer.unitPrice, target: 'extra' as const, targetId: offer.id ?? -1 };
  const perUnit =
    offer.unit === 'day'
      ? dayLine(dayAmountsMinor(price, days, calendar, minorUnits)).totalMinor
      : rentalAmountMinor(price, calendar, minorUnits);
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
  calendar?: RentalCalendar,
): Price {
  return toPrice(
    inBoth(extraChargeMinor(offer, quantity, days, currencies.local.minorUnits, calendar), currencies),
    currencies,
  );
}

/**
 * The store's extras as the search shows them: unit price, cap and the price of one for this rental.
 * With price periods the unit price shown is the average day (or the pick-up date's, per rental).
 */
export function pricedExtras(
  extras: StoreExtra[],
  days: number,
  currencies: QuoteCurrencies,
  calendar?: RentalCalendar,
): ExtraService[] {
  const local = currencies.local.minorUnits;
  const unitPriceOf = (extra: StoreExtra) => {
    const price = { base: extra.unitPrice, target: 'extra' as const, targetId: extra.id };
    const minor =
      extra.unit === 'day'
        ? dayLine(dayAmountsMinor(price, days, calendar, local)).unitMinor
        : rentalAmountMinor(price, calendar, local);
    return toPrice(inBoth(minor, currencies), currencies);
  };
  return extras.map((extra) => ({
    id: extra.id,
    code: extra.code,
    kind: extra.kind,
    name: extra.name,
    description: extra.description,
    unit_name: extra.unit === 'day' ? 'Day' : 'Rental',
    unit_price: calendar ? unitPriceOf(extra) : localPrice(extra.unitPrice, currencies),
    is_capped: extra.isCapped,
    capped_price:
      extra.isCapped && extra.cappedPrice !== null ? localPrice(extra.cappedPrice, currencies) : null,
    max_quantity: extra.maxQuantity,
    rental_price: priceExtra(extra, 1, days, currencies, calendar),
  }));
}
