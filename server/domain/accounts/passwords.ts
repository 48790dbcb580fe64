import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) at OWASP's first recommended setting: 19 MiB of
 * memory, 2 passes, 1 lane. The PHC string it answers carries the parameters, so stronger ones
 * later still verify older hashes.
 */
const OWASP = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OWASP);

export async function passwordMatches(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false; // not a hash we can read
  }
}
