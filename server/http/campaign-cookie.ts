import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { UTM_COOKIE, UTM_KEYS } from '@/lib/cookies';

/** The longest utm value kept (proxy.ts caps what it stores; a hand-made cookie is capped here). */
const UTM_VALUE_MAX = 200;

/** The utm cookie proxy.ts keeps from the landing (JSON of the five keys), or null. */
export function campaignCookie(value: string | undefined): Record<string, string> | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Record<string, unknown>;
    const kept = Object.fromEntries(
      UTM_KEYS.flatMap((key) => {
        const item = parsed[key];
        return typeof item === 'string' && item.length <= UTM_VALUE_MAX ? [[key, item]] : [];
      }),
    );
    return Object.keys(kept).length > 0 ? kept : null;
  } catch {
    return null;
  }
}

/** This request's campaign: what an order keeps and what the campaign beacon records. */
export const requestCampaign = (c: Context) => campaignCookie(getCookie(c, UTM_COOKIE));
