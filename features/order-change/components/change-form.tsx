'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import buttonStyles from '@/components/forms/plain-button.module.css';
import type { Lang } from '@/lib/i18n/locales';
import { packageLabel } from '@/lib/i18n/package-label';
import { errorMessageKey } from '@/lib/site/i18n/api-error-message';
import { Link } from '@/lib/site/i18n/navigation';
import { useChangeOffer, type ChangeSearch } from '../api/get-change-offer';
import { useQuoteChange } from '../api/quote-change';
import { changeRequest, initialValues } from '../change-body';
import { carChoices, packageChoices } from '../choices';
import { orderDetailHref } from '../routes';
import type { ChangeQuote, ChangeValues, OrderToChange } from '../types';
import { ChangeDrivers } from './change-drivers';
import { ChangeQuoteView } from './change-quote-view';
import styles from './change.module.css';

export type StoreChoice = { code: string; name: string };

type Props = {
  order: OrderToChange;
  /** the pick-up store's drop-off list, named in the page language (the pick-up store first) */
  dropOffStores: StoreChoice[];
};

const WALL_DATE = /^\d{4}-\d{2}-\d{2}$/;
const WALL_TIME = /^\d{2}:\d{2}$/;

/**
 * /order/change/{trade_no}: the booking's dates and times, return store, car, package, extras,
 * drivers, flight number and contact, each starting as booked. "See the new price" asks the API for a quote
 * of what differs (an absent field keeps the booking's own); the quote shows both bills and what
 * the change does to the money, and confirms exactly the change it priced. An edit after a quote
 * puts it away: a confirm never sends a change the traveller did not see priced.
 */
export function ChangeForm({ order, dropOffStores }: Props) {
  const t = useTranslations('orders.change');
  const tErrors = useTranslations('errors');
  const packageWords = useTranslations('carDetail');
  const lang = useLocale() as Lang;
  const id = useId();
  const [values, setValues] = useState<ChangeValues>(() => initialValues(order));
  const [shown, setShown] = useState<ChangeQuote | null>(null);
  const quote = useQuoteChange();
  const offer = useChangeOffer(searchOf(order, values));
  const cars = carChoices(order, offer.data);
  const packages = packageChoices(order, offer.data, values.skuId);

  const edit = (patch: Partial<ChangeValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setShown(null);
    quote.reset();
  };
  const chooseCar = (skuId: number) => {
    const offered = packageChoices(order, offer.data, skuId);
    const keep = offered.some((pkg) => pkg.code === values.packageCode);
    edit({ skuId, packageCode: keep ? values.packageCode : (offered[0]?.code ?? values.packageCode) });
  };
  const field = (name: string) => `${id}-${name}`;

  return (
    <>
      <form
        noValidate
        className={styles.card}
        onSubmit={(event) => {
          event.preventDefault();
          quote.mutate(changeRequest(order, values), { onSuccess: setShown });
        }}
      >
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('form.dates')}</legend>
          <p className={styles.hint}>{t('form.storeClock', { city: order.pickupStore.city[lang] })}</p>
          <div className={styles.grid}>
            {(
              [
                ['pickupDate', 'date'],
                ['pickupTime', 'time'],
                ['dropOffDate', 'date'],
                ['dropOffTime', 'time'],
              ] as const
            ).map(([name, type]) => (
              <div key={name} className={styles.field}>
                <label className={styles.label} htmlFor={field(name)}>
                  {t(`form.${name}`)}
                </label>
                <input
                  id={field(name)}
                  type={type}
                  required
                  className={styles.input}
                  value={values[name]}
                  onChange={(event) => edit({ [name]: event.target.value })}
                />
              </div>
            ))}
          </div>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('form.rental')}</legend>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={field('store')}>
              {t('form.dropOffStore')}
            </label>
            <select
              id={field('store')}
              className={styles.input}
              value={values.dropOffStore}
              onChange={(event) => edit({ dropOffStore: event.target.value })}
            >
              {dropOffStores.map((store) => (
                <option key={store.code} value={store.code}>
                  {store.name}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={field('car')}>
              {t('form.car')}
            </label>
            <select
              id={field('car')}
              className={styles.input}
              value={values.skuId}
              aria-describedby={field('car-state')}
              onChange={(event) => chooseCar(Number(event.target.value))}
            >
              {cars.map((car) => (
                <option key={car.skuId} value={car.skuId}>
                  {car.skuId === order.car.skuId ? t('form.currentCar', { name: car.name }) : car.name}
                </option>
              ))}
            </select>
            <p id={field('car-state')} className={styles.hint} role="status">
              {offer.isFetching ? t('form.carsLoading') : offer.isError ? t('form.carsFailed') : ''}
            </p>
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={field('package')}>
              {t('form.package')}
            </label>
            <select
              id={field('package')}
              className={styles.input}
              value={values.packageCode}
              onChange={(event) => edit({ packageCode: event.target.value })}
            >
              {packages.map((pkg) => (
                <option key={pkg.code} value={pkg.code}>
                  {packageLabel(packageWords, pkg)}
                </option>
              ))}
            </select>
          </div>
        </fieldset>

        {offer.data && offer.data.extras.length > 0 && (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('form.extras')}</legend>
            <div className={styles.grid}>
              {offer.data.extras.map((extra) => (
                <div key={extra.id} className={styles.field}>
                  <label className={styles.label} htmlFor={field(`extra-${extra.id}`)}>
                    {extra.name[lang]}
                  </label>
                  <input
                    id={field(`extra-${extra.id}`)}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={extra.maxQuantity}
                    className={`${styles.input} ${styles.quantity}`}
                    value={values.extras[extra.id] ?? 0}
                    onChange={(event) => {
                      const quantity = Math.max(
                        0,
                        Math.min(extra.maxQuantity, Number(event.target.value) || 0),
                      );
                      edit({ extras: { ...values.extras, [extra.id]: quantity } });
                    }}
                  />
                </div>
              ))}
            </div>
          </fieldset>
        )}

        <ChangeDrivers drivers={values.drivers} onChange={(drivers) => edit({ drivers })} />

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('form.details')}</legend>
          <div className={styles.grid}>
            {(
              [
                ['flightNo', 'text', 'off'],
                ['contactName', 'text', 'name'],
                ['contactEmail', 'email', 'email'],
              ] as const
            ).map(([name, type, autoComplete]) => (
              <div key={name} className={styles.field}>
                <label className={styles.label} htmlFor={field(name)}>
                  {t(`form.${name}`)}
                </label>
                <input
                  id={field(name)}
                  type={type}
                  autoComplete={autoComplete}
                  className={styles.input}
                  value={values[name]}
                  onChange={(event) => edit({ [name]: event.target.value })}
                />
              </div>
            ))}
          </div>
        </fieldset>

        {quote.isError && (
          <p role="alert" className={styles.error}>
            {tErrors(errorMessageKey(quote.error))}
          </p>
        )}
        <div className={styles.actions}>
          <button
            type="submit"
            className={`${buttonStyles.primary} ${buttonStyles.compact}`}
            disabled={quote.isPending}
          >
            {quote.isPending ? t('form.pricing') : t('form.seePrice')}
          </button>
          <Link
            href={orderDetailHref(order.tradeNo)}
            className={`${buttonStyles.secondary} ${buttonStyles.compact}`}
          >
            {t('form.back')}
          </Link>
        </div>
      </form>
      {shown && <ChangeQuoteView quote={shown} order={order} />}
    </>
  );
}

/** The rental the form describes, once its dates and times are whole; undefined while typed. */
function searchOf(order: OrderToChange, values: ChangeValues): ChangeSearch | undefined {
  const whole =
    WALL_DATE.test(values.pickupDate) &&
    WALL_TIME.test(values.pickupTime) &&
    WALL_DATE.test(values.dropOffDate) &&
    WALL_TIME.test(values.dropOffTime);
  if (!whole) return undefined;
  return {
    pickupStore: order.pickupStore.code,
    dropOffStore: values.dropOffStore,
    pickupWall: `${values.pickupDate} ${values.pickupTime}`,
    dropOffWall: `${values.dropOffDate} ${values.dropOffTime}`,
    driverAge: order.driverAge,
  };
}
