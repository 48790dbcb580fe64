import { solveChallenge } from 'altcha-lib/v1';
import type { CaptchaChallenge } from '@/lib/api/contract/captcha';

/**
 * Solves a challenge in this tab: altcha's own solver (crypto.subtle digests, no worker: the CSP's
 * worker-src 'self' would refuse a worker made from a blob, and the cost is a fraction of a second
 * at the server's maxnumber). Answers the payload the API verifies: base64 JSON of the challenge's
 * fields and the number found.
 */
export async function solveCaptcha(challenge: CaptchaChallenge, signal?: AbortSignal): Promise<string> {
  const { promise, controller } = solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  );
  signal?.addEventListener('abort', () => controller.abort());
  const found = await promise;
  if (!found) throw new Error('captcha challenge has no solution');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: found.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return btoa(JSON.stringify(payload));
}
