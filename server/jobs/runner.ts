import { describeError, logger } from '@/lib/logger';
import type { Db } from '../db/client';
import { expireOverdueOrders } from '../domain/booking/expiry';
import { lapseUnpaidChanges } from '../domain/changes/awaiting-payment';
import { sendUnsentChangeRefunds } from '../domain/changes/send-refund';
import { purgeIdempotencyKeys } from '../domain/idempotency';
import { reconcileStuckAttempts } from '../domain/payment/reconcile';
import { settlePendingPayments } from '../domain/payment/settle';
import type { MessageProvider } from '../providers/messaging/types';
import type { PaymentGateway } from '../providers/payment/types';
import { deliverDueMessages } from './deliver-messages';

type JobServices = { messages: MessageProvider; gateway: PaymentGateway };

/**
 * The background jobs of a server process. Each claims its rows (FOR UPDATE SKIP LOCKED), so every
 * instance of a fleet runs them at once without doing any item twice. A run never overlaps the same
 * job's previous run in this process; a failing run is logged and tried again next time.
 */
const JOBS: {
  name: string;
  everyMs: number;
  run: (db: Db, services: JobServices, now: Date) => Promise<unknown>;
}[] = [
  // Unpaid online orders expire at 30 minutes; reads already show them EXPIRED, this frees the car.
  { name: 'expire-orders', everyMs: 15_000, run: (db, _services, now) => expireOverdueOrders(db, now) },
  {
    name: 'deliver-messages',
    everyMs: 5_000,
    run: (db, { messages }, now) => deliverDueMessages(db, messages, now),
  },
  {
    name: 'purge-idempotency-keys',
    everyMs: 60 * 60_000,
    run: (db, _services, now) => purgeIdempotencyKeys(db, now),
  },
  // A paid booking's dearer change left unpaid past its window: its new car is released.
  { name: 'lapse-changes', everyMs: 15_000, run: (db, _services, now) => lapseUnpaidChanges(db, now) },
  // A change's refund the gateway could not take at the time (unreachable): sent again.
  {
    name: 'send-change-refunds',
    everyMs: 60_000,
    run: (db, { gateway }, now) => sendUnsentChangeRefunds(db, gateway, now),
  },
  // Card payments the acquirer answered 'pending' (3200): recorded paid or failed once settled.
  {
    name: 'settle-payments',
    everyMs: 5_000,
    run: (db, { gateway }, now) => settlePendingPayments(db, gateway, now),
  },
  // Card attempts cut off mid-call (a crash, no answer in time): the acquirer says what happened.
  {
    name: 'reconcile-payments',
    everyMs: 30_000,
    run: (db, { gateway }, now) => reconcileStuckAttempts(db, gateway, now),
  },
];

/**
 * Starts the jobs; answers a function that stops them and resolves once no run is in progress (a
 * stopping server lets a run finish its claimed rows before the database closes). Timers do not
 * keep the process alive.
 */
export function startJobs(db: Db, messages: MessageProvider, gateway: PaymentGateway): () => Promise<void> {
  const jobs = JOBS.map((job) => {
    let running: Promise<void> | undefined;
    const tick = () => {
      running ??= job
        .run(db, { messages, gateway }, new Date())
        .then(
          () => undefined,
          (error: unknown) =>
            logger.error('background job failed', { job: job.name, ...describeError(error) }),
        )
        .finally(() => (running = undefined));
    };
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    return { timer, running: () => running };
  });
  return async () => {
    for (const job of jobs) clearInterval(job.timer);
    await Promise.all(jobs.map((job) => job.running()));
  };
}
