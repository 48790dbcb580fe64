import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import styles from '@/features/refunds/components/refunds.module.css';
import type { Lang } from '@/lib/i18n/locales';
import { isTradeNo } from '@/lib/orders/trade-no';
import { siteParams, type SiteParams } from '../../../params';

export type RefundOrderParams = Promise<SiteParams & { tradeNo: string }>;

/** The language and order number of /order/refund/…/{trade_no}; a 404 for a path that is not a number. */
export async function refundOrderParams(params: RefundOrderParams): Promise<{ lang: Lang; tradeNo: string }> {
  const [{ lang }, { tradeNo }] = await Promise.all([siteParams(params), params]);
  if (!isTradeNo(tradeNo)) notFound();
  setRequestLocale(lang);
  return { lang, tradeNo };
}

/** The frame of the refund pages: the page's title over its feature. */
export async function RefundPage({
  lang,
  page,
  children,
}: {
  lang: Lang;
  page: 'apply' | 'list' | 'progress';
  children: ReactNode;
}) {
  const t = await getTranslations({ locale: lang, namespace: 'refunds' });
  return (
    <main className={styles.main}>
      <h1 className={styles.title}>{t(`${page}.title`)}</h1>
      {children}
    </main>
  );
}
