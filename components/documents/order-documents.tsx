import type { Order } from '@/lib/api/contract/booking';
import { RequiredDocuments } from './required-documents';

/** The order page's documents to bring: the order's drivers at its pick-up store, with its deposit. */
export function OrderDocuments({
  order,
}: {
  order: Pick<Order, 'pickup_store' | 'drivers' | 'deposit_way'>;
}) {
  return (
    <RequiredDocuments
      country={order.pickup_store.country.value}
      licences={order.drivers.map((driver) => driver.driver_license_type)}
      depositByCard={order.deposit_way === 'credit_card'}
      variant="card"
    />
  );
}
