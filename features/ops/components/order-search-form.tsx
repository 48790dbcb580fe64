'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { ORDER_STATUSES } from '@/lib/orders/transitions';
import { Link, useRouter } from '@/lib/site/i18n/navigation';
import { searchQueryString } from '../search-query';
import type { OrderSearchValues, StoreChoice } from '../types';
import buttonStyles from '@/components/forms/button.module.css';
import styles from './ops.module.css';

const TEXT_FIELDS = [
  { name: 'trade_no', inputMode: 'numeric', autoComplete: 'off' },
  { name: 'phone', inputMode: 'tel', autoComplete: 'off' },
  { name: 'email', inputMode: 'email', autoComplete: 'off' },
  { name: 'name', inputMode: 'text', autoComplete: 'off' },
] as const;

/**
 * Find orders by number, phone, e-mail, a driver's or the contact's name, store, pick-up days and
 * status. The search lives in the address (it can be shared and reloaded): the form sends it there
 * and the page reads it on the server.
 */
export function OrderSearchForm({ values, stores }: { values: OrderSearchValues; stores: StoreChoice[] }) {
  const t = useTranslations('ops.orders');
  const tStatus = useTranslations('orders.status');
  const router = useRouter();
  const [draft, setDraft] = useState(values);
  const set = (name: keyof OrderSearchValues) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = searchQueryString(draft);
    router.push(query ? `/ops/orders?${query}` : '/ops/orders');
  };
  return (
    <form
      role="search"
      aria-label={t('searchTitle')}
      className={`${styles.card} ${styles.form}`}
      onSubmit={submit}
    >
      <div className={styles.searchGrid}>
        {TEXT_FIELDS.map((field) => (
          <div key={field.name} className={styles.field}>
            <label htmlFor={`ops-search-${field.name}`}>{t(`fields.${field.name}`)}</label>
            <input
              id={`ops-search-${field.name}`}
              name={field.name}
              type={field.name === 'email' ? 'email' : 'text'}
              inputMode={field.inputMode}
              autoComplete={field.autoComplete}
              value={draft[field.name]}
              onChange={set(field.name)}
            />
          </div>
        ))}
        <div className={styles.field}>
          <label htmlFor="ops-search-store">{t('fields.store_code')}</label>
          <select
            id="ops-search-store"
            name="store_code"
            value={draft.store_code}
            onChange={set('store_code')}
          >
            <option value="">{t('anyStore')}</option>
            {stores.map((store) => (
              <option key={store.code} value={store.code}>
                {store.code} · {store.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="ops-search-from">{t('fields.pickup_from')}</label>
          <input id="ops-search-from" type="date" value={draft.pickup_from} onChange={set('pickup_from')} />
        </div>
        <div className={styles.field}>
          <label htmlFor="ops-search-to">{t('fields.pickup_to')}</label>
          <input id="ops-search-to" type="date" value={draft.pickup_to} onChange={set('pickup_to')} />
        </div>
        <div className={styles.field}>
          <label htmlFor="ops-search-status">{t('fields.status')}</label>
          <select id="ops-search-status" value={draft.status} onChange={set('status')}>
            <option value="">{t('anyStatus')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {tStatus(status)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.buttons}>
        <button type="submit" className={buttonStyles.primary}>
          {t('search')}
        </button>
        <Link href="/ops/orders" className={buttonStyles.link}>
          {t('clear')}
        </Link>
      </div>
    </form>
  );
}
