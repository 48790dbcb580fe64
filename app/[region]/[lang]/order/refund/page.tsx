import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { RefundList } from '@/features/refunds/components/refund-list';
import { refundMetadata } from '@/features/refunds/metadata';
import { siteParams, type SiteParams } from '../../params';
import { RefundPage } from './_components/refund-page';

// Rendered for each request: it reads the request (its address, or the visitor's session).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return refundMetadata((await siteParams(params)).lang, 'list');
}

/** /order/refund: the visitor's refund requests, newest first. */
export default async function RefundListPage({ params }: Props) {
  const { lang } = await siteParams(params);
  setRequestLocale(lang);
  return (
    <RefundPage lang={lang} page="list">
      <RefundList />
    </RefundPage>
  );
}
