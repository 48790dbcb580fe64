import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getDeskDayQueryOptions } from '@/features/ops/api/get-desk-day';
import { DeskDayLists } from '@/features/ops/components/desk-day';
import { DeskPicker } from '@/features/ops/components/desk-picker';
import styles from '@/features/ops/components/ops.module.css';
import { opsMetadata } from '@/features/ops/page-metadata';
import { toStoreChoices } from '@/features/ops/to-site';
import { rolesSeeAllStores } from '@/lib/ops/roles';
import { serverApiFor } from '@/lib/site/api/server';
import { getServerGlobalConfig } from '@/lib/site/api/server-global-config';
import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import { siteParams, type SiteParams } from '../../../params';
import { OneQuery } from '../../_components/one-query';
import { OpsMain } from '../../_components/ops-main';
import { requireStaff } from '../../_components/staff-access';

// Rendered for each request: it reads the staff session and the store's day.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<SiteParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return opsMetadata((await siteParams(params)).lang, 'desk');
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /ops/desk (desk.act): a store's pick-ups and returns of one day on the store's clock (today
 * there by default), with the hand-over, take-back and no-show. A store role sees only its stores.
 */
export default async function OpsDeskPage({ params, searchParams }: Props) {
  const [{ lang }, query] = await Promise.all([siteParams(params), searchParams]);
  setRequestLocale(lang);
  const session = await requireStaff(lang, 'desk.act');
  const t = await getTranslations('ops.desk');
  const reached = rolesSeeAllStores(session.member.roles)
    ? toStoreChoices(await getServerGlobalConfig(), lang).map((choice) => choice.code)
    : session.member.storeCodes;
  // An unknown ?store= (or one outside the caller's stores) falls back to their first store.
  const asked = typeof query.store === 'string' ? query.store.toUpperCase() : '';
  const store = reached.includes(asked) ? asked : (reached[0] ?? '');
  const date = typeof query.date === 'string' && DATE.test(query.date) ? query.date : '';
  if (!store) {
    return (
      <OpsMain>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('noneStores')}</p>
      </OpsMain>
    );
  }
  const options = getDeskDayQueryOptions(serverApiFor(lang), store, date);
  const day = await getServerQueryClient().fetchQuery(options);
  const dateText = day.date === day.today ? `${day.date} (${t('today')})` : day.date;
  return (
    <OpsMain>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <DeskPicker stores={day.stores} store={day.store} date={day.date} />
      <h2 className={styles.subtitle}>
        {t('dayTitle', { store: `${day.store.code} · ${day.store.name[lang]}`, date: dateText })}
      </h2>
      <OneQuery queryKey={options.queryKey} data={day}>
        <DeskDayLists store={store} date={date} />
      </OneQuery>
    </OpsMain>
  );
}
