import { getFormatter } from 'next-intl/server';
import { LANG_TAG } from '@/lib/i18n/locales';
import { Link } from '@/lib/site/i18n/navigation';
import type { ArticleSummary } from '../types';
import styles from './news-list.module.css';

type Props = {
  /** The key the items belong to: each links to /{key}/{introId}. */
  cmsKey: string;
  heading: string;
  items: ArticleSummary[];
  /** Dated items (news) show their date; open roles do not. */
  showDates?: boolean;
};

/** The items under an intro key, e.g. the press room's news or the open positions. */
export async function NewsList({ cmsKey, heading, items, showDates }: Props) {
  const format = await getFormatter();
  return (
    <section aria-labelledby="cms-list-heading" className={styles.section}>
      <h2 id="cms-list-heading" className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li
            key={item.introId}
            className={styles.item}
            lang={item.translated ? LANG_TAG[item.lang] : undefined}
          >
            {showDates && (
              <time className={styles.date} dateTime={item.publishedAt.toISOString()}>
                {format.dateTime(item.publishedAt, {
                  dateStyle: 'medium',
                  timeZone: 'UTC',
                  calendar: 'gregory',
                })}
              </time>
            )}
            <h3 className={styles.title}>
              <Link href={`/${cmsKey}/${item.introId}`}>{item.title}</Link>
            </h3>
            {item.summary && <p className={styles.summary}>{item.summary}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
