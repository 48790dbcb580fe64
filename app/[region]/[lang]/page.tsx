import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getServerGlobalConfig } from '@/lib/api/server-global-config';
import { StoreLocations } from './_components/store-locations';
import { siteParams, type SiteParams } from './params';
import styles from './page.module.css';

export default async function HomePage({ params }: { params: Promise<SiteParams> }) {
  const { lang } = await siteParams(params);
  setRequestLocale(lang);
  const [t, config] = await Promise.all([getTranslations('home'), getServerGlobalConfig()]);
  return (
    <main className={styles.main}>
      <section className={styles.hero}>
        <h1>{t('slogan')}</h1>
      </section>
      <StoreLocations config={config} lang={lang} />
    </main>
  );
}
