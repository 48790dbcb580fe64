import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { LoadingBar } from '@/components/behaviours/loading-bar';
import { getServerGlobalConfig } from '@/lib/api/server-global-config';
import { Link } from '@/lib/i18n/navigation';
import type { Lang } from '@/lib/i18n/locales';
import { currencyOption } from './currency-option';
import { CurrencySwitcher } from './currency-switcher';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { ModalEntry } from './modal-entry';
import styles from './site-header.module.css';
import { UserMenu } from './user-menu';

/** `user`: the logged-in user's display name (read by the layout from the session), else a guest. */
export async function SiteHeader({ lang, user }: { lang: Lang; user?: { name: string } | null }) {
  const [t, meta, config] = await Promise.all([
    getTranslations('header'),
    getTranslations('meta'),
    getServerGlobalConfig(),
  ]);
  return (
    <header className={styles.header}>
      {/* Inside the banner landmark, so the bar is never content outside a landmark. */}
      <Suspense fallback={null}>
        <LoadingBar />
      </Suspense>
      <a className={styles.skip} href="#main">
        {t('skipToContent')}
      </a>
      <div className={styles.bar}>
        <Link href="/" className={styles.logo} aria-label={t('home')}>
          <Logo name={meta('siteName')} />
        </Link>
        <nav aria-label={t('mainNav')} className={styles.nav}>
          <ul>
            <li>
              {/* Not prefetched: on every page of every visit that cost a request and a long task
                  (measured: about 200 ms of the Thai home page's blocking time), for a page the
                  server renders in a few milliseconds on click. */}
              <Link href="/book" prefetch={false}>
                {t('book')}
              </Link>
            </li>
            <li>
              <ModalEntry name="orderSearch" className={styles.linkButton}>
                {t('manageBooking')}
              </ModalEntry>
            </li>
            <li>
              <Link href="/order" prefetch={false}>
                {t('myOrders')}
              </Link>
            </li>
            <li>
              <Link href="/user/coupon" prefetch={false}>
                {t('coupons')}
              </Link>
            </li>
          </ul>
        </nav>
        <div className={styles.tools}>
          <LanguageSwitcher current={lang} />
          <CurrencySwitcher currencies={config.currency.map((currency) => currencyOption(currency, lang))} />
          {user ? (
            <UserMenu name={user.name} />
          ) : (
            <ModalEntry name="login" className={styles.login}>
              {t('login')}
            </ModalEntry>
          )}
        </div>
      </div>
    </header>
  );
}
