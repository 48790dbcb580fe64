import { LANGS } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import zhHant from '@/messages/zh-hant.json';
import zh from '@/messages/zh.json';
import { forgotMessage } from '@/server/domain/orders/forgot';

const MESSAGES = { en, th, zh, 'zh-hant': zhHant } as const;
const NUMBERS = ['202612010001234567', '202612020007654321'];

/**
 * The numbers a traveller asked for on 'Forgot your order number?' are called by the word the site
 * uses for them: the order lookup's field label (orders.form.tradeNo), in the SMS and the e-mail.
 */
describe('the order numbers message', () => {
  it.each(LANGS)('calls them by the order lookup’s word, by SMS and by e-mail (%s)', (lang) => {
    const word = MESSAGES[lang].orders.form.tradeNo.toLowerCase();
    const sms = forgotMessage({ kind: 'phone', key: '8613800138000' }, NUMBERS, lang);
    const mail = forgotMessage({ kind: 'email', email: 'wei@example.com' }, NUMBERS, lang);
    expect(sms.channel).toBe('sms');
    expect(sms.text.toLowerCase()).toContain(word);
    expect(sms.text).toContain(NUMBERS.join(', '));
    if (mail.channel !== 'email') throw new Error('not an e-mail');
    expect(mail.subject.toLowerCase()).toContain(word);
    expect(mail.text.toLowerCase()).toContain(word);
  });

  it.each(LANGS)('is asked for by the same word in the order search dialog (%s)', (lang) => {
    const messages = MESSAGES[lang];
    expect(messages.modals.orderSearch.intro.toLowerCase()).toContain(
      messages.orders.form.tradeNo.toLowerCase(),
    );
  });
});
