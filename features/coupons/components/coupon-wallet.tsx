'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import buttonStyles from '@/components/forms/button.module.css';
import { WALLET_STATUSES, type WalletStatus } from '@/lib/choices';
import { useWallet } from '../api/get-wallet';
import { AddCouponDialog } from './add-coupon-dialog';
import { CouponCard } from './coupon-card';
import styles from './coupons.module.css';

/**
 * /user/coupon: the user's coupons in four tabs by status (available first), each with its count,
 * and the add-coupon dialog. The list is read from the browser (react-query), so an added coupon
 * shows at once.
 */
export function CouponWallet() {
  const t = useTranslations('coupons');
  const [tab, setTab] = useState<WalletStatus>('valid');
  const [added, setAdded] = useState<string | null>(null);
  const wallet = useWallet();

  return (
    <>
      <div className={styles.toolbar}>
        <AddCouponDialog
          onAdded={(code) => {
            setAdded(code);
            setTab('valid');
          }}
        />
        <p role="status" className={styles.added}>
          {added ? t('add.added') : ''}
        </p>
      </div>
      {wallet.isError ? (
        <div role="alert" className={styles.problem}>
          <p>{t('loadError')}</p>
          <button type="button" className={buttonStyles.secondary} onClick={() => void wallet.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as WalletStatus)}>
          <TabList aria-label={t('tabsLabel')} className={styles.tabs}>
            {WALLET_STATUSES.map((status) => (
              <Tab key={status} id={status} className={styles.tab}>
                {wallet.data
                  ? t('tabCount', {
                      label: t(`tabs.${status}`),
                      count: wallet.data.filter((coupon) => coupon.status === status).length,
                    })
                  : t(`tabs.${status}`)}
              </Tab>
            ))}
          </TabList>
          {WALLET_STATUSES.map((status) => {
            const list = wallet.data?.filter((coupon) => coupon.status === status) ?? [];
            return (
              <TabPanel
                key={status}
                id={status}
                className={styles.panel}
                aria-busy={wallet.isPending || undefined}
              >
                {wallet.isPending ? null : list.length === 0 ? (
                  <p className={styles.empty}>{t(`empty.${status}`)}</p>
                ) : (
                  <ul className={styles.list}>
                    {list.map((coupon) => (
                      <li key={coupon.code}>
                        <CouponCard coupon={coupon} />
                      </li>
                    ))}
                  </ul>
                )}
              </TabPanel>
            );
          })}
        </Tabs>
      )}
    </>
  );
}
