import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LANG_TAG } from '@/lib/i18n/locales';
import type { Article } from '../types';
import styles from './article-view.module.css';

type Props = {
  article: Article;
  /** News items show when they were published; standing pages do not. */
  showDate?: boolean;
  /** Navigation above the title, e.g. back to the press room. */
  nav?: ReactNode;
  /** Rendered after the body, inside the article: lists, package facts, calls to action. */
  children?: ReactNode;
};

/** A CMS article: title, summary, the sanitized body with readable typography, then extras. */
export async function ArticleView({ article, showDate, nav, children }: Props) {
  const [t, format] = await Promise.all([getTranslations('cms'), getFormatter()]);
  return (
    <main className={styles.main}>
      {nav}
      {article.translated && <p className={styles.notice}>{t('fallbackNotice')}</p>}
      <article className={styles.article} lang={article.translated ? LANG_TAG[article.lang] : undefined}>
        <header className={styles.header}>
          <h1 className={styles.title}>{article.title}</h1>
          {article.summary && <p className={styles.summary}>{article.summary}</p>}
          {showDate && (
            <p className={styles.date}>
              {t.rich('publishedOn', {
                // Publication dates are calendar dates: shown in UTC so no zone moves them a day.
                date: format.dateTime(article.publishedAt, {
                  dateStyle: 'long',
                  timeZone: 'UTC',
                  calendar: 'gregory',
                }),
                time: (chunks) => <time dateTime={article.publishedAt.toISOString()}>{chunks}</time>,
              })}
            </p>
          )}
        </header>
        {/* The API sanitizes bodies against a tag and URL allow list before they reach a page. */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: article.html }} />
        {children}
      </article>
    </main>
  );
}
