import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../db/client';
import { ApiError } from '../errors';
import { priorAnswer, type IdempotentCall, type StoredAnswer } from '../idempotency';

/** How long a retry waits for the first request with its key to get the gateway's answer. */
const WAIT_FOR_FIRST_ANSWER_MS = 30_000;

/**
 * The answer already given to this key, or null when the key is new. A payment's key is claimed
 * before the gateway is asked, so a retry that arrives meanwhile (a double click, a timeout) waits
 * for the first answer instead of being told to come back: every caller gets the same answer.
 */
export async function answerOfKey(db: Db, call: IdempotentCall): Promise<StoredAnswer | null> {
  const deadline = Date.now() + WAIT_FOR_FIRST_ANSWER_MS;
  for (;;) {
    try {
      return await priorAnswer(db, call);
    } catch (error) {
      const inProgress = error instanceof ApiError && error.name === 'request_in_progress';
      if (!inProgress || Date.now() > deadline) throw error;
      await sleep(50 + Math.random() * 100);
    }
  }
}
