'use client';

import { useTranslations } from 'next-intl';
import { memo, type FormEvent, type ReactNode, type Ref } from 'react';
import { useTabRestored } from '@/components/providers/site-store-provider';
import fieldStyles from '@/components/forms/field.module.css';
import buttonStyles from '@/components/forms/button.module.css';
import type { Lang } from '@/lib/i18n/locales';
import type { AppliedCoupon, PhoneProofDraft } from '@/lib/site/store/fill-in-draft';
import type { PreAuthControl } from '../hooks/use-pre-auth';
import type { BillAmount, FillInLinks, FillInRental, SavedPeople } from '../types';
import { ContactFieldset } from './contact-fieldset';
import { CouponField } from './coupon-field';
import { DepositFieldset } from './deposit-fieldset';
import { DriversDocuments } from './drivers-documents';
import { DriversFieldset } from './drivers-fieldset';
import { ExtrasFieldset } from './extras-fieldset';
import styles from './form.module.css';
import { LoginInvite } from './login-invite';
import { RequestsFieldset } from './requests-fieldset';
import { TermsField } from './terms-field';
import { TotalBar } from './total-bar';

export type FillInFormProps = {
  rental: FillInRental;
  links: FillInLinks;
  lang: Lang;
  formRef: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** starts loading the form's rules on the first hover or focus */
  onFirstTouch: () => void;
  additionalDriversAllowed: number;
  proof: PhoneProofDraft | null;
  onProof: (proof: PhoneProofDraft | null) => void;
  coupon: AppliedCoupon | null;
  onCoupon: (coupon: AppliedCoupon | null) => void;
  couponProblem?: string;
  baseTotal: BillAmount;
  preAuth: PreAuthControl;
  /** a booking answer that concerns no single field, shown above the form */
  notice?: string;
  saved: SavedPeople;
};

/**
 * Nothing can be typed before the page is interactive and the tab's draft is read: it would be lost
 * when the form starts from the draft. Only this fieldset renders again when the memory is read:
 * its children are the same elements, so React leaves the fields as they are.
 */
function UntilTabRestored({ className, children }: { className?: string; children: ReactNode }) {
  const restored = useTabRestored();
  return (
    <fieldset className={className} disabled={!restored}>
      {children}
    </fieldset>
  );
}

/**
 * The fill-in form of spec §3 'Booking order (being built)', section by section, then Continue.
 * Memoized: FillInSteps renders again for its own state, which is not the form's.
 */
export const FillInForm = memo(function FillInForm({
  rental,
  links,
  lang,
  formRef,
  onSubmit,
  onFirstTouch,
  additionalDriversAllowed,
  proof,
  onProof,
  coupon,
  onCoupon,
  couponProblem,
  baseTotal,
  preAuth,
  notice,
  saved,
}: FillInFormProps) {
  const t = useTranslations('booking');
  return (
    <form
      ref={formRef}
      className={styles.form}
      aria-label={t('form.label')}
      noValidate
      onSubmit={onSubmit}
      onPointerEnter={onFirstTouch}
      onFocus={onFirstTouch}
    >
      <UntilTabRestored className={styles.frame}>
        {notice && (
          <p role="alert" className={fieldStyles.error} data-invalid-focus="" tabIndex={-1}>
            {notice}
          </p>
        )}
        <LoginInvite />
        <DriversFieldset
          rules={rental.driverRules}
          additionalAllowed={additionalDriversAllowed}
          withAge={links.withAge}
          saved={saved.drivers}
        />
        <DriversDocuments storeCountry={rental.pickupStore.country} />
        <ContactFieldset lang={lang} proof={proof} onProof={onProof} saved={saved.contacts} />
        <ExtrasFieldset
          offers={rental.extras}
          name="extra_service"
          legend={t('extras.legend')}
          rentDays={rental.rentDays}
          paymentVersion={rental.paymentVersion}
        />
        <ExtrasFieldset
          offers={rental.insurance}
          name="insurance_unit_item"
          legend={t('extras.insuranceLegend')}
          rentDays={rental.rentDays}
          paymentVersion={rental.paymentVersion}
        />
        <RequestsFieldset />
        <CouponField
          pickupLocation={rental.pickupLocation}
          storeCountry={rental.pickupStore.country}
          baseTotal={baseTotal}
          applied={coupon}
          onApplied={onCoupon}
          bookingProblem={couponProblem}
        />
        <DepositFieldset
          pickupStore={rental.pickupStore.code}
          storeAllowsZhima={rental.pickupStore.allowsZhima}
          deposit={rental.deposit}
          preAuth={preAuth}
        />
        <TermsField termsHref={links.terms} usStore={rental.pickupStore.country === 'US'} />
        {rental.payMode === 'arrival' && <p className={fieldStyles.hint}>{t('form.arrivalNote')}</p>}
        <TotalBar>
          <button type="submit" className={`${buttonStyles.primary} ${buttonStyles.large}`}>
            {t('form.continue')}
          </button>
        </TotalBar>
      </UntilTabRestored>
    </form>
  );
});
