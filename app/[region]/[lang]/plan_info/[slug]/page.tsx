import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/locales';
import { getPlanInfo } from '@/features/cms/api/get-plan-info';
import { ArticleView } from '@/features/cms/components/article-view';
import { ArticleJsonLd } from '@/features/cms/components/json-ld';
import { PlanInfo } from '@/features/cms/components/plan-info';
import { articleMetadata } from '@/features/cms/metadata';
import { parsePlanSlug } from '@/features/cms/routes';
import { siteParams, type SiteParams } from '../../params';

type Props = { params: Promise<SiteParams & { slug: string }> };

/** /plan_info/{key}&{package_code}: the tier's article and the package it was opened from. */
async function load(lang: Lang, slug: string) {
  const plan = parsePlanSlug(slug);
  if (!plan) return null;
  const info = await getPlanInfo(lang, plan.key, plan.packageCode);
  return info && { ...info, href: `/plan_info/${plan.key}&${plan.packageCode}` };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ lang }, { slug }] = await Promise.all([siteParams(params), params]);
  const info = await load(lang, slug);
  return info ? articleMetadata(info.article, lang, info.href) : {};
}

export default async function PlanInfoPage({ params }: Props) {
  const [{ lang }, { slug }] = await Promise.all([siteParams(params), params]);
  setRequestLocale(lang);
  const info = await load(lang, slug);
  if (!info) notFound();
  return (
    <ArticleView article={info.article}>
      <ArticleJsonLd article={info.article} type="Article" />
      <PlanInfo pkg={info.pkg} />
    </ArticleView>
  );
}
