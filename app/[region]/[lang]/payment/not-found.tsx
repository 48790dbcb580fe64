import { OrderNotFound } from '@/features/order-result/components/order-not-found';
import { OrderPage } from './_components/order-page';

/** /payment/{trade_no} and /payment/status/{trade_no} of an order this browser cannot see (404). */
export default function PaymentNotFound() {
  return (
    <OrderPage>
      <OrderNotFound />
    </OrderPage>
  );
}
