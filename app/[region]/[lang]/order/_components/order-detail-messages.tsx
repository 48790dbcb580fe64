import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { clientMessages } from '@/lib/i18n/client-messages';
import { formats } from '@/lib/i18n/format';

/**
 * The order page's parts that follow its react-query cache render in the browser too, and read
 * orders.detail (labels of the facts, the amounts, the files), which the root layout does not send
 * to every page. This segment adds it to the site's client messages for its own subtree only.
 */
export async function OrderDetailMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  const client = clientMessages(messages);
  return (
    <NextIntlClientProvider
      formats={formats}
      messages={{ ...client, orders: { ...client.orders, detail: messages.orders.detail } }}
    >
      {children}
    </NextIntlClientProvider>
  );
}
