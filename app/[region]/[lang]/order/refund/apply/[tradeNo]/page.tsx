import type { Metadata } from 'next';
import { RefundApply } from '@/features/refunds/components/refund-apply';
import { refundMetadata } from '@/features/refunds/metadata';
import { siteParams } from '../../../../params';
import { RefundPage, refundOrderParams, type RefundOrderParams } from '../../_components/refund-page';

// Rendered for each request: it reads the request (its address, or the visitor's session).
export const dynamic = 'force-dynamic';

type Props = { params: RefundOrderParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return refundMetadata((await siteParams(params)).lang, 'apply');
}

/** /order/refund/apply/{trade_no}: ask for the money of a paid order back. */
export default async function RefundApplyPage({ params }: Props) {
  const { lang, tradeNo } = await refundOrderParams(params);
  return (
    <RefundPage lang={lang} page="apply">
      <RefundApply tradeNo={tradeNo} />
    </RefundPage>
  );
}
