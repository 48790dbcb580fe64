import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, settings } from '../../db/schema';

export type PaymentVersion = 1 | 2;

/** How bookings are billed and promoted right now: settings and the freshman event. */
export type BookingSettings = {
  /** spec §9: 1 by default (extras paid at the counter); an operator sets 2 to bill extras online */
  paymentVersion: PaymentVersion;
  freshman: { rate: string; start: Date; end: Date } | null;
};

/** Reads the booking settings; cache them with cachedReference where a request can share them. */
export async function loadBookingSettings(db: Db): Promise<BookingSettings> {
  const [rows, [event]] = await Promise.all([
    db
      .select()
      .from(settings)
      .where(inArray(settings.key, ['payment_version'])),
    db.select().from(events).where(eq(events.code, 'freshman_coupon')).limit(1),
  ]);
  const version = rows.find((row) => row.key === 'payment_version')?.value;
  return {
    paymentVersion: version === 2 ? 2 : 1,
    freshman:
      event?.isActive && event.discountRate
        ? { rate: event.discountRate, start: event.startTime, end: event.endTime }
        : null,
  };
}

/** The freshman event's rate while it runs at `now`, else null. */
export const freshmanRateAt = (booking: BookingSettings, now: Date): string | null =>
  booking.freshman && booking.freshman.start <= now && now < booking.freshman.end
    ? booking.freshman.rate
    : null;
