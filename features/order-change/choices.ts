import type { PackageKind } from '@/lib/i18n/package-label';
import type { ChangeOffer, OrderToChange } from './types';

export type CarChoice = { skuId: number; name: string };
export type PackageChoice = { code: string } & PackageKind;

/**
 * The cars the form offers: the booking's own first (always: its hold makes it read as taken in
 * a search), then the others the store has free for the dates asked.
 */
export function carChoices(order: OrderToChange, offer: ChangeOffer | undefined): CarChoice[] {
  const others = (offer?.cars ?? []).filter((car) => car.skuId !== order.car.skuId);
  return [
    { skuId: order.car.skuId, name: order.car.name },
    ...others.map(({ skuId, name }) => ({ skuId, name })),
  ];
}

/**
 * The packages of the chosen car paid the way the booking is (a change keeps it): those the
 * search prices for that car, or, for the booking's own car when the search does not list it, the
 * store's packages of that pay mode. The booking's own package stays offered with its own car.
 */
export function packageChoices(
  order: OrderToChange,
  offer: ChangeOffer | undefined,
  skuId: number,
): PackageChoice[] {
  const payMode = order.payMethod === 'ARRIVAL' ? 'arrival' : 'full_prepaid';
  const car = offer?.cars.find((candidate) => candidate.skuId === skuId);
  const packages = (offer?.packages ?? []).filter(
    (pkg) => pkg.payMode === payMode && (car ? car.packages.includes(pkg.code) : skuId === order.car.skuId),
  );
  const choices: PackageChoice[] = packages.map(({ code, planGroup, payMode }) => ({
    code,
    planGroup,
    payMode,
  }));
  if (skuId === order.car.skuId && !choices.some((pkg) => pkg.code === order.packageCode)) {
    choices.unshift({ code: order.packageCode, ...order.package });
  }
  return choices;
}
