import { useTranslations } from 'next-intl';
import { ErrorScreen, errorScreenStyles as styles } from '@/components/behaviours/error-screen';
import { Link } from '@/lib/site/i18n/navigation';

/**
 * Spec §2: a 404 says 'This page could not be found' and links back to the home page. Its own title
 * ('This page could not be found · Rentcar Go') and 'noindex' are elements React puts in the head,
 * not generateMetadata: that would read the request for its language, and this page also stands
 * for an article page that is served from cache (the layout has set the language for the render).
 */
export default function NotFound() {
  const t = useTranslations('errorPage');
  const errors = useTranslations('errors');
  const meta = useTranslations('meta');
  return (
    <>
      {/* React puts them in the head (the streamed metadata carries only the layout's, the home
          page's title). */}
      <title>{`${errors('page.not_found')} · ${meta('siteName')}`}</title>
      <meta name="robots" content="noindex, follow" />
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
    </>
  );
}
