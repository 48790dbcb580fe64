import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BookingStepper } from '@/components/booking-stepper';
import styles from '@/features/search/components/book-page.module.css';
import { SearchSlot } from '@/features/search/components/search-slot';
import { DatesReplacedNotice } from '@/components/dates-replaced-notice';
import { initialSearch } from '@/features/search/initial-rent-info';
import { getServerGlobalConfig } from '@/lib/site/api/server-global-config';
import { datesReplacedQuery, readDatesReplaced } from '@/lib/site/booking-flow/dates-replaced';
import { searchFormHref } from '@/lib/site/booking-flow/routes';
import { redirect } from '@/lib/site/i18n/navigation';
import { rentInfoQueryString } from '@/lib/rent-info/codec';
import { alternates } from '@/lib/site/seo';
import { siteParams, type SiteParams } from '../params';

// Rendered for each request: it reads the request (its query or the visitor's session).
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<SiteParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await siteParams(params);
  const t = await getTranslations({ locale: lang, namespace: 'search.page' });
  return { title: t('title'), description: t('description'), alternates: alternates(lang, '/book') };
}

/** /book: the first step of the booking flow, the search form filled from the link (spec §2). */
export default async function BookPage({ params, searchParams }: Props) {
  const { lang } = await siteParams(params);
  setRequestLocale(lang);
  const [config, query, t] = await Promise.all([
    getServerGlobalConfig(),
    searchParams,
    getTranslations('search.page'),
  ]);
  const { rentInfo, datesReplaced } = initialSearch(query, config);
  // A link whose dates could not be used: the address shows the dates the form starts from, and why.
  if (datesReplaced) {
    const canonical = rentInfoQueryString(rentInfo, query);
    redirect({ href: searchFormHref(datesReplacedQuery(canonical, datesReplaced)), locale: lang });
  }
  const replaced = readDatesReplaced(query);
  return (
    <main className={styles.main}>
      <BookingStepper current="itinerary" />
      <h1 className={styles.heading}>{t('heading')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      {replaced && <DatesReplacedNotice reason={replaced} rentInfo={rentInfo} lang={lang} />}
      <div className={styles.card}>
        {/* Here, not in a /book layout: the car list and detail below /book have sets of their own. */}
        <SearchSlot initial={rentInfo} lang={lang} config={config} query={query} />
      </div>
    </main>
  );
}
