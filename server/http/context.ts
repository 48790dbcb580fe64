import type { CommonParams } from '@/lib/api/contract/common-params';
import type { Db } from '../db/client';
import type { MessageProvider } from '../providers/messaging/types';
import type { PaymentGateway } from '../providers/payment/types';

export type Identity =
  | { kind: 'anonymous' }
  /** a guest session (Auth_guest): the orders it booked or found; guestId is the site's guest id, if sent */
  | { kind: 'guest'; sessionId: string; guestId: string | null }
  | { kind: 'user'; sessionId: string; userId: string };

/** What the middleware chain puts on every request's context. */
export type AppEnv = {
  Variables: {
    db: Db;
    /** e-mail and SMS (server/providers/messaging) */
    messages: MessageProvider;
    /** the card acquirer (server/providers/payment) */
    gateway: PaymentGateway;
    requestId: string;
    clientId: string | undefined;
    params: CommonParams;
    identity: Identity;
  };
};
