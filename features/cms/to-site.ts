import 'server-only';
import type { CmsArticle, PlanInfo } from '@/lib/api/contract/cms';
import type { Lang } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/site/i18n/navigation';
import type { Article, ArticleSummary, PlanInfoView } from './types';

/**
 * Article bodies link to other pages without a prefix ('/rent_rules/US'); they get the page's
 * /{region}/{lang} here, so a reader never bounces through the proxy's redirect. The body is the
 * API's sanitized HTML, whose attributes are always double-quoted and entity-escaped.
 */
function localizeLinks(html: string, lang: Lang): string {
  return html.replace(/href="(\/(?!\/)[^"]*)"/g, (_match, path: string) => {
    const href = getPathname({ href: path.replace(/&amp;/g, '&'), locale: lang });
    return `href="${href.replace(/&/g, '&amp;')}"`;
  });
}

export function toSummary(data: Omit<CmsArticle, 'body' | 'key'>, lang: Lang): ArticleSummary {
  return {
    id: data.id,
    introId: data.intro_id,
    lang: data.lang,
    translated: data.lang !== lang,
    title: data.title,
    summary: data.summary,
    publishedAt: new Date(data.published_at),
  };
}

export function toArticle(data: CmsArticle, lang: Lang): Article {
  return { ...toSummary(data, lang), key: data.key, html: localizeLinks(data.body, lang) };
}

/** A tier's article and the package it was opened on, the package's facts as the page lists them. */
export function toPlanInfoView(data: PlanInfo, lang: Lang): PlanInfoView {
  const { code, plan_group, pay_mode, services, store } = data.package;
  return {
    article: toArticle(data.article, lang),
    pkg: { code, planGroup: plan_group, payMode: pay_mode, services, storeName: store.name },
  };
}
