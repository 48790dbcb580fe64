import { and, eq, gte, inArray, isNotNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { CampaignFigures, CampaignRow, CurrencyAmount, OpsCampaignReport } from '@/lib/api/contract/ops-report';
import type { Db } from '../../db/client';
import { campaignEvents, cities, currencies, fxRates, orders, payments, refunds, states, stores } from '../../db/schema';
import { paramsErrorAt } from '../errors';

export type CampaignReportFilter = {
  /** UTC dates 'YYYY-MM-DD', both included (checked by the contract: from ≤ to, at most a year) */
  from: string;
  to: string;
  store?: string;
  country?: string;
};

/** A refund that is approved (money on its way) or paid out: it takes money back from the campaign. */
const COUNTED_REFUNDS = ['REFUNDING', 'COMPLETE_REFUND'] as const;

const key = (source: string, medium: string, campaign: string) => JSON.stringify([source, medium, campaign]);

/**
 * The campaign report: for each utm_source × utm_medium × utm_campaign seen in the range, the visits
 * and searches the beacon recorded (campaign_events) and the bookings whose order carries that
 * campaign (orders.utm, from the same utm cookie). Bookings are the orders placed in the range
 * (TEST orders never count; expired ones do: they were placed); what those bookings became is
 * counted whenever it happened (paid, cancelled, refunded), so a booking made on the range's last
 * day and paid the next still counts as paid. Revenue is what the gateway took for them (succeeded
 * payments), per currency and in US dollars at today's rates (fx_rates). A store or country filter
 * keeps the events recorded with one of its stores and the orders picked up at one.
 * Only counts and sums leave this function: never a traveller's name, phone or e-mail.
 */
export async function campaignReport(db: Db, filter: CampaignReportFilter): Promise<OpsCampaignReport> {
  const start = new Date(`${filter.from}T00:00:00Z`);
  const end = new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000);
  const storeCodes = await storesOf(db, filter);

  const utmOf = (name: string) => sql<string>`coalesce(${orders.utm}->>${name}, '')`;
  const orderKeys = {
    source: utmOf('utm_source'),
    medium: utmOf('utm_medium'),
    campaign: utmOf('utm_campaign'),
  };
  const cohort: SQL[] = [
    isNotNull(orders.utm),
    ne(orders.status, 'TEST'),
    gte(orders.createdAt, start),
    lt(orders.createdAt, end),
    ...(storeCodes ? [inArray(orders.storeCode, storeCodes)] : []),
  ];
  const groupOrders = [sql`1`, sql`2`, sql`3`];

  const [events, booked, paidSums, refundSums, rates] = await Promise.all([
    db
      .select({
        source: campaignEvents.utmSource,
        medium: campaignEvents.utmMedium,
        campaign: campaignEvents.utmCampaign,
        visits: sql<number>`count(*) filter (where ${campaignEvents.kind} = 'visit')`.mapWith(Number),
        searches: sql<number>`count(*) filter (where ${campaignEvents.kind} = 'search')`.mapWith(Number),
      })
      .from(campaignEvents)
      .where(
        and(
          gte(campaignEvents.at, start),
          lt(campaignEvents.at, end),
          ...(storeCodes ? [inArray(campaignEvents.storeCode, storeCodes)] : []),
        ),
      )
      .groupBy(campaignEvents.utmSource, campaignEvents.utmMedium, campaignEvents.utmCampaign),
    db
      .select({
        ...orderKeys,
        bookings: sql<number>`count(*)`.mapWith(Number),
        paid: sql<number>`count(*) filter (where ${orders.paymentStatus} = 'HAD_PAID')`.mapWith(Number),
        cancelled: sql<number>`count(*) filter (where ${orders.status} = 'CANCEL')`.mapWith(Number),
      })
      .from(orders)
      .where(and(...cohort))
      .groupBy(...groupOrders),
    db
      .select({
        ...orderKeys,
        currency: payments.currency,
        amount: sql<string>`sum(${payments.amount})::text`,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(...cohort, eq(payments.status, 'succeeded')))
      .groupBy(...groupOrders, payments.currency),
    db
      .select({
        ...orderKeys,
        currency: refunds.currency,
        count: sql<number>`count(*)`.mapWith(Number),
        amount: sql<string>`sum(${refunds.amount})::text`,
      })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(and(...cohort, inArray(refunds.status, [...COUNTED_REFUNDS])))
      .groupBy(...groupOrders, refunds.currency),
    db
      .select({ code: currencies.code, minorUnits: currencies.minorUnits, perUsd: fxRates.perUsd })
      .from(currencies)
      .leftJoin(fxRates, eq(fxRates.currency, currencies.code)),
  ]);

  const rateOf = new Map(rates.map((rate) => [rate.code, rate]));
  const rows = new Map<string, Tally>();
  const tallyOf = (source: string, medium: string, campaign: string) => {
    const id = key(source, medium, campaign);
    let tally = rows.get(id);
    if (!tally) {
      tally = { source, medium, campaign, ...emptyTally() };
      rows.set(id, tally);
    }
    return tally;
  };
  for (const row of events) Object.assign(tallyOf(row.source, row.medium, row.campaign), {
    visits: row.visits,
    searches: row.searches,
  });
  for (const row of booked) Object.assign(tallyOf(row.source, row.medium, row.campaign), {
    bookings: row.bookings,
    paid: row.paid,
    cancelled: row.cancelled,
  });
  for (const row of paidSums) addAmount(tallyOf(row.source, row.medium, row.campaign).revenue, row.currency, row.amount);
  for (const row of refundSums) {
    const tally = tallyOf(row.source, row.medium, row.campaign);
    tally.refunds += row.count;
    addAmount(tally.refunded, row.currency, row.amount);
  }

  const tallies = [...rows.values()].sort(
    (a, b) =>
      b.visits - a.visits ||
      b.bookings - a.bookings ||
      a.source.localeCompare(b.source) ||
      a.medium.localeCompare(b.medium) ||
      a.campaign.localeCompare(b.campaign),
  );
  const total = emptyTally();
  for (const tally of tallies) {
    for (const field of ['visits', 'searches', 'bookings', 'paid', 'cancelled', 'refunds'] as const) {
      total[field] += tally[field];
    }
    for (const [currency, amount] of tally.revenue) addAmount(total.revenue, currency, amount);
    for (const [currency, amount] of tally.refunded) addAmount(total.refunded, currency, amount);
  }
  const figuresOf = (tally: Omit<Tally, 'source' | 'medium' | 'campaign'>) => toFigures(tally, rateOf);
  return {
    from: filter.from,
    to: filter.to,
    store: filter.store ?? null,
    country: filter.country ?? null,
    rows: tallies.map(
      (tally): CampaignRow => ({
        utm_source: tally.source,
        utm_medium: tally.medium,
        utm_campaign: tally.campaign,
        ...figuresOf(tally),
      }),
    ),
    totals: figuresOf(total),
  };
}

/** The stores a filter keeps, or undefined for all; an unknown store or country is bad input. */
async function storesOf(db: Db, filter: CampaignReportFilter): Promise<string[] | undefined> {
  if (!filter.store && !filter.country) return undefined;
  const rows = await db
    .select({ code: stores.code, country: states.countryCode })
    .from(stores)
    .innerJoin(cities, eq(cities.code, stores.cityCode))
    .innerJoin(states, eq(states.code, cities.stateCode));
  if (filter.store && !rows.some((row) => row.code === filter.store)) throw paramsErrorAt('store', 'invalid');
  if (filter.country && !rows.some((row) => row.country === filter.country)) {
    throw paramsErrorAt('country', 'invalid');
  }
  return rows
    .filter((row) => (!filter.store || row.code === filter.store) && (!filter.country || row.country === filter.country))
    .map((row) => row.code);
}

/** Amounts in minor units (cents, satang) by currency, so sums never meet floating point. */
type Amounts = Map<string, number>;

type Tally = {
  source: string;
  medium: string;
  campaign: string;
  visits: number;
  searches: number;
  bookings: number;
  paid: number;
  cancelled: number;
  refunds: number;
  revenue: Amounts;
  refunded: Amounts;
};

const emptyTally = () => ({
  visits: 0,
  searches: 0,
  bookings: 0,
  paid: 0,
  cancelled: 0,
  refunds: 0,
  revenue: new Map() as Amounts,
  refunded: new Map() as Amounts,
});

// The database keeps money with two decimals (numeric(14,2)): in hundredths until shown.
const HUNDREDTHS = 100;

function addAmount(amounts: Amounts, currency: string, amount: string | number) {
  const hundredths = typeof amount === 'number' ? amount : Math.round(Number(amount) * HUNDREDTHS);
  amounts.set(currency, (amounts.get(currency) ?? 0) + hundredths);
}

type Rate = { minorUnits: number; perUsd: string | null };

function toFigures(tally: Omit<Tally, 'source' | 'medium' | 'campaign'>, rates: Map<string, Rate>): CampaignFigures {
  const listed = (amounts: Amounts): CurrencyAmount[] =>
    [...amounts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, hundredths]) => ({
        currency,
        amount: (hundredths / HUNDREDTHS).toFixed(rates.get(currency)?.minorUnits ?? 2),
      }));
  // A currency without a rate cannot be converted: it is left out of the US dollar figure (the
  // per-currency list still shows it).
  const inUsd = (amounts: Amounts) => {
    let cents = 0;
    for (const [currency, hundredths] of amounts) {
      const perUsd = Number(rates.get(currency)?.perUsd ?? NaN);
      if (perUsd > 0) cents += hundredths / perUsd;
    }
    return (Math.round(cents) / HUNDREDTHS).toFixed(2);
  };
  const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null);
  return {
    visits: tally.visits,
    searches: tally.searches,
    bookings: tally.bookings,
    paid_bookings: tally.paid,
    revenue_usd: inUsd(tally.revenue),
    revenue: listed(tally.revenue),
    cancellations: tally.cancelled,
    refunds: tally.refunds,
    refunded_usd: inUsd(tally.refunded),
    refunded: listed(tally.refunded),
    paid_per_visit: ratio(tally.paid, tally.visits),
    bookings_per_search: ratio(tally.bookings, tally.searches),
  };
}
