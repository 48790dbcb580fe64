import { getTranslations } from 'next-intl/server';
import { RENT_RULE_COUNTRIES, type RentRuleCountry } from '@/lib/cms-keys';
import { Link } from '@/lib/site/i18n/navigation';
import styles from './rent-rules-nav.module.css';

/** Links to the rent rules of the other countries, below one country's rules. */
export async function RentRulesNav({ current }: { current: RentRuleCountry }) {
  const t = await getTranslations('cms');
  return (
    <nav aria-labelledby="rent-rules-nav-heading" className={styles.nav}>
      <h2 id="rent-rules-nav-heading" className={styles.heading}>
        {t('otherCountries')}
      </h2>
      <ul className={styles.list}>
        {RENT_RULE_COUNTRIES.filter((country) => country !== current).map((country) => (
          <li key={country}>
            <Link href={`/rent_rules/${country}`}>
              {t('rentRulesTitle', { country: t(`countries.${country}`) })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
