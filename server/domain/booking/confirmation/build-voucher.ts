import type { Order } from '@/lib/api/contract/booking';
import { formatDate, formatMoney } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import { carTermsTranslator, siteName, voucherTranslator } from '../../../providers/messaging/translator';
import { billSection } from './bill-section';
import { cancellationSection } from './cancellation-section';
import { documentsSection } from './documents-section';
import { storeTime } from './formatting';
import { storeSections } from './store-section';
import { carSection, peopleSection, tripSection } from './trip-sections';
import type { Fact, Section, VoucherContext, VoucherModel } from './voucher-model';

const awaitingPayment = (order: Order) =>
  order.status === 'CREATE_ORDER' &&
  order.pay_method === 'FULL_PREPAID' &&
  order.payment_status === 'NOT_PAY';

function summaryFacts(order: Order, context: VoucherContext): Fact[] {
  const { t, lang } = context;
  const payment =
    order.pay_method === 'ARRIVAL'
      ? t('summary.pay_at_counter')
      : t(order.payment_status === 'HAD_PAID' ? 'summary.paid_online' : 'summary.pay_online');
  const facts: Fact[] = [
    { label: t('summary.order_number'), value: order.trade_no },
    {
      label: t('summary.booked_on'),
      value: formatDate(order.created_at, order.pickup_store.city.timeZone.iana, lang),
    },
    { label: t('summary.payment'), value: payment },
  ];
  if (order.pickup_no) facts.push({ label: t('summary.pickup_no'), value: order.pickup_no });
  return facts;
}

/** The deposit and the documents to bring: what the counter will ask for. */
function pickupNeedsSections(order: Order, context: VoucherContext): Section[] {
  const { t } = context;
  const byCard = order.deposit_way === 'credit_card';
  const deposit = formatMoney(order.deposit.local_amount, order.deposit.local_currency, context.lang);
  return [
    {
      title: t('deposit.title'),
      blocks: [
        {
          kind: 'paragraph',
          text: byCard ? t('deposit.credit_card', { amount: deposit }) : t('deposit.zhima_credit'),
        },
      ],
    },
    documentsSection(order, context),
  ];
}

/** Everything the confirmation says, in the booking's language, ready to render. */
export function buildVoucher(order: Order, lang: Lang): VoucherModel {
  const context: VoucherContext = { lang, t: voucherTranslator(lang), terms: carTermsTranslator(lang) };
  const { t } = context;
  const car = `${order.car.make} ${order.car.model}`;
  const waiting = awaitingPayment(order) && order.expires_at !== null;
  // A changed booking's voucher says so first: the e-mail after a change replaces the earlier one.
  const changed = order.changes.count > 0;
  const deadline = order.expires_at ? storeTime(order.expires_at, order.pickup_store, context) : undefined;
  return {
    lang,
    siteName: siteName(lang),
    // What the order is: waiting for payment until its deadline (then it expires), or booked.
    subject: t(changed ? 'subject_changed' : waiting ? 'subject_awaiting_payment' : 'subject', {
      tradeNo: order.trade_no,
      car,
      store: order.pickup_store.short_name[lang],
      date: formatDate(order.pickup_at, order.pickup_store.city.timeZone.iana, lang),
    }),
    heading: t(changed ? 'heading.changed' : waiting ? 'heading.awaiting_payment' : 'heading.booked'),
    greeting: t('greeting', { name: order.contact.name }),
    intro:
      waiting && deadline
        ? t('intro.awaiting_payment', { deadline: t('trip.when_zone', deadline) })
        : t(changed ? 'intro.changed' : 'intro.booked'),
    summary: summaryFacts(order, context),
    sections: [
      tripSection(order, context),
      carSection(order, context),
      peopleSection(order, context),
      billSection(order, context),
      ...pickupNeedsSections(order, context),
      ...storeSections(order.pickup_store, order.drop_off_store, context),
      cancellationSection(order.cancellation_policy, order.pickup_store.currency, context),
    ],
    footer: [
      t('footer.help', { phone: order.pickup_store.phone, tradeNo: order.trade_no }),
      t('footer.automatic'),
    ],
  };
}
