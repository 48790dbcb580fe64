import { rolesAllow, STAFF_ROLES, type StaffPermission } from '@/lib/ops/roles';
import { databaseKinds, useApiDatabase } from './databases';
import { bookAsGuest } from './orders-fixtures';
import { opsApi, type OpsApi } from './ops-fixtures';
import { userSession } from './refunds-fixtures';
import { staffOfEveryRole } from './staff-fixtures';

type Headers = Record<string, string>;

/**
 * Every customer-service operation with the permission lib/ops/roles.ts names for it, called on a
 * LAX01 order (the store role's own store) with valid input: whoever the roles allow gets past the
 * door (an answer of the order's state: 200, 404 or 409), everyone else is stopped at it.
 */
const OPERATIONS: [
  string,
  StaffPermission,
  (api: OpsApi, tradeNo: string, headers: Headers) => Promise<{ status: number; body: { code: number } }>,
][] = [
  ['GET /ops/order/search', 'orders.read', (api, tradeNo, h) => api.search({ trade_no: tradeNo }, h)],
  ['GET /ops/order/detail', 'orders.read', (api, tradeNo, h) => api.detail(tradeNo, h)],
  ['POST /ops/order/confirm', 'orders.confirm', (api, tradeNo, h) => api.confirm({ trade_no: tradeNo }, h)],
  [
    'POST /ops/order/cancel',
    'orders.act',
    (api, tradeNo, h) => api.cancel({ trade_no: tradeNo, reason: 'asked by phone' }, h),
  ],
  ['POST /ops/order/resend_confirmation', 'orders.act', (api, tradeNo, h) => api.resend(tradeNo, h)],
  [
    'POST /ops/order/add_note',
    'orders.note',
    (api, tradeNo, h) => api.note({ trade_no: tradeNo, body: 'matrix' }, h),
  ],
  ['GET /ops/refund/queue', 'refunds.manage', (api, _tradeNo, h) => api.queue({ queue: 'open' }, h)],
  ['POST /ops/refund/review', 'refunds.manage', (api, tradeNo, h) => api.review(tradeNo, h)],
  ['POST /ops/refund/approve', 'refunds.manage', (api, tradeNo, h) => api.approve(tradeNo, h)],
  [
    'POST /ops/refund/reject',
    'refunds.manage',
    (api, tradeNo, h) => api.reject({ trade_no: tradeNo, reason: 'matrix' }, h),
  ],
  ['POST /ops/refund/complete', 'refunds.manage', (api, tradeNo, h) => api.complete(tradeNo, h)],
];

describe.each(databaseKinds)('who may call customer service’s operations on %s', (kind) => {
  const { database, client } = useApiDatabase(kind, { freshman: false });
  const api = opsApi(client);
  const callers = new Map<
    string,
    { headers: Headers; allowed: (permission: StaffPermission) => boolean; denied: number }
  >();
  let tradeNo = '';

  beforeAll(async () => {
    const staff = await staffOfEveryRole(database.db);
    for (const role of STAFF_ROLES) {
      callers.set(role, {
        headers: staff[role].headers,
        allowed: (permission) => rolesAllow([role], permission),
        denied: 403,
      });
    }
    const booked = await bookAsGuest(client, database.db);
    tradeNo = booked.tradeNo;
    const user = await userSession(database.db);
    const token = user.cookie.replace(/^Auth=/, '');
    callers.set('traveller (Auth cookie)', {
      headers: { Cookie: user.cookie },
      allowed: () => false,
      denied: 403,
    });
    callers.set('traveller (Access-token)', {
      headers: { 'Access-token': token },
      allowed: () => false,
      denied: 403,
    });
    callers.set('guest', { headers: { Cookie: booked.cookie }, allowed: () => false, denied: 403 });
    callers.set('no session', { headers: {}, allowed: () => false, denied: 401 });
  });

  it.each(OPERATIONS)('%s (%s) answers each caller as the roles say', async (_name, permission, call) => {
    const seen: Record<string, number> = {};
    const expected: Record<string, number | 'allowed'> = {};
    for (const [who, caller] of callers) {
      const answer = await call(api, tradeNo, caller.headers);
      const allowed = caller.allowed(permission);
      expect(answer.status, who).toBeLessThan(500);
      seen[who] = allowed && answer.status !== 401 && answer.status !== 403 ? -1 : answer.status;
      expected[who] = allowed ? -1 : caller.denied;
      if (!allowed) expect(answer.body.code, who).toBe(caller.denied);
    }
    expect(seen).toEqual(expected);
  });

  it('marketing has no order permission at all', () => {
    for (const [, permission] of OPERATIONS) expect(rolesAllow(['marketing'], permission)).toBe(false);
  });
});
