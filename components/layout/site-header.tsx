import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { LoadingBar } from '@/components/behaviours/loading-bar';
import { getServerGlobalConfig } from '@/lib/site/api/server-global-config';
import { Link } from '@/lib/site/i18n/navigation';
import type { Lang } from '@/lib/i18n/locales';
import { AccountEntry } from './account-entry';
import { currencyOption } from './currency-option';
import { CurrencySwitcher } from './currency-switcher';
import { HeaderNav } from './header-nav';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { PhoneMenu } from './phone-menu';
import styles from './site-header.module.css';

/**
 * The same for every visitor (the page may be prerendered): who is signed in shows in the account
 * place once the browser knows (AccountEntry). Wide screens show the links and tools in the bar;
 * narrow ones (site-header.module.css) show the logo and one menu button whose dialog holds the
 * same links and tools.
 */
export async function SiteHeader({ lang }: { lang: Lang }) {
  const [t, meta, config] = await Promise.all([
    getTranslations('header'),
    getTranslations('meta'),
    getServerGlobalConfig(),
  ]);
  const currencies = config.currency.map((currency) => currencyOption(currency, lang));
  const account = <AccountEntry loginLabel={t('login')} />;
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
        <HeaderNav className={styles.nav} />
        <div className={styles.tools}>
          <LanguageSwitcher current={lang} />
          <CurrencySwitcher currencies={currencies} />
          {account}
        </div>
        <PhoneMenu>
          <HeaderNav className={styles.menuNav} />
          <div className={styles.menuTools}>
            <LanguageSwitcher current={lang} variant="list" />
            <CurrencySwitcher currencies={currencies} labelled />
            <div className={styles.menuAccount}>{account}</div>
          </div>
        </PhoneMenu>
      </div>
    </header>
  );
}
