import type { FleetHoldAnswer, OpsFleet } from '@/lib/api/contract/ops-fleet';
import type { LocalizedText } from '@/lib/api/contract/car';

/*
 * The fleet answers reshaped for the back office's fleet page (zod-free: types only). Times stay
 * wall times on the store's clock ('YYYY-MM-DD HH:mm').
 */

export type FleetHold = {
  id: number;
  kind: 'booking' | 'block';
  tradeNo: string | null;
  reason: string | null;
  from: string;
  to: string;
  current: boolean;
};

export type FleetUnit = { id: number; plate: string; inService: boolean; holds: FleetHold[] };

export type FleetCar = {
  skuId: number;
  code: string;
  name: LocalizedText;
  offered: boolean;
  units: FleetUnit[];
};

export type Fleet = {
  store: { code: string; name: LocalizedText };
  stores: { code: string; name: LocalizedText }[];
  now: string;
  cars: FleetCar[];
};

export const toFleetHold = (hold: FleetHoldAnswer): FleetHold => ({
  id: hold.hold_id,
  kind: hold.kind,
  tradeNo: hold.trade_no,
  reason: hold.reason,
  from: hold.from,
  to: hold.to,
  current: hold.current,
});

export const toFleet = (fleet: OpsFleet): Fleet => ({
  store: fleet.store,
  stores: fleet.stores,
  now: fleet.now,
  cars: fleet.cars.map((car) => ({
    skuId: car.sku_id,
    code: car.code,
    name: car.name,
    offered: car.offered,
    units: car.units.map((unit) => ({
      id: unit.unit_id,
      plate: unit.plate,
      inService: unit.in_service,
      holds: unit.holds.map(toFleetHold),
    })),
  })),
});

const isHoldAnswer = (value: unknown): value is FleetHoldAnswer => {
  if (!value || typeof value !== 'object') return false;
  const hold = value as Record<string, unknown>;
  return (
    typeof hold.hold_id === 'number' &&
    (hold.kind === 'booking' || hold.kind === 'block') &&
    typeof hold.from === 'string' &&
    typeof hold.to === 'string'
  );
};

/** The holds a fleet_unit_held refusal's data names ({ unit_id, clashes }), or none. */
export function toFleetClashes(data: unknown): FleetHold[] {
  const clashes = (data as { clashes?: unknown } | null)?.clashes;
  return Array.isArray(clashes) ? clashes.filter(isHoldAnswer).map(toFleetHold) : [];
}
