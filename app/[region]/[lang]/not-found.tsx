import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

export default function NotFound() {
  const t = useTranslations('notFound');
  return (
    <main style={{ padding: '4rem 1rem', textAlign: 'center' }}>
      <h1>{`404 · ${t('title')}`}</h1>
      <Link href="/">{t('backHome')}</Link>
    </main>
  );
}
