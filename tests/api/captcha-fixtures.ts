import { solveChallenge } from 'altcha-lib/v1';
import { captchaChallengeSchema } from '@/lib/api/contract/captcha';
import type { TestClient } from './client';

/** A challenge from the API, solved as the browser solves it: the `captcha` field of a call. */
export async function solvedCaptcha(client: TestClient): Promise<string> {
  const challenge = captchaChallengeSchema.parse((await client.get('/captcha/challenge')).body.data);
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('the challenge has no solution');
  return Buffer.from(JSON.stringify({ ...challenge, number: solution.number })).toString('base64');
}
