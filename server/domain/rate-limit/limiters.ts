import { sql, type SQL } from 'drizzle-orm';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { serverEnv } from '@/lib/env';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { getRedis } from './redis';

/**
 * The rate limits of the accounts and one-time-code calls, on rate-limiter-flexible (a maintained
 * limiter, not hand-written counters). Points are counted per key in fixed windows.
 */
export const LIMITS = {
  /** one code a minute to a destination (a phone, an address) */
  codeMinute: { keyPrefix: 'code_min', points: 1, duration: 60 },
  /** five codes an hour to a destination */
  codeHour: { keyPrefix: 'code_hour', points: 5, duration: 60 * 60 },
  /**
   * codes asked for from one client address: a household or a hotel behind one Wi-Fi verifies
   * several phones in a minute, a script walking through numbers does not get far
   */
  codeClientMinute: { keyPrefix: 'code_client_min', points: 5, duration: 60 },
  codeClientHour: { keyPrefix: 'code_client_hour', points: 20, duration: 60 * 60 },
  /**
   * failed logins (wrong password or code) on one account before it is locked for 15 minutes; more
   * than a code's 5 tries, so a mistyped code burns the code before it locks the account
   */
  loginAccount: { keyPrefix: 'login_acct', points: 10, duration: 15 * 60 },
  /** failed logins from one client, whatever the account (credential stuffing) */
  loginClient: { keyPrefix: 'login_client', points: 20, duration: 60 * 60 },
  /** failed guest order lookups (issue 12): five per 15 minutes from one client, and on one order number */
  lookupClient: { keyPrefix: 'lookup_client', points: 5, duration: 15 * 60 },
  lookupOrder: { keyPrefix: 'lookup_order', points: 5, duration: 15 * 60 },
  /** 'forgot reservation number' messages: three an hour to a phone or address, ten from one client */
  forgotContact: { keyPrefix: 'forgot_contact', points: 3, duration: 60 * 60 },
  forgotClient: { keyPrefix: 'forgot_client', points: 10, duration: 60 * 60 },
  /** wrong coupon codes a user may try to add to their wallet in an hour (guessing codes) */
  couponAdd: { keyPrefix: 'coupon_add', points: 10, duration: 60 * 60 },
  /** wrong coupon codes one client may check in an hour (GET /coupon/check needs no login) */
  couponCheck: { keyPrefix: 'coupon_check', points: 30, duration: 60 * 60 },
  /**
   * captcha failure reports from one client in an hour (POST /captcha/report needs no login): a
   * browser reports each failed load, and a person presses Retry a few times at most
   */
  captchaReport: { keyPrefix: 'captcha_report', points: 10, duration: 60 * 60 },
  /**
   * campaign beacons from one client in an hour (POST /campaign/record needs no login): a traveller
   * sends one visit per tab and one per distinct search, so this is room for a busy afternoon or a
   * few travellers behind one address, not for a script
   */
  campaignEvent: { keyPrefix: 'campaign_event', points: 120, duration: 60 * 60 },
  /**
   * the back office's failed staff logins (wrong password) on one account from one client: the
   * account's brake is per client, so nobody locks its owner out from elsewhere (issue 35); the
   * second factor stands behind every password anyway
   */
  staffLoginAccount: { keyPrefix: 'staff_login_acct', points: 10, duration: 15 * 60 },
  /** failed staff logins and codes from one client, whatever the account (credential stuffing) */
  staffLoginClient: { keyPrefix: 'staff_login_client', points: 20, duration: 60 * 60 },
  /**
   * wrong second-factor codes of one member of staff: only someone who has the password gets to
   * try one, so this limit is per member whatever the client
   */
  staffCode: { keyPrefix: 'staff_code', points: 5, duration: 15 * 60 },
} as const;

export type LimitName = keyof typeof LIMITS;
export type Limiters = Record<LimitName, RateLimiterAbstract>;

/**
 * RateLimiterPostgres speaks to a pg client: { query({ text, values }) }. This adapter runs its
 * statements through our Drizzle handle instead, so the same store works on PostgreSQL and on the
 * embedded PGlite (which has no pg Pool). The table is ours (schema rate_limits, migrated), so the
 * counters live in our own database on both, shared by every instance; an in-memory limiter would
 * not be shared by two processes on one PostgreSQL. bigint comes back as a string (pg) or a BigInt
 * (PGlite): both become numbers, which the library does arithmetic with.
 */
function drizzleStoreClient(db: Db) {
  const toSql = (text: string, values: readonly unknown[] = []): SQL => {
    const parts = text.split(/\$(\d+)/);
    return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`)));
  };
  return {
    async query({ text, values }: { text: string; values?: unknown[] }) {
      const result = (await db.execute(toSql(text, values))) as unknown as {
        rows: Record<string, unknown>[];
        rowCount?: number | null;
        affectedRows?: number;
      };
      const rows = result.rows.map((row) => ({
        ...row,
        ...('points' in row ? { points: Number(row.points) } : {}),
        ...('expire' in row ? { expire: row.expire === null ? null : Number(row.expire) } : {}),
      }));
      return { rows, rowCount: result.rowCount ?? result.affectedRows ?? rows.length };
    },
  };
}

/**
 * The limiters of one database: in Redis when REDIS_URL is set (fast, shared by every instance;
 * an in-memory limiter stands in while Redis is unreachable, so a Redis outage does not stop
 * logins), else in the database. The library reads the clock itself (Date.now()): tests move it
 * with vi.setSystemTime, faking Date only.
 */
export const limiters = perDatabase((db: Db): Limiters => {
  const redisUrl = serverEnv().REDIS_URL;
  const store = drizzleStoreClient(db);
  const build = (name: LimitName): RateLimiterAbstract => {
    const rule = LIMITS[name];
    if (redisUrl) {
      return new RateLimiterRedis({
        ...rule,
        storeClient: getRedis(redisUrl),
        insuranceLimiter: new RateLimiterMemory(rule),
      });
    }
    return new RateLimiterPostgres({
      ...rule,
      storeClient: store,
      storeType: 'client',
      tableName: 'rate_limits',
      tableCreated: true,
    });
  };
  return {
    codeMinute: build('codeMinute'),
    codeHour: build('codeHour'),
    codeClientMinute: build('codeClientMinute'),
    codeClientHour: build('codeClientHour'),
    loginAccount: build('loginAccount'),
    loginClient: build('loginClient'),
    lookupClient: build('lookupClient'),
    lookupOrder: build('lookupOrder'),
    forgotContact: build('forgotContact'),
    forgotClient: build('forgotClient'),
    couponAdd: build('couponAdd'),
    couponCheck: build('couponCheck'),
    captchaReport: build('captchaReport'),
    campaignEvent: build('campaignEvent'),
    staffLoginAccount: build('staffLoginAccount'),
    staffLoginClient: build('staffLoginClient'),
    staffCode: build('staffCode'),
  };
});

/** A refusal of the limiter (over the limit) as opposed to a failure of its store. */
export const isRefusal = (error: unknown): error is RateLimiterRes => error instanceof RateLimiterRes;

/** Seconds until the refused key frees up (at least 1). */
export const retryAfterS = (refusal: RateLimiterRes) => Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
