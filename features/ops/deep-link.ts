import type { InsuranceType, PayMode } from '@/lib/api/contract/car';
import type { Lang } from '@/lib/i18n/locales';
import {
  decodeRentInfoReport,
  rentInfoQueryString,
  type DatesReplaced,
  type DecodedRentInfo,
} from '@/lib/rent-info/codec';
import type { AgeBand } from '@/lib/rent-info/driver-age';
import { formatStoreInfoSegment } from '@/lib/rent-info/store-info';
import type { StoreLookup } from '@/lib/rent-info/store-lookup';
import { carDetailHref, carListHref, metaHref, packPlanHref } from '@/lib/site/booking-flow/routes';
import { LANG_PREFIXES } from '@/lib/site/i18n/routing';

/** What marketing chose in the link builder; times are 'YYYY-MM-DDTHH:mm' on each store's clock. */
export type DeepLinkChoice = {
  pickup: string;
  dropOff: string;
  from: string;
  to: string;
  age: AgeBand;
  skuId?: number | undefined;
  pkg?: { planGroup: InsuranceType; payMode: PayMode } | undefined;
  utm: { source: string; medium: string; campaign: string };
};

export type DeepLinks = {
  /** the search as the site will read it (the codec's fallbacks applied) */
  rentInfo: DecodedRentInfo;
  /** why the chosen dates would not be used (the site would search its default dates instead) */
  datesReplaced: DatesReplaced | null;
  /** the site's own page: the car list, the car detail, or the package's plan page */
  site: string;
  /** the /meta link for metasearch partners, which leads to the same page when the car is free */
  meta: string;
};

/**
 * The builder's two links, at the site's origin and in a language's prefix. The choice is written
 * as a link's query, then read back with the site's one codec (lib/rent-info/codec.ts), so the
 * links carry exactly the search the booking flow will read, utm keys kept.
 */
export function buildDeepLinks(
  choice: DeepLinkChoice,
  context: { origin: string; lang: Lang; lookupStore: StoreLookup; now: Date },
): DeepLinks {
  const asked = new URLSearchParams({
    pickup: choice.pickup,
    dropoff: choice.dropOff,
    from: choice.from,
    to: choice.to,
    age: choice.age,
    utm_source: choice.utm.source.trim(),
    utm_medium: choice.utm.medium.trim(),
    utm_campaign: choice.utm.campaign.trim(),
  });
  const { rentInfo, datesReplaced } = decodeRentInfoReport(asked, {
    now: context.now,
    lookupStore: context.lookupStore,
  });
  const query = rentInfoQueryString(rentInfo, asked);
  const storeInfo = formatStoreInfoSegment(rentInfo.pickup_location, rentInfo.drop_off_location);
  const pkg = choice.pkg && { plan_group: choice.pkg.planGroup, pay_mode: choice.pkg.payMode };
  const sitePath =
    choice.skuId === undefined
      ? carListHref(storeInfo, query)
      : pkg
        ? packPlanHref(storeInfo, choice.skuId, pkg, query)
        : carDetailHref(storeInfo, choice.skuId, query);
  // The language's prefix as the site's routing declares it (lib/site/i18n/routing.ts).
  const at = (href: string) => `${context.origin}${LANG_PREFIXES[context.lang]}${href}`;
  return {
    rentInfo,
    datesReplaced,
    site: at(sitePath),
    meta: at(metaHref(query, choice.skuId, pkg)),
  };
}
