import 'server-only';
import { bannerListSchema } from '@/lib/api/contract/banner';
import { serverApi } from '@/lib/api/server';
import { shortMemo } from '@/lib/api/short-memo';
import { LANG_TO_LOCALE, type Lang } from '@/lib/i18n/locales';
import type { BannerView } from '../types';
import { orEmpty } from './or-empty';

/** The same for every visitor of the stores and language: read again at most once a minute. */
const memo = shortMemo<BannerView[]>({ ttlMs: 60_000 });

/** GET /common/banners: the banners running for the search's stores, in the page's language. */
export const getBanners = (store: string, dropStore: string, lang: Lang): Promise<BannerView[]> =>
  orEmpty('banners', () => memo(`${store}|${dropStore}|${lang}`, () => readBanners(store, dropStore, lang)));

async function readBanners(store: string, dropStore: string, lang: Lang): Promise<BannerView[]> {
  const query = { store, drop_store: dropStore };
  const data = await serverApi.get('/common/banners', bannerListSchema, query, {
    params: { locale: LANG_TO_LOCALE[lang] },
  });
  return data.list.map(({ id, title, link, image }) => ({ id, title, link, image }));
}
