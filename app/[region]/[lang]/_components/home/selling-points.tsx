import { getTranslations } from 'next-intl/server';
import { HomeSection } from './section';
import { HomeIcon, type IconName } from './icons';
import styles from './selling-points.module.css';

const POINTS = [
  { key: 'service', icon: 'headset' },
  { key: 'deposit', icon: 'shield' },
  { key: 'honest', icon: 'tag' },
  { key: 'pickup', icon: 'stopwatch' },
] as const satisfies readonly { key: string; icon: IconName }[];

/** The four selling points of the marketing copy (spec §1). */
export async function SellingPoints() {
  const t = await getTranslations('home.points');
  return (
    <HomeSection id="home-points" title={t('title')}>
      <ul className={styles.grid}>
        {POINTS.map(({ key, icon }) => (
          <li key={key} className={styles.card}>
            <span className={styles.icon}>
              <HomeIcon name={icon} />
            </span>
            <h3>{t(`${key}.title`)}</h3>
            <p>{t(`${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
