import { useTranslations } from 'next-intl';
import { ErrorScreen, errorScreenStyles as styles } from '@/components/behaviours/error-screen';
import { Link } from '@/lib/site/i18n/navigation';

/**
 * 403 in the back office: a traveller's or guest's session, or a member of staff whose roles do
 * not open the page. Its title and 'noindex' are head elements, as the 404's are.
 */
export default function OpsForbidden() {
  const t = useTranslations('ops.forbidden');
  const tPage = useTranslations('errorPage');
  const meta = useTranslations('meta');
  return (
    <>
      <title>{`${t('title')} · ${meta('siteName')}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <ErrorScreen
        status={403}
        statusLabel={tPage('status', { status: 403 })}
        title={t('title')}
        message={t('message')}
      >
        <Link href="/ops/login" className={styles.primary}>
          {t('login')}
        </Link>
      </ErrorScreen>
    </>
  );
}
