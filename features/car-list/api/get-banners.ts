import 'server-only';
import { bannerListSchema } from '@/lib/api/contract/banner';
import { serverApi } from '@/lib/api/server';
import { LANG_TO_LOCALE, type Lang } from '@/lib/i18n/locales';
import type { BannerView } from '../types';
import { orEmpty } from './or-empty';

/** GET /common/banners: the banners running for the search's stores, in the page's language. */
export const getBanners = (store: string, dropStore: string, lang: Lang): Promise<BannerView[]> =>
  orEmpty('banners', async () => {
    const query = { store, drop_store: dropStore };
    const data = await serverApi.get('/common/banners', bannerListSchema, query, {
      params: { locale: LANG_TO_LOCALE[lang] },
    });
    return data.list.map(({ id, title, link, image }) => ({ id, title, link, image }));
  });
