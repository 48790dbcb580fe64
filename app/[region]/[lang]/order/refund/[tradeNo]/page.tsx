import type { Metadata } from 'next';
import { RefundProgress } from '@/features/refunds/components/refund-progress';
import { refundMetadata } from '@/features/refunds/metadata';
import { siteParams } from '../../../params';
import { RefundPage, refundOrderParams, type RefundOrderParams } from '../_components/refund-page';

// Rendered for each request: it reads the request (its address, or the visitor's session).
export const dynamic = 'force-dynamic';

type Props = { params: RefundOrderParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return refundMetadata((await siteParams(params)).lang, 'progress');
}

/** /order/refund/{trade_no}: the progress of the order's refund. */
export default async function RefundProgressPage({ params }: Props) {
  const { lang, tradeNo } = await refundOrderParams(params);
  return (
    <RefundPage lang={lang} page="progress">
      <RefundProgress tradeNo={tradeNo} />
    </RefundPage>
  );
}
