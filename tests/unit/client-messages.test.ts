import { clientMessages, ROUTE_NAMESPACES } from '@/lib/site/i18n/client-messages';
import en from '@/messages/en.json';

describe('the messages sent to the browser', () => {
  const site = clientMessages(en);

  it('sends every page the site set: the header, the dialogs, the errors; no page copy', () => {
    expect(site.header).toEqual(en.header);
    expect(site.errors).toEqual(en.errors);
    expect(site.account).toEqual(en.account);
    expect(site).not.toHaveProperty('home');
    expect(site).not.toHaveProperty('voucher');
  });

  it("leaves a part's own words to that part", () => {
    expect(site).not.toHaveProperty('carDetail');
    expect(site).not.toHaveProperty('booking');
    expect(site.orders).toEqual({ form: en.orders.form, forgot: en.orders.forgot });
    const list = clientMessages(en, 'carDetail');
    expect(list.carDetail).toEqual(en.carDetail);
    expect(list).not.toHaveProperty('refunds');
    expect(clientMessages(en, 'carList')).not.toHaveProperty('carDetail');
    expect(list.booking).toEqual({ cancellation: en.booking.cancellation });
    expect(clientMessages(en, 'search').booking).toEqual({ fields: en.booking.fields });
  });

  it("sends only the live branch of 'bookingResult', and the extra paths a page asks for", () => {
    expect(clientMessages(en, 'fillIn').bookingResult).toEqual({ live: en.bookingResult.live });
    expect(clientMessages(en, 'orders', ['orders.detail']).orders?.detail).toEqual(en.orders.detail);
  });

  it('names only paths the messages have', () => {
    const paths = Object.values(ROUTE_NAMESPACES).flat();
    for (const path of paths) {
      const found = path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], en);
      expect(found, path).toBeDefined();
    }
  });
});
