import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BookingStepper } from '@/components/booking-stepper';
import { SearchForm } from '@/features/search/components/search-form';
import { searchStores } from '@/features/search/store-options';
import styles from '@/features/search/components/book-page.module.css';
import { hasSearchQuery, initialRentInfo } from '@/features/search/initial-rent-info';
import { getServerGlobalConfig } from '@/lib/api/server-global-config';
import { alternates } from '@/lib/seo';
import { siteParams, type SiteParams } from '../params';

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
  return (
    <main className={styles.main}>
      <BookingStepper current="itinerary" />
      <h1 className={styles.heading}>{t('heading')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <div className={styles.card}>
        <SearchForm
          initial={initialRentInfo(query, config)}
          stores={searchStores(config, lang)}
          lang={lang}
          restoreLastSearch={!hasSearchQuery(query)}
        />
      </div>
    </main>
  );
}
