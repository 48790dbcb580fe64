import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OrderLookupForm } from '@/features/orders/components/order-lookup-form';
import { ordersMetadata } from '@/features/orders/page-metadata';
import { siteParams, type SiteParams } from '../params';
import { OrdersPage } from '../order/_components/orders-page';
import styles from '../order/_components/orders-page.module.css';

// The same for every visitor: kept and served from cache (see the [lang] layout).
export const revalidate = 300;

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return ordersMetadata((await siteParams(params)).lang, 'query');
}

/** /query: find a booking by its number and the phone or e-mail used on it; or have the numbers sent. */
export default async function QueryPage({ params }: Props) {
  const { lang } = await siteParams(params);
  setRequestLocale(lang);
  const t = await getTranslations('orders.query');
  return (
    <OrdersPage>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('intro')}</p>
      <OrderLookupForm />
    </OrdersPage>
  );
}
