import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/site/i18n/navigation';
import type { StoreNotice } from '../types';
import styles from './notices.module.css';

/** The pick-up store's notices and promotions for its car list (GET /common/addata). */
export async function StoreNotices({ notices }: { notices: StoreNotice[] }) {
  if (notices.length === 0) return null;
  const t = await getTranslations('carList');
  return (
    <section aria-label={t('notices')} className={styles.stack}>
      {notices.map((notice) => (
        <div
          key={notice.id}
          className={`${styles.notice} ${notice.tone === 'promo' ? styles.promo : styles.info}`}
        >
          <strong className={styles.noticeTitle}>{notice.title}</strong> <span>{notice.text}</span>
          {notice.link && (
            <>
              {' '}
              <Link href={notice.link} className={styles.link}>
                {t('moreInfo')}
                <span className="visually-hidden">: {notice.title}</span>
              </Link>
            </>
          )}
        </div>
      ))}
    </section>
  );
}
