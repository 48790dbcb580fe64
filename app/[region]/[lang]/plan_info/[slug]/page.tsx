import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getCarDetailQueryOptions } from '@/features/car-detail/api/get-car-detail';
import { getPlanInfoQueryOptions } from '@/features/cms/api/get-plan-info';
import { ArticleView } from '@/features/cms/components/article-view';
import { BackLink } from '@/features/cms/components/back-link';
import { ArticleJsonLd } from '@/features/cms/components/json-ld';
import { PlanInfo } from '@/features/cms/components/plan-info';
import { articleMetadata } from '@/features/cms/metadata';
import { parsePlanSlug } from '@/features/cms/routes';
import type { CarPackage, VehicleInfo } from '@/lib/api/contract/car';
import { serverApiFor } from '@/lib/site/api/server';
import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import {
  readBookingSearch,
  searchParamsQuery,
  type SearchParams,
} from '@/lib/site/booking-flow/booking-search';
import { readPaymentCurrency } from '@/lib/site/booking-flow/request-payment-currency';
import {
  carDetailHref,
  isSkuSegment,
  packPlanHref,
  PLAN_INFO_FROM_PARAM,
  PLAN_INFO_SKU_PARAM,
} from '@/lib/site/booking-flow/routes';
import type { Lang } from '@/lib/i18n/locales';
import { queryReader } from '@/lib/rent-info/query-fields';
import { siteParams, type SiteParams } from '../../params';

// Rendered for each request: it reads the request (its address, or the visitor's session).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<SiteParams & { slug: string }>; searchParams: Promise<SearchParams> };

/** /plan_info/{key}&{package_code}: the tier's article and the package it was opened from. */
async function load(lang: Lang, slug: string) {
  const plan = parsePlanSlug(slug);
  if (!plan) return null;
  const info = await getServerQueryClient().fetchQuery(
    getPlanInfoQueryOptions(serverApiFor(lang), { lang, key: plan.key, packageCode: plan.packageCode }),
  );
  return info && { ...info, href: `/plan_info/${plan.key}&${plan.packageCode}` };
}

/**
 * Opened from the booking flow (?sku=…&from_page=…&{the search}): the car and this package as the
 * flow priced them, for the car's own mileage and the way back to the page the traveller came from.
 * Anything that does not match (another store's package, a car gone) is simply not shown.
 */
async function flowOf(lang: Lang, packageCode: string, searchParams: SearchParams) {
  const get = queryReader(searchParams);
  const sku = get(PLAN_INFO_SKU_PARAM);
  if (!sku || !isSkuSegment(sku)) return null;
  const query = searchParamsQuery(searchParams);
  const search = await readBookingSearch(undefined, query);
  const result = await getServerQueryClient().fetchQuery(
    getCarDetailQueryOptions(serverApiFor(lang), {
      storeInfo: search.storeInfo,
      skuId: sku,
      query,
      currency: await readPaymentCurrency(lang),
    }),
  );
  if (result.status !== 'ok') return null;
  const { car } = result.detail;
  const pkg = car.packArr
    .map((key) => car.packObj[key.plan_group]?.[key.pay_mode])
    .find((candidate): candidate is CarPackage => candidate?.package_code_origin === packageCode);
  if (!pkg) return null;
  const back =
    get(PLAN_INFO_FROM_PARAM) === 'plan'
      ? packPlanHref(result.search.storeInfo, car.sku_id, pkg, result.search.query)
      : carDetailHref(result.search.storeInfo, car.sku_id, result.search.query, pkg.pay_mode);
  return { pkg, vehicle: car.vehicle_info, back };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ lang }, { slug }] = await Promise.all([siteParams(params), params]);
  const info = await load(lang, slug);
  return info ? articleMetadata(info.article, lang, info.href) : {};
}

export default async function PlanInfoPage({ params, searchParams }: Props) {
  const [{ lang }, { slug }, query] = await Promise.all([siteParams(params), params, searchParams]);
  setRequestLocale(lang);
  const info = await load(lang, slug);
  if (!info) notFound();
  const [flow, t] = await Promise.all([flowOf(lang, info.pkg.code, query), getTranslations('cms.plan')]);
  return (
    <ArticleView
      article={info.article}
      nav={flow && <BackLink href={flow.back} label={t('back', { car: carName(flow.vehicle) })} />}
    >
      <ArticleJsonLd article={info.article} type="Article" />
      <PlanInfo pkg={info.pkg} mileage={flow?.pkg.mileage_limit} />
    </ArticleView>
  );
}

const carName = (vehicle: VehicleInfo) => `${vehicle.make} ${vehicle.model}`;
