import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { IntroduceProduct } from '@/lib/cms-keys';
import { Link } from '@/lib/site/i18n/navigation';
import type { Article } from '../types';
import { ArticleView } from './article-view';
import styles from './introduce-view.module.css';

/** A product introduction (self-service, self-service plus) ending in a way to book it. */
type Props = { article: Article; product: IntroduceProduct; children?: ReactNode };

export async function IntroduceView({ article, product, children }: Props) {
  const t = await getTranslations('cms.introduce');
  const other: IntroduceProduct = product === 'zzyc' ? 'zzycp' : 'zzyc';
  return (
    <ArticleView article={article}>
      {children}
      <aside aria-labelledby="introduce-cta-heading" className={styles.cta}>
        <h2 id="introduce-cta-heading" className={styles.heading}>
          {t('ctaTitle')}
        </h2>
        <p className={styles.text}>{t('ctaText')}</p>
        <div className={styles.actions}>
          {/* The home page holds the search form (spec §2). */}
          <Link href="/" className={styles.primary}>
            {t('cta')}
          </Link>
          <Link href={`/introduce/${other}`}>{t('compare', { name: t(`products.${other}`) })}</Link>
        </div>
      </aside>
    </ArticleView>
  );
}
