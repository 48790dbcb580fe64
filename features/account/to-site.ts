import type { User } from '@/lib/api/contract/account';
import type { SessionUser } from './types';

/** A user of the API as the header names them: their name, else their e-mail, else their phone. */
export function toSessionUser(user: User): SessionUser {
  const phone = user.phone ? `+${user.area_code ?? ''} ${user.phone}` : null;
  return { id: user.user_id, displayName: user.name ?? user.email ?? phone ?? user.user_id };
}
