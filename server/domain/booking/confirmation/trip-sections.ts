import type { Order } from '@/lib/api/contract/booking';
import { formatMoney } from '@/lib/i18n/format';
import { packageLabel } from '@/lib/i18n/package-label';
import { listText, storeTime } from './formatting';
import type { Fact, Section, VoucherContext } from './voucher-model';

const GEARBOX_KEYS = { AT: 'AT', MT: 'MT', 'AT/MT': 'AT_MT' } as const;

/** The car, its package and what the package includes. */
export function carSection(order: Order, context: VoucherContext): Section {
  const { t, terms, lang } = context;
  const { car, mileage_limit: mileage } = order;
  const name = `${car.make} ${car.model}`;
  const details = [
    terms(`car.categories.${car.category}`),
    terms('car.seats', { count: car.seats }),
    terms(`car.gearbox.${GEARBOX_KEYS[car.gearbox]}`),
    terms(`car.fuel.${car.fuel}`),
  ];
  const mileageText = mileage.unlimited
    ? t('car.unlimited_mileage')
    : mileage.overage_price === null
      ? `${mileage.quantity ?? ''} ${terms(`units.${mileage.unit}`)}`
      : terms('mileage.limited', {
          quantity: mileage.quantity ?? 0,
          unit: terms(`units.${mileage.unit}`),
          price: formatMoney(mileage.overage_price, mileage.currency, lang),
        });
  const facts: Fact[] = [
    {
      label: t('car.model'),
      value: t(car.guaranteed_model ? 'car.guaranteed' : 'car.or_similar', { car: name }),
    },
    { label: t('car.details'), value: details.join(' · ') },
    {
      label: t('car.package'),
      value: packageLabel(terms, { planGroup: order.package.plan_group, payMode: order.package.pay_mode }),
    },
  ];
  if (order.package.services.length > 0) {
    facts.push({
      label: t('car.included'),
      value: listText(
        order.package.services.map((service) => terms(`services.${service}`)),
        lang,
      ),
    });
  }
  facts.push({ label: t('car.mileage'), value: mileageText });
  return { title: t('car.title'), blocks: [{ kind: 'facts', facts }] };
}

/** When and where: each time on its own store's clock, with the zone named. */
export function tripSection(order: Order, context: VoucherContext): Section {
  const { t, terms, lang } = context;
  const pickup = storeTime(order.pickup_at, order.pickup_store, context);
  const dropOff = storeTime(order.drop_off_at, order.drop_off_store, context);
  const facts: Fact[] = [
    {
      label: t('trip.pickup'),
      value: pickup.when,
      note: `${pickup.zone} · ${order.pickup_store.label[lang]}`,
    },
    {
      label: t('trip.return'),
      value: dropOff.when,
      note: `${dropOff.zone} · ${order.drop_off_store.label[lang]}`,
    },
    { label: t('trip.duration'), value: terms('trip.days', { count: order.rent_info.rent_duration }) },
  ];
  if (order.flight_no) facts.push({ label: t('trip.flight'), value: order.flight_no });
  return { title: t('trip.title'), blocks: [{ kind: 'facts', facts }] };
}

/** Who drives and whom the store can reach. */
export function peopleSection(order: Order, context: VoucherContext): Section {
  const { t } = context;
  const [main, ...others] = order.drivers;
  const driverName = (driver: { given_name: string; sur_name: string }) =>
    `${driver.given_name} ${driver.sur_name.toUpperCase()}`;
  const { contact } = order;
  const facts: Fact[] = [
    ...(main ? [{ label: t('people.main_driver'), value: driverName(main) }] : []),
    ...others.map((driver) => ({ label: t('people.additional_driver'), value: driverName(driver) })),
    { label: t('people.contact'), value: contact.name },
    { label: t('people.phone'), value: `+${contact.contact_area_code} ${contact.contact_phone}` },
    { label: t('people.email'), value: contact.email },
  ];
  if (order.remark) facts.push({ label: t('people.remark'), value: order.remark });
  return { title: t('people.title'), blocks: [{ kind: 'facts', facts }] };
}
