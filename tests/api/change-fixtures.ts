import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createdOrderSchema } from '@/lib/api/contract/booking';
import type { ChosenExtra } from '@/lib/api/contract/booking-form';
import type { CarPackage } from '@/lib/api/contract/car';
import { changeQuoteSchema, type ChangeQuote } from '@/lib/api/contract/order-change';
import { paymentStateSchema } from '@/lib/api/contract/payment';
import { formEncode } from '@/lib/site/api/config';
import type { Db } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { guestCookie, postBooking, postWithKey, prepareBooking, query } from './booking-fixtures';
import type { TestClient } from './client';
import { on } from './la-clock';
import { postPay, randomVisa } from './payment-fixtures';

let nextTrip = 0;

/** Each booking of a file on its own dates (four days apart from 100 days ahead), so none collide. */
export const tripDays = () => {
  const start = 100 + (nextTrip++ % 60) * 5;
  return { start, from: on(start), to: on(start + 3) };
};

export type ChangeBookingOptions = {
  payMode?: CarPackage['pay_mode'];
  planGroup?: CarPackage['plan_group'];
  extras?: ChosenExtra[];
  skuId?: number;
  from?: string;
  to?: string;
  /** pay the online order with an approving card */
  pay?: boolean;
};

/** A guest's booking at LAX01 through the API, paid when asked: its number, cookie and row. */
export async function bookToChange(client: TestClient, db: Db, options: ChangeBookingOptions = {}) {
  const trip = tripDays();
  const booking = await prepareBooking(client, db, {
    payMode: options.payMode ?? 'arrival',
    planGroup: options.planGroup ?? 'basic_protection',
    extras: options.extras,
    skuId: options.skuId,
    from: options.from ?? trip.from,
    to: options.to ?? trip.to,
  });
  const booked = await postBooking(client, booking.fields, { userId: `g_change_${randomUUID()}` });
  const created = createdOrderSchema.parse(booked.body.data);
  const cookie = guestCookie(booked.cookie)!;
  if (options.pay) {
    const paid = await postPay(client, created.trade_no, { card_number: randomVisa() }, { cookie });
    if (paymentStateSchema.parse(paid.body.data).payment_status !== 'HAD_PAID') {
      throw new Error(`not paid: ${JSON.stringify(paid.body)}`);
    }
  }
  const [row] = await db.select().from(orders).where(eq(orders.tradeNo, created.trade_no));
  return { tradeNo: created.trade_no, cookie, row: row!, booking, trip };
}

/** The change endpoints as the change page calls them. */
export function changeApi(client: TestClient) {
  const post = (path: string, form: Record<string, unknown>, cookie: string, key?: string) =>
    postWithKey(client, `${path}?${query({ currency: 'USD' })}`, formEncode(form), { cookie, key });
  return {
    quote: (form: Record<string, unknown>, cookie: string) => post('/order/change/quote', form, cookie),
    /** the quote, which must succeed */
    quoted: async (form: Record<string, unknown>, cookie: string): Promise<ChangeQuote> => {
      const answer = await post('/order/change/quote', form, cookie);
      if (answer.body.code !== 200) throw new Error(`quote: ${JSON.stringify(answer.body)}`);
      return changeQuoteSchema.parse(answer.body.data);
    },
    confirm: (form: Record<string, unknown>, cookie: string, key: string = randomUUID()) =>
      post('/order/change/confirm', form, cookie, key),
    /** the confirm form of a quote: the change asked for, its token and its total */
    confirmForm: (form: Record<string, unknown>, quote: ChangeQuote) => ({
      ...form,
      search_token: quote.search_token,
      expected_total: String(quote.new_bill.totalBillPrice.payment),
    }),
    list: (tradeNo: string, cookie: string) =>
      client.get(`/order/change/list?${query({ trade_no: tradeNo })}`, { Cookie: cookie }),
  };
}
