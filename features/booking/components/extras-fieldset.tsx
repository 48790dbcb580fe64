'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useFillInMethods } from '../form-methods';
import { moneyText } from '@/components/money';
import fieldStyles from '@/components/forms/field.module.css';
import type { Lang } from '@/lib/i18n/locales';
import type { ChosenExtra, ExtraOffer } from '../types';
import styles from './extras.module.css';
import formStyles from './form.module.css';

type Props = {
  /** extras (equipment, services) or insurance units of the store, priced for this rental */
  offers: readonly ExtraOffer[];
  name: 'extra_service' | 'insurance_unit_item';
  legend: string;
  rentDays: number;
  /** spec §4: with payment version 2 extras are billed online, otherwise paid at the counter */
  paymentVersion: 1 | 2;
};

/**
 * Extras or insurance units (spec §3, §4): choosing one starts it at quantity 1, quantity 0 removes
 * it, at most its maxQuantity. Each says its price per day × days (capped per unit) and whether it
 * is in the bill or paid at the counter. One the package includes (Full protection's additional
 * driver) is shown as included, with no price; what the checkbox adds is bought beyond it.
 */
export function ExtrasFieldset({ offers, name, legend, rentDays, paymentVersion }: Props) {
  const t = useTranslations('booking.extras');
  const lang = useLocale() as Lang;
  const id = useId();
  const { control, setValue } = useFillInMethods();
  const chosen = useWatch({ control, name });
  if (offers.length === 0) return null;

  const setQuantity = (extraId: number, quantity: number) => {
    // The list keeps the offer order and skips quantity 0 (spec §4 'rebuilds the extra_service list').
    const next: ChosenExtra[] = offers.flatMap((offer) => {
      const current =
        offer.id === extraId ? quantity : (chosen.find((item) => item.id === offer.id)?.quantity ?? 0);
      return current > 0 ? [{ id: offer.id, quantity: current }] : [];
    });
    setValue(name, next, { shouldDirty: true });
  };

  return (
    <fieldset className={formStyles.section}>
      <legend className={formStyles.legend}>{legend}</legend>
      <p className={fieldStyles.hint}>{paymentVersion === 2 ? t('billedOnline') : t('paidAtCounter')}</p>
      <ul className={styles.list}>
        {offers.map((offer) => {
          const quantity = chosen.find((item) => item.id === offer.id)?.quantity ?? 0;
          const ids = {
            add: `${id}-${offer.id}-add`,
            qty: `${id}-${offer.id}-qty`,
            price: `${id}-${offer.id}-price`,
            included: `${id}-${offer.id}-included`,
          };
          const unit = moneyText(offer.unitPrice, lang);
          return (
            <li
              key={offer.id}
              className={styles.item}
              data-extra={offer.code}
              data-included={offer.included > 0 || undefined}
            >
              {offer.included > 0 && (
                <p id={ids.included} className={styles.includedHead}>
                  <span className={styles.name}>{offer.name[lang]}</span>{' '}
                  <span className={styles.included}>{t('included')}</span>{' '}
                  <span className={fieldStyles.hint}>{t('includedNote')}</span>
                </p>
              )}
              <div className={formStyles.choice}>
                <input
                  id={ids.add}
                  type="checkbox"
                  checked={quantity > 0}
                  aria-describedby={offer.included > 0 ? `${ids.included} ${ids.price}` : ids.price}
                  onChange={(event) => setQuantity(offer.id, event.target.checked ? 1 : 0)}
                />
                <span className={formStyles.choiceText}>
                  <label htmlFor={ids.add} className={styles.name}>
                    {offer.included > 0 ? t('addMore') : offer.name[lang]}
                  </label>
                  <span className={fieldStyles.hint}>{offer.description[lang]}</span>
                  <span id={ids.price} className={styles.price}>
                    {offer.perDay
                      ? t('perDay', { price: unit, count: rentDays })
                      : t('perRental', { price: unit })}
                    {offer.perDay && <> {t('eachRental', { price: moneyText(offer.rentalPrice, lang) })}</>}
                    {offer.cap && <> {t('cap', { cap: moneyText(offer.cap, lang) })}</>}
                  </span>
                </span>
              </div>
              {quantity > 0 && offer.maxQuantity > 1 && (
                <div className={styles.quantity}>
                  <label htmlFor={ids.qty}>
                    {offer.included > 0 ? t('quantityMore') : t('quantity', { name: offer.name[lang] })}
                  </label>
                  <select
                    id={ids.qty}
                    className={fieldStyles.input}
                    value={quantity}
                    onChange={(event) => setQuantity(offer.id, Number(event.target.value))}
                  >
                    {Array.from({ length: offer.maxQuantity + 1 }, (_, count) => (
                      <option key={count} value={count}>
                        {count}
                      </option>
                    ))}
                  </select>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
