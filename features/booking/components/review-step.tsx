'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { moneyText } from '@/components/money';
import buttonStyles from '@/components/forms/button.module.css';
import { toMoney } from '@/lib/site/booking-flow/money';
import { formatDate } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import { parseWallTime } from '@/lib/time/wall-time';
import type { BookState } from '../hooks/use-book';
import type { BookingForm, FillInRental } from '../types';
import { BookOutcomeView } from './book-outcome-view';
import { CancellationTermsList } from '@/components/cancellation-terms';
import { RequiredDocuments } from '@/components/documents/required-documents';
import { TotalBar } from './total-bar';
import formStyles from './form.module.css';
import styles from './review.module.css';

type Props = {
  rental: FillInRental;
  /** the car list of this search (sold out, search again) */
  carListHref: string;
  form: BookingForm;
  headingRef: Ref<HTMLHeadingElement>;
  bookState: BookState;
  onBook: () => void;
  onEdit: () => void;
};

/**
 * The review-and-book step (stepper step 4): the drivers, the contact, the flight and requests, the
 * deposit, the cancellation terms and the documents to bring as they will be booked (the trip, the car, the package and the
 * whole bill are beside it), then Book.
 */
export function ReviewStep({ rental, carListHref, form, headingRef, bookState, onBook, onEdit }: Props) {
  const t = useTranslations('booking');
  const tErrors = useTranslations('errors.form');
  const lang = useLocale() as Lang;
  const birthday = (date: string) => formatDate(parseWallTime(`${date} 00:00`) ?? date, 'UTC', lang);
  const { contact } = form;
  const busy = bookState.status === 'booking' || bookState.status === 'booked';
  const outcome = bookState.status === 'refused' ? bookState.outcome : null;
  const waiting =
    outcome?.kind === 'sold_out' || outcome?.kind === 'order_repeat' || outcome?.kind === 'search_again';

  return (
    <section className={formStyles.section} aria-labelledby="review-heading">
      <h2 id="review-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('review.heading')}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('review.drivers')}</dt>
          <dd>
            <ul className={styles.plain}>
              {form.drivers.map((driver, index) => (
                <li key={index}>
                  <strong>
                    {driver.sur_name} {driver.given_name}
                  </strong>{' '}
                  ({index === 0 ? t('drivers.main') : t('drivers.additional', { number: index })}) ·{' '}
                  {t('review.born', { date: birthday(driver.birthday) })} ·{' '}
                  {t(`drivers.licenceTypes.${driver.driver_license_type}`)}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{t('review.contact')}</dt>
          <dd>
            <ul className={styles.plain}>
              <li>
                {t(`contact.titles.${contact.gender}`)} {contact.name}
              </li>
              <li>
                +{contact.contact_area_code} {contact.contact_phone}{' '}
                <span className={formStyles.success}>({t('phone.verified')})</span>
              </li>
              <li>{contact.email}</li>
              {contact.local_phone && (
                <li>
                  {t('review.localPhone')}: +{contact.local_area_code.replace(/^\+/, '')}{' '}
                  {contact.local_phone}
                </li>
              )}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{t('review.requests')}</dt>
          <dd>
            <ul className={styles.plain}>
              <li>
                {t('review.flightNo')}: {form.flight_no || t('review.none')}
              </li>
              <li>
                {t('review.remark')}: {form.remark || t('review.none')}
              </li>
            </ul>
          </dd>
        </div>
        <div>
          <dt>{t('review.deposit')}</dt>
          <dd>
            {form.deposit === '1' ? (
              <>
                {t('deposit.zhima')} — {tErrors('zhima_score')}
              </>
            ) : (
              <>
                {t('deposit.creditCard')} —{' '}
                {tErrors('deposit_credit_card', { deposit: moneyText(toMoney(rental.deposit), lang) })}
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('review.cancellation')}</dt>
          <dd>
            <CancellationTermsList
              policy={rental.cancellationPolicy}
              localCurrency={rental.localCurrency}
              className={styles.plain}
            />
          </dd>
        </div>
      </dl>
      <RequiredDocuments
        country={rental.pickupStore.country}
        licences={form.drivers.map((driver) => driver.driver_license_type)}
        depositByCard={form.deposit !== '1'}
        headingLevel={3}
      />
      {outcome && <BookOutcomeView outcome={outcome} carListHref={carListHref} onRetry={onBook} />}
      <div className={styles.actions}>
        <button type="button" className={buttonStyles.secondary} onClick={onEdit} disabled={busy}>
          {t('review.edit')}
        </button>
        {!waiting && (
          <TotalBar>
            <button
              type="button"
              className={`${buttonStyles.primary} ${buttonStyles.large}`}
              onClick={onBook}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {busy
                ? t('review.booking')
                : rental.payMode === 'arrival'
                  ? t('review.bookAtCounter')
                  : t('review.bookOnline')}
            </button>
          </TotalBar>
        )}
      </div>
    </section>
  );
}
