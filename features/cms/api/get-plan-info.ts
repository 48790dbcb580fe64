import 'server-only';
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '@/lib/site/api/transport';
import type { Lang } from '@/lib/i18n/locales';
import { orNull } from '../or-null';
import { toPlanInfoView } from '../to-site';
import type { PlanInfoView } from '../types';

export type PlanInfoRequest = { lang: Lang; key: string; packageCode: string };

/** GET /cms/plan_info: a tier's article and one package of that tier, or null when they do not match. */
export async function getPlanInfo(
  api: Api,
  { lang, key, packageCode }: PlanInfoRequest,
): Promise<PlanInfoView | null> {
  const data = await orNull(api.get('/cms/plan_info', { key, package_code: packageCode }));
  return data && toPlanInfoView(data, lang);
}

export const getPlanInfoQueryOptions = (api: Api, request: PlanInfoRequest) =>
  queryOptions({ queryKey: ['cms', 'plan-info', request], queryFn: () => getPlanInfo(api, request) });
