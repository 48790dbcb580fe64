import { useTranslations } from 'next-intl';
import { ErrorScreen, errorScreenStyles as styles } from '@/components/behaviours/error-screen';
import { Link } from '@/lib/i18n/navigation';

/** Spec §2: a 404 says 'This page could not be found' and links back to the home page. */
export default function NotFound() {
  const t = useTranslations('errorPage');
  const errors = useTranslations('errors');
  return (
    <ErrorScreen
      status={404}
      statusLabel={t('status', { status: 404 })}
      title={errors('page.not_found')}
      message={t('notFoundHint')}
    >
      <Link href="/" className={styles.primary}>
        {t('home')}
      </Link>
    </ErrorScreen>
  );
}
