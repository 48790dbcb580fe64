'use client';

import { usePriceList } from '../api/get-price-list';
import { PriceForm } from './price-form';
import { PriceHistory } from './price-history';
import { PriceTables } from './price-tables';

/** The prices page's working part: the store's prices, the two edit forms and the history. */
export function PriceDesk({ store }: { store: string }) {
  const list = usePriceList(store);
  return (
    <>
      <PriceTables list={list} />
      <PriceForm list={list} mode="period" />
      <PriceForm list={list} mode="base" />
      <PriceHistory list={list} />
    </>
  );
}
