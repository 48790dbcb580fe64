'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatDate } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import { useBannerConfigs } from '../api/get-banner-configs';
import { bannerState, type BannerConfig } from '../to-site-banners';
import type { StoreChoice } from '../types';
import { BannerForm } from './banner-form';
import { DataTable } from './data-table';
import buttonStyles from '@/components/forms/button.module.css';
import styles from './ops.module.css';
import marketingStyles from './marketing.module.css';

/** The banners page's working part: every banner with its schedule and state, and the form. */
export function BannerDesk({ stores }: { stores: StoreChoice[] }) {
  const t = useTranslations('ops.bannersAdmin');
  const lang = useLocale() as Lang;
  const list = useBannerConfigs();
  const [editing, setEditing] = useState<BannerConfig | null>(null);
  const [done, setDone] = useState('');
  const now = new Date();
  const day = (value: string) => formatDate(value, 'UTC', lang);
  return (
    <>
      <section aria-labelledby="banner-list-title" className={styles.card}>
        <h2 id="banner-list-title" className={styles.subtitle}>
          {t('listTitle')}
        </h2>
        <p role="status" aria-live="polite" className={styles.notice}>
          {done}
        </p>
        {list.length === 0 ? (
          <p className={styles.muted}>{t('empty')}</p>
        ) : (
          <DataTable
            columns={[
              t('colImage'),
              t('colTitle'),
              t('colStores'),
              t('colDates'),
              t('colState'),
              t('colActions'),
            ]}
          >
            {list.map((banner) => (
              <tr key={banner.id} data-banner={banner.code}>
                <td>
                  {/* eslint-disable-next-line @next/next/no-img-element -- a same-site banner image */}
                  <img
                    src={banner.image[lang]}
                    alt=""
                    className={marketingStyles.thumb}
                    width={128}
                    height={48}
                  />
                </td>
                <td>
                  {banner.title[lang]}
                  <div className={`${styles.muted} ${styles.mono}`}>{banner.code}</div>
                  {banner.link && <div className={`${styles.muted} ${styles.mono}`}>{banner.link}</div>}
                </td>
                <td>
                  {banner.stores.length === 0
                    ? t('everyStore')
                    : banner.stores.map((code) => (
                        <span key={code} className={styles.tag}>
                          {code}
                        </span>
                      ))}
                </td>
                <td>{t('dateRange', { from: day(banner.startsAt), to: day(banner.endsAt) })}</td>
                <td>{t(`states.${bannerState(banner, now)}`)}</td>
                <td>
                  <button
                    type="button"
                    className={buttonStyles.secondary}
                    aria-label={t('editLabel', { code: banner.code })}
                    onClick={() => {
                      setDone('');
                      setEditing(banner);
                    }}
                  >
                    {t('edit')}
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
      <BannerForm
        key={editing?.id ?? 'new'}
        banner={editing}
        stores={stores}
        onDone={(banner, created) => {
          setDone(t(created ? 'created' : 'saved', { code: banner.code }));
          setEditing(null);
        }}
      />
      {editing && (
        <div className={styles.buttons}>
          <button type="button" className={buttonStyles.secondary} onClick={() => setEditing(null)}>
            {t('cancelEdit')}
          </button>
        </div>
      )}
    </>
  );
}
