import { eq } from 'drizzle-orm';
import type { CampaignEventKind } from '../../db/schema/back-office';
import type { Db } from '../../db/client';
import { campaignEvents, stores } from '../../db/schema';
import { ApiError, paramsErrorAt } from '../errors';
import { isRefusal, limiters, retryAfterS } from '../rate-limit/limiters';

export type CampaignEvent = {
  kind: CampaignEventKind;
  /** the utm cookie's keys (server/http/campaign-cookie.ts) */
  campaign: Record<string, string>;
  store: string | undefined;
  /** the site language the traveller reads: en, th, zh or zh-hant */
  lang: string;
};

/**
 * Keeps one campaign event: the three utm keys the report groups by, the store and the language,
 * and the time. Nothing that names the traveller (no guest id, address or user) is stored, so the
 * table holds only what the report counts. Bounded per client address (LIMITS.campaignEvent); an
 * unknown store is bad input, so a crafted call cannot fill the report with stores that do not exist.
 */
export async function recordCampaignEvent(
  db: Db,
  event: CampaignEvent,
  from: { client: string | undefined },
): Promise<void> {
  try {
    // Clients whose address is unknown share one budget: an unknown address is not a free pass.
    await limiters(db).campaignEvent.consume(`client:${from.client ?? 'unknown'}`);
  } catch (error) {
    if (isRefusal(error)) throw new ApiError('too_many_requests', { retry_after_s: retryAfterS(error) });
    throw error;
  }
  if (event.store) {
    const [known] = await db.select({ code: stores.code }).from(stores).where(eq(stores.code, event.store));
    if (!known) throw paramsErrorAt('store', 'invalid');
  }
  await db.insert(campaignEvents).values({
    kind: event.kind,
    utmSource: event.campaign.utm_source ?? '',
    utmMedium: event.campaign.utm_medium ?? '',
    utmCampaign: event.campaign.utm_campaign ?? '',
    storeCode: event.store ?? null,
    lang: event.lang,
  });
}
