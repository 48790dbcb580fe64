import type { OrderSearchValues, RefundQueueName } from './types';

type Query = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value.trim() : '');

/** The order search as the address carries it: each field, '' when not given. */
export const toSearchValues = (query: Query): OrderSearchValues => ({
  trade_no: one(query.trade_no),
  phone: one(query.phone),
  email: one(query.email),
  name: one(query.name),
  store_code: one(query.store_code),
  pickup_from: one(query.pickup_from),
  pickup_to: one(query.pickup_to),
  status: one(query.status),
});

/** The page asked for: a whole number from 1, else 1. */
export const pageOf = (query: Query) => {
  const page = Number(one(query.page));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

/** Whether any field of the search is given (an empty search lists the newest orders). */
export const hasSearch = (values: OrderSearchValues) => Object.values(values).some((value) => value !== '');

/** The search's query string: only the values given, and the page after the first. */
export const searchQueryString = (values: Partial<OrderSearchValues> & { page?: number }) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1))
      query.set(key, String(value));
  }
  return query.toString();
};

export const REFUND_QUEUES: readonly RefundQueueName[] = ['open', 'refunding', 'closed'];

export const toQueueName = (query: Query): RefundQueueName => {
  const queue = one(query.queue);
  return (REFUND_QUEUES as readonly string[]).includes(queue) ? (queue as RefundQueueName) : 'open';
};
