import 'server-only';
import { adDataSchema } from '@/lib/api/contract/common';
import { serverApi } from '@/lib/api/server';
import { shortMemo } from '@/lib/api/short-memo';
import { LANG_TO_LOCALE, type Lang } from '@/lib/i18n/locales';
import type { StoreNotice } from '../types';
import { orEmpty } from './or-empty';

/** The same for every visitor of a store and language: read again at most once a minute. */
const memo = shortMemo<StoreNotice[]>({ ttlMs: 60_000 });

/** GET /common/addata: the pick-up store's notices running now, in the page's language. */
export const getAdData = (store: string, lang: Lang): Promise<StoreNotice[]> =>
  orEmpty('ad data', () => memo(`${store}|${lang}`, () => readAdData(store, lang)));

async function readAdData(store: string, lang: Lang): Promise<StoreNotice[]> {
  const query = { id: store };
  const data = await serverApi.get('/common/addata', adDataSchema, query, {
    params: { locale: LANG_TO_LOCALE[lang] },
  });
  return data.ad_data.map((ad) => ({
    id: ad.id,
    position: ad.position,
    title: ad.title[lang],
    text: ad.text[lang],
    link: ad.link,
    tone: ad.tone,
  }));
}
