import { z } from 'zod';
import { scriptEnv } from '@/lib/env';

/**
 * FUZZ_RUNS: the generated requests per operation of the blind fuzz (api.test.ts); the fuzz from
 * valid requests (logic.test.ts) sends a quarter as many per operation, each a valid request
 * changed in one part. FUZZ_SEED: one seed for every operation instead of each one's own.
 */
export const fuzzEnv = scriptEnv({
  FUZZ_RUNS: z.coerce.number().int().positive().default(200),
  FUZZ_SEED: z.coerce.number().int().optional(),
});

/** A stable seed per name (or FUZZ_SEED for all), so a failure can be replayed. */
export const seedOf = (name: string) =>
  fuzzEnv.FUZZ_SEED ?? [...name].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) | 0, 7);
