import type { OrderStatus } from '@/lib/api/contract/booking';
import type { LocalizedText } from '@/lib/api/contract/car';
import type { DeskRental, OpsDeskDay, RentalStageName } from '@/lib/api/contract/ops-desk';
import { amountMoney } from '@/lib/site/booking-flow/amount-money';
import type { Money } from '@/lib/site/booking-flow/money';

/** A store as its desk shows it: its name and the clock it keeps. */
export type DeskStore = { code: string; name: LocalizedText; zone: string; city: LocalizedText };

/** One rental at the counter: who, which car and unit, what to prepare, the money and the progress. */
export type DeskEntry = {
  tradeNo: string;
  status: OrderStatus;
  /** 'YYYY-MM-DD HH:mm' on each store's clock */
  pickupWall: string;
  dropOffWall: string;
  dropOffAt: string;
  driver: string;
  phone: string;
  car: string;
  plate: string | null;
  flightNo: string | null;
  extras: { code: string; name: LocalizedText; quantity: number }[];
  paidOnline: Money;
  dueAtCounter: Money;
  /** the out-of-hours fee within what is due, or null when none applies */
  afterHoursFee: Money | null;
  progress: {
    stage: RentalStageName;
    pickedUpAt: string | null;
    returnedAt: string | null;
    noShowAt: string | null;
    plate: string | null;
    pickupOdometer: number | null;
    pickupFuel: number | null;
    returnOdometer: number | null;
    returnFuel: number | null;
    damageNote: string | null;
    hoursLate: number | null;
  };
  can: { handOver: boolean; takeBack: boolean; noShow: boolean };
};

export type DeskDay = {
  store: DeskStore;
  stores: DeskStore[];
  date: string;
  today: string;
  pickups: DeskEntry[];
  returns: DeskEntry[];
};

/** The API's rental, reshaped for the desk; transport names stop here. */
export function toDeskEntry(rental: DeskRental): DeskEntry {
  const money = (amount: DeskRental['paid_online']) => amountMoney(amount, rental.currencies);
  const { progress } = rental;
  return {
    tradeNo: rental.trade_no,
    status: rental.status,
    pickupWall: rental.pickup_wall,
    dropOffWall: rental.drop_off_wall,
    dropOffAt: rental.drop_off_at,
    driver: rental.driver.name,
    phone: rental.driver.phone,
    car: `${rental.car.make} ${rental.car.model}`,
    plate: rental.unit?.plate ?? null,
    flightNo: rental.flight_no,
    extras: rental.extras,
    paidOnline: money(rental.paid_online),
    dueAtCounter: money(rental.due_at_counter),
    afterHoursFee: rental.after_hours_fee.local > 0 ? money(rental.after_hours_fee) : null,
    progress: {
      stage: progress.stage,
      pickedUpAt: progress.picked_up_at,
      returnedAt: progress.returned_at,
      noShowAt: progress.no_show_at,
      plate: progress.plate,
      pickupOdometer: progress.pickup_odometer,
      pickupFuel: progress.pickup_fuel_eighths,
      returnOdometer: progress.return_odometer,
      returnFuel: progress.return_fuel_eighths,
      damageNote: progress.damage_note,
      hoursLate: progress.hours_late,
    },
    can: { handOver: rental.can.hand_over, takeBack: rental.can.take_back, noShow: rental.can.no_show },
  };
}

export const toDeskDay = (day: OpsDeskDay): DeskDay => ({
  store: day.store,
  stores: day.stores,
  date: day.date,
  today: day.today,
  pickups: day.pickups.map(toDeskEntry),
  returns: day.returns.map(toDeskEntry),
});

/** The day with one rental as a move left it (in either list). */
export const withEntry = (day: DeskDay, entry: DeskEntry): DeskDay => {
  const swap = (list: DeskEntry[]) => list.map((item) => (item.tradeNo === entry.tradeNo ? entry : item));
  return { ...day, pickups: swap(day.pickups), returns: swap(day.returns) };
};
