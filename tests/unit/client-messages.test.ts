import { clientMessages } from '@/lib/i18n/client-messages';
import en from '@/messages/en.json';

describe('the messages sent to the browser', () => {
  const sent = clientMessages(en);

  it('keeps whole client namespaces and leaves server-rendered ones out', () => {
    expect(sent.carDetail).toEqual(en.carDetail);
    expect(sent.errors).toEqual(en.errors);
    expect(sent).not.toHaveProperty('home');
    expect(sent).not.toHaveProperty('voucher');
  });

  it("sends only the live branch of 'bookingResult'", () => {
    expect(sent.bookingResult).toEqual({ live: en.bookingResult.live });
  });
});
