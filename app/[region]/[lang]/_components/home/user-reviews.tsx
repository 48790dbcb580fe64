import { getTranslations } from 'next-intl/server';
import { formatDate, formatNumber } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import { HomeSection } from './section';
import styles from './user-reviews.module.css';

/** Rating and date are the same in every language; who wrote it and what they said are in the messages. */
const REVIEWS = [
  { key: 'r1', rating: 10, date: '2026-10-26' },
  { key: 'r2', rating: 9.6, date: '2026-10-03' },
  { key: 'r3', rating: 10, date: '2026-09-14' },
  { key: 'r4', rating: 9.8, date: '2026-08-21' },
  { key: 'r5', rating: 9.5, date: '2026-07-30' },
  { key: 'r6', rating: 9, date: '2026-07-12' },
] as const;

export async function UserReviews({ lang }: { lang: Lang }) {
  const t = await getTranslations('home.reviews');
  const score = (value: number) => formatNumber(value, lang, { maximumFractionDigits: 1 });
  return (
    <HomeSection id="home-reviews" title={t('title')} tone="alt">
      <ul className={styles.grid}>
        {REVIEWS.map(({ key, rating, date }) => (
          <li key={key} className={styles.card}>
            <figure>
              <div className={styles.top}>
                <svg viewBox="0 0 32 24" width="32" height="24" aria-hidden="true" focusable="false">
                  <path
                    d="M0 24V14C0 6 4 1.5 12 0l1.5 3.5C9 5 7 7.5 7 11h6v13zm18 0V14c0-8 4-12.5 12-14l1.5 3.5C27 5 25 7.5 25 11h6v13z"
                    fill="currentColor"
                  />
                </svg>
                <p className={styles.score}>
                  <span className="visually-hidden">{t('score', { score: score(rating) })}</span>
                  <span aria-hidden="true">
                    <strong>{score(rating)}</strong>/10
                  </span>
                </p>
              </div>
              <blockquote className={styles.quote}>
                <p>{t(`${key}.text`)}</p>
              </blockquote>
              <figcaption className={styles.by}>
                <span className={styles.name}>{t(`${key}.name`)}</span>
                <span className={styles.meta}>
                  {t(`${key}.city`)} · <time dateTime={date}>{formatDate(date, 'UTC', lang)}</time>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
