import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { campaignEventBodySchema, campaignEventRecordedSchema } from '@/lib/api/contract/campaign';
import { errorEnvelopeSchema } from '@/lib/api/contract/envelope';
import { LOCALE_TO_LANG } from '@/lib/i18n/locales';
import { recordCampaignEvent } from '../domain/campaign-report/record';
import { requestCampaign } from '../http/campaign-cookie';
import type { AppEnv } from '../http/context';
import { clientAddress } from '../http/middleware';
import { formBody, json, ok, paramsErrorHook, responses, withCommonParams } from '../http/openapi';

/**
 * The campaign beacon, mounted at /campaign: the browser's record of a campaign visit or search,
 * counted by marketing's report (/ops/report).
 *
 * Why a beacon from the browser and not a record made while a page renders: the landing pages
 * (the homes, the car list, a car's detail) are served from the page cache (server/http/page-cache.ts,
 * PAGE_CACHE_SECONDS) or prerendered, so a campaign's crowd mostly never reaches a render, and
 * the proxy that does see every request runs before the page on its hot path, where a database
 * write would slow every answer. The browser sends this call after the page has shown, once per
 * tab session and campaign for a visit and once per distinct search for a search
 * (features/campaign), so reloads do not count again, and visitors that run no script (most bots)
 * are not counted at all. What it costs here: the rate limiter's one counter and one insert.
 */
export const campaignRoutes = new OpenAPIHono<AppEnv>({ defaultHook: paramsErrorHook });

const record = createRoute({
  method: 'post',
  path: '/record',
  tags: ['campaign'],
  summary: 'Record a campaign visit or search (the utm cookie says which campaign); aggregates only',
  description:
    'No login needed, so it is bounded: 120 events an hour from one client (429 too_many_requests, ' +
    'data.retry_after_s). Without a utm cookie nothing is kept (recorded: false). Only the campaign, ' +
    'the store, the language and the time are stored: nothing about the traveller.',
  request: { query: withCommonParams(), body: formBody(campaignEventBodySchema) },
  responses: {
    ...responses(campaignEventRecordedSchema, 'recorded, or nothing to record'),
    429: json(errorEnvelopeSchema, 'code 429 too_many_requests, data.retry_after_s'),
  },
});

campaignRoutes.openapi(record, async (c) => {
  const body = c.req.valid('form');
  const campaign = requestCampaign(c);
  if (!campaign) return c.json(ok({ recorded: false }), 200);
  await recordCampaignEvent(
    c.var.db,
    { kind: body.kind, campaign, store: body.store, lang: LOCALE_TO_LANG[c.var.params.locale] },
    { client: clientAddress(c) },
  );
  return c.json(ok({ recorded: true }), 200);
});
