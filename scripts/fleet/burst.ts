// A burst of searches and bookings through the load balancer, with something done to an instance
// in the middle of it (killed, or stopped), and every attempt recorded.
import { randomInt, randomUUID } from 'node:crypto';
import type { PreparedBooking } from '../perf/bench-api/booking-requests';
import { randomSearch } from '../perf/bench-api/searches';

export type Attempt = {
  /** ms after the event (negative: before it) */
  at: number;
  kind: 'search' | 'booking';
  /** the HTTP status, or 'network' when no answer came (connection reset) */
  status: number | 'network';
  code?: number;
};

export type BookingOutcome = { status: number; code: number; tradeNo?: string; tries: number };

export type BurstSettings = {
  origin: string;
  seconds: number;
  searchers: number;
  bookers: number;
  bookings: PreparedBooking[];
  /** ms after the start at which `event` runs */
  eventAtMs: number;
  event: () => void;
};

const RETRIES = 8;
const RETRY_PAUSE_MS = 250;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Each simulated traveller is another client address (the balancer appends it; the app trusts it). */
const clientAddress = () => `10.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`;

async function send(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number | 'network'; code?: number; data?: unknown }> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
    const text = await response.text();
    try {
      const body = JSON.parse(text) as { code?: number; data?: unknown };
      return { status: response.status, code: body.code, data: body.data };
    } catch {
      // A body that is not the envelope is an answer cut off on the way: no answer, as the site's
      // client takes it (a retry with the same key reads the stored one).
      return { status: 'network' };
    }
  } catch {
    return { status: 'network' };
  }
}

/**
 * Runs the burst: searchers repeat fresh random searches; bookers take the prepared bookings one by
 * one and retry each with the same Idempotency-Key after a 5xx or a dropped connection, as the site
 * does. Answers every attempt, and each booking's final answer by its key.
 */
export async function burst(settings: BurstSettings) {
  const attempts: Attempt[] = [];
  const outcomes = new Map<string, BookingOutcome>();
  const started = Date.now();
  let eventAt = Number.POSITIVE_INFINITY;
  const end = started + settings.seconds * 1000;
  const timer = setTimeout(() => {
    eventAt = Date.now();
    settings.event();
  }, settings.eventAtMs);
  const at = (when: number) => when - (Number.isFinite(eventAt) ? eventAt : started + settings.eventAtMs);
  let next = 0;

  const searcher = async () => {
    while (Date.now() < end) {
      const when = Date.now();
      const answer = await send(`${settings.origin}/api/v1_1/car/get_car_list?${randomSearch()}`, {
        headers: { 'X-Forwarded-For': clientAddress() },
      });
      attempts.push({ at: at(when), kind: 'search', status: answer.status, code: answer.code });
    }
  };
  const booker = async () => {
    while (Date.now() < end && next < settings.bookings.length) {
      const booking = settings.bookings[next++]!;
      const key = randomUUID();
      const headers = {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Idempotency-Key': key,
        'X-Forwarded-For': clientAddress(),
      };
      for (let tries = 1; tries <= RETRIES; tries++) {
        const when = Date.now();
        const answer = await send(`${settings.origin}${booking.path}`, {
          method: 'POST',
          body: booking.body,
          headers,
        });
        attempts.push({ at: at(when), kind: 'booking', status: answer.status, code: answer.code });
        const failed = answer.status === 'network' || answer.status >= 500;
        if (!failed || tries === RETRIES) {
          const tradeNo = (answer.data as { trade_no?: string } | null | undefined)?.trade_no;
          outcomes.set(key, {
            status: answer.status === 'network' ? 0 : answer.status,
            code: answer.code ?? 0,
            tradeNo,
            tries,
          });
          break;
        }
        await sleep(RETRY_PAUSE_MS);
      }
    }
  };
  await Promise.all([
    ...Array.from({ length: settings.searchers }, searcher),
    ...Array.from({ length: settings.bookers }, booker),
  ]);
  clearTimeout(timer);
  return { attempts, outcomes, startedAt: new Date(started) };
}

/** Attempts that got no answer or a 5xx, `windowMs` or more after the event. */
export const failuresAfter = (attempts: Attempt[], windowMs: number) =>
  attempts.filter(
    (attempt) => attempt.at >= windowMs && (attempt.status === 'network' || attempt.status >= 500),
  );

export const failures = (attempts: Attempt[]) => failuresAfter(attempts, Number.NEGATIVE_INFINITY);
