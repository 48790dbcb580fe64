import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import { Link } from '@/lib/site/i18n/navigation';
import { HomeSection } from './section';
import styles from './press-room.module.css';

/** A press-room headline as the page hands it over (the CMS feature owns the fetching). */
export type PressHeadline = {
  introId: string;
  title: string;
  summary: string;
  publishedAt: Date;
  /** BCP 47 tag when the text is not in the page's language. */
  lang?: string;
};

/** The latest news from the press room, and the way in; without headlines, only the way in. */
export async function PressRoom({ lang, headlines = [] }: { lang: Lang; headlines?: PressHeadline[] }) {
  const t = await getTranslations('home.press');
  return (
    <HomeSection id="home-press" title={t('title')} intro={t('intro')} tone="alt">
      {headlines.length > 0 ? (
        <ul className={styles.list}>
          {headlines.map((item) => (
            <li key={item.introId} className={styles.item} lang={item.lang}>
              <time dateTime={item.publishedAt.toISOString()} className={styles.date}>
                {formatDate(item.publishedAt, 'UTC', lang)}
              </time>
              <h3>
                <Link href={`/news/${item.introId}`}>{item.title}</Link>
              </h3>
              <p>{item.summary}</p>
            </li>
          ))}
        </ul>
      ) : null}
      <Link href="/news" className={styles.more}>
        {t('more')}
        <span aria-hidden="true">→</span>
      </Link>
    </HomeSection>
  );
}
