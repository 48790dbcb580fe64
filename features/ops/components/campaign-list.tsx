'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatDate, formatMoney, formatNumber } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import { useCouponCampaigns } from '../api/get-coupon-campaigns';
import { usePauseCouponCampaign } from '../api/pause-coupon-campaign';
import { useResumeCouponCampaign } from '../api/resume-coupon-campaign';
import { campaignState, type CouponCampaign } from '../to-site-campaigns';
import { CallFailure } from './call-failure';
import { DataTable } from './data-table';
import buttonStyles from '@/components/forms/button.module.css';
import styles from './ops.module.css';

/** A campaign's last day: its end is the start of the day after (UTC). */
const lastDay = (endsAt: string) => new Date(new Date(endsAt).getTime() - 1);

function Discount({ campaign }: { campaign: CouponCampaign }) {
  const t = useTranslations('ops.campaigns');
  const lang = useLocale() as Lang;
  const off =
    campaign.kind === 'percent'
      ? t('percentOff', { value: formatNumber(Number(campaign.value), lang) })
      : t('amountOff', { amount: formatMoney(Number(campaign.value), campaign.currency ?? 'USD', lang) });
  const limit = Number(campaign.lessLimit);
  return (
    <>
      {off}
      {limit > 0 && campaign.currency && (
        <div className={styles.muted}>
          {t('atLeast', { amount: formatMoney(limit, campaign.currency, lang) })}
        </div>
      )}
    </>
  );
}

/**
 * The campaigns, newest first: what each takes off, where and when it applies, its uses against
 * its limits (counts only, never a traveller), its state, and pause or resume.
 */
export function CampaignList() {
  const t = useTranslations('ops.campaigns');
  const lang = useLocale() as Lang;
  const list = useCouponCampaigns();
  const [done, setDone] = useState('');
  const pause = usePauseCouponCampaign((campaign) => setDone(t('paused', { code: campaign.code })));
  const resume = useResumeCouponCampaign((campaign) => setDone(t('resumed', { code: campaign.code })));
  const now = new Date();
  const day = (value: string | Date) => formatDate(value, 'UTC', lang);
  return (
    <section aria-labelledby="campaign-list-title" className={styles.card}>
      <h2 id="campaign-list-title" className={styles.subtitle}>
        {t('listTitle')}
      </h2>
      <p role="status" aria-live="polite" className={styles.notice}>
        {done}
      </p>
      <CallFailure error={pause.error ?? resume.error} />
      {list.length === 0 ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : (
        <DataTable
          columns={[
            t('colCode'),
            t('colDiscount'),
            t('colWhere'),
            t('colDates'),
            t('colUses'),
            t('colState'),
            t('colActions'),
          ]}
        >
          {list.map((campaign) => {
            const state = campaignState(campaign, now);
            return (
              <tr key={campaign.code} data-campaign={campaign.code}>
                <td>
                  <span className={styles.mono}>{campaign.code}</span>
                  <div className={styles.muted}>{campaign.description[lang]}</div>
                </td>
                <td>
                  <Discount campaign={campaign} />
                </td>
                <td>
                  {campaign.countries.length === 0 && campaign.stores.length === 0
                    ? t('everywhere')
                    : [...campaign.countries, ...campaign.stores].map((code) => (
                        <span key={code} className={styles.tag}>
                          {code}
                        </span>
                      ))}
                </td>
                <td>{t('dateRange', { from: day(campaign.startsAt), to: day(lastDay(campaign.endsAt)) })}</td>
                <td data-uses={campaign.uses.orders}>
                  {campaign.usesTotal === null
                    ? t('usesUnlimited', { count: campaign.uses.orders })
                    : t('usesOf', { count: campaign.uses.orders, total: campaign.usesTotal })}
                  <div className={styles.muted}>
                    {t('usesDetail', {
                      paid: campaign.uses.paidOrders,
                      wallets: campaign.uses.wallets,
                      perTraveller: campaign.usesPerTraveller ?? 0,
                    })}
                  </div>
                </td>
                <td>{t(`states.${state}`)}</td>
                <td>
                  {campaign.active ? (
                    <button
                      type="button"
                      className={buttonStyles.secondary}
                      disabled={pause.isPending}
                      aria-label={t('pauseLabel', { code: campaign.code })}
                      onClick={() => pause.mutate(campaign.code)}
                    >
                      {t('pause')}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className={buttonStyles.secondary}
                      disabled={resume.isPending}
                      aria-label={t('resumeLabel', { code: campaign.code })}
                      onClick={() => resume.mutate(campaign.code)}
                    >
                      {t('resume')}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </section>
  );
}
