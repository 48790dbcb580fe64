import type { LocalizedText } from '@/lib/api/contract/car';
import type { OpsBanner } from '@/lib/api/contract/ops-banners';

/** A banner as marketing manages it (spec §3's banner config); dates are instants. */
export type BannerConfig = {
  id: number;
  code: string;
  title: LocalizedText;
  link: string | null;
  image: LocalizedText;
  stores: string[];
  dropOffStores: string[];
  startsAt: string;
  endsAt: string;
  on: boolean;
};

/** Where a banner stands now: off, waiting for its dates, showing, or past. */
export type BannerState = 'off' | 'scheduled' | 'showing' | 'ended';

export const toBannerConfig = (banner: OpsBanner): BannerConfig => ({
  id: banner.id,
  code: banner.code,
  title: banner.title,
  link: banner.link,
  image: banner.image,
  stores: banner.stores,
  dropOffStores: banner.drop_off_stores,
  startsAt: banner.starts_at,
  endsAt: banner.ends_at,
  on: banner.status === 'on',
});

export function bannerState(banner: BannerConfig, now: Date): BannerState {
  if (!banner.on) return 'off';
  if (now < new Date(banner.startsAt)) return 'scheduled';
  return now >= new Date(banner.endsAt) ? 'ended' : 'showing';
}

/** The list after a save: the answer replaces its row, or a new banner comes last (the list is by id). */
export const withBanner = (list: BannerConfig[] | undefined, banner: BannerConfig) =>
  list?.some((row) => row.id === banner.id)
    ? list.map((row) => (row.id === banner.id ? banner : row))
    : [...(list ?? []), banner];
