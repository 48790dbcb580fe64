import type { CommonParams } from '@/lib/api/contract/common-params';
import type { Db } from '../db/client';
import type { Identity } from '../domain/identity';
import type { StaffSessionRead } from '../domain/staff/sessions';
import type { MessageProvider } from '../providers/messaging/types';
import type { PaymentGateway } from '../providers/payment/types';

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
    /** the back office's session, read on /ops calls only (server/http/staff-session.ts) */
    staffSession: StaffSessionRead | null;
  };
};
