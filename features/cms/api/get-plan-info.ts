import 'server-only';
import { cache } from 'react';
import { planInfoSchema, type PlanInfo } from '@/lib/api/contract/cms';
import { serverApi } from '@/lib/api/server';
import { LANG_TO_LOCALE, type Lang } from '@/lib/i18n/locales';
import { orNull, toArticle, type Article } from './to-site';

export type PlanPackage = {
  code: string;
  name: string;
  payMode: PlanInfo['package']['pay_mode'];
  services: PlanInfo['package']['services'];
  storeName: string;
};

/** GET /cms/plan_info: a tier's article and one package of that tier, or null when they do not match. */
export const getPlanInfo = cache(
  async (
    lang: Lang,
    key: string,
    packageCode: string,
  ): Promise<{ article: Article; pkg: PlanPackage } | null> => {
    const query = { key, package_code: packageCode, locale: LANG_TO_LOCALE[lang] };
    const data = await orNull(serverApi.get('/cms/plan_info', planInfoSchema, query));
    if (!data) return null;
    const { code, name, pay_mode, services, store } = data.package;
    return {
      article: toArticle(data.article, lang),
      pkg: { code, name, payMode: pay_mode, services, storeName: store.name },
    };
  },
);
