import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { BannerList } from '@/lib/api/contract/banner';
import type { Lang } from '@/lib/i18n/locales';
import type { Db } from '../db/client';
import { banners } from '../db/schema';

/**
 * The banners running now for a pick-up and drop-off store (spec §3 banner config). An empty store
 * list means every store, and likewise for drop-off stores; without a store only those banners show.
 */
export async function loadBanners(
  db: Db,
  stores: { store?: string; dropStore?: string },
  lang: Lang,
  now = new Date(),
): Promise<BannerList> {
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.status, true), lte(banners.startTime, now), gt(banners.endTime, now)))
    .orderBy(asc(banners.id));
  const dropStore = stores.dropStore ?? stores.store;
  const applies = (list: string[], code: string | undefined) =>
    list.length === 0 || (code !== undefined && list.includes(code));
  return {
    list: rows
      .filter((row) => applies(row.stores, stores.store) && applies(row.dropOffStores, dropStore))
      .map((row) => ({
        id: row.id,
        code: row.code,
        title: row.title[lang],
        link: row.link,
        icon: row.icon,
        image: row.image[lang],
      })),
  };
}
