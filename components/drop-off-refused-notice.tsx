import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/locales';
import { getServerGlobalConfig } from '@/lib/site/api/server-global-config';
import styles from './dates-replaced-notice.module.css';

/**
 * Said where a link's drop-off store could not be used (lib/site/booking-flow/drop-off-refused.ts):
 * the pick-up store does not take cars back there, so the search returns the car to the pick-up
 * store, which the traveller must not miss.
 */
export async function DropOffRefusedNotice({
  refused,
  pickup,
  lang,
}: {
  /** the store codes: the one the link asked for, and the pick-up store the car now goes back to */
  refused: string;
  pickup: string;
  lang: Lang;
}) {
  const [t, config] = await Promise.all([getTranslations('search.dropOffRefused'), getServerGlobalConfig()]);
  const name = (code: string) => config.storeInfo[code]?.label[lang] ?? code;
  return (
    <p className={styles.notice} role="note" data-drop-off-refused={refused}>
      <strong>{t('refused', { store: name(refused), pickup: name(pickup) })}</strong>{' '}
      {t('shown', { pickup: name(pickup) })}
    </p>
  );
}
