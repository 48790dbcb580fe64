import { createApp } from '@/server/app';
import type { Db } from '@/server/db/client';
import type { MessageProvider } from '@/server/providers/messaging/types';
import type { PaymentGateway } from '@/server/providers/payment/types';

export type TestEnvelope = { code: number; msg: string; data: unknown };

/**
 * Calls the API through app.request(), without a network, as the site's axios instance would.
 * Pass a message provider (an outbox in a temporary folder) to read back what the API sends, and a
 * payment gateway to control when pending charges settle.
 */
export function testClient(db: Db, options: { messages?: MessageProvider; gateway?: PaymentGateway } = {}) {
  const app = createApp({ db, ...options });
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await app.request(`/api/v1_1${path}`, init);
    return {
      status: response.status,
      body: (await response.json()) as TestEnvelope,
      headers: response.headers,
    };
  };
  return {
    app,
    get: (path: string, headers: Record<string, string> = {}) => call(path, { headers }),
    delete: (path: string, headers: Record<string, string> = {}) => call(path, { method: 'DELETE', headers }),
    postForm: (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
      call(path, {
        method: 'POST',
        body: new URLSearchParams(form).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      }),
  };
}

export type TestClient = ReturnType<typeof testClient>;
