import { serverEnv } from '@/lib/env';
import type { Db } from '../../db/client';
import { sandboxAcquirer } from './sandbox';
import type { PaymentGateway } from './types';

/** The configured gateway for this database: the sandbox acquirer (the only adapter today). */
export function paymentGatewayFromEnv(db: Db): PaymentGateway {
  return sandboxAcquirer(db, { settleAfterMs: serverEnv().PAYMENT_SANDBOX_SETTLE_SECONDS * 1000 });
}
