import type { PlanInfo } from '@/lib/api/contract/cms';
import type { Lang } from '@/lib/i18n/locales';

/** An article as the pages see it: camelCase, a Date, and links that keep the visitor's prefix. */
export type Article = {
  id: number;
  key: string;
  introId: string;
  /** The language of the text; differs from the page's when only English exists. */
  lang: Lang;
  translated: boolean;
  title: string;
  summary: string;
  html: string;
  publishedAt: Date;
};

export type ArticleSummary = Omit<Article, 'html' | 'key'>;

/** The package a plan information article was opened on: its name, store, way to pay and services. */
export type PlanPackage = {
  code: string;
  planGroup: PlanInfo['package']['plan_group'];
  payMode: PlanInfo['package']['pay_mode'];
  services: PlanInfo['package']['services'];
  storeName: string;
};

export type PlanInfoView = { article: Article; pkg: PlanPackage };
