'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useFillInMethods } from '../form-methods';
import { useProblemText } from '@/components/forms/use-problem-text';
import fieldStyles from '@/components/forms/field.module.css';
import { GENDERS } from '@/lib/choices';
import type { Lang } from '@/lib/i18n/locales';
import type { PhoneProofDraft } from '@/lib/site/store/fill-in-draft';
import { phoneOf } from '../fill-in-values';
import { FORM_LIMITS } from '../form-limits';
import type { SavedContact } from '../types';
import { Field, FieldProblem } from './field';
import styles from './form.module.css';
import { PhoneVerification } from './phone-verification';
import { SavedPicker } from './saved-picker';

type Props = {
  lang: Lang;
  /** the proof of the phone the traveller verified, if any */
  proof: PhoneProofDraft | null;
  onProof: (proof: PhoneProofDraft | null) => void;
  saved: readonly SavedContact[];
};

/** Whether the proof is for this phone and still good. */
export function provesPhone(proof: PhoneProofDraft | null, areaCode: string, phone: string): boolean {
  return (
    proof !== null && proof.phone === phoneOf(areaCode, phone) && Date.parse(proof.expiresAt) > Date.now()
  );
}

/**
 * The contact (spec §3): title, name, mobile (verified with a code before booking), e-mail, and an
 * optional local phone for the trip. Changing the mobile drops its verification.
 */
export function ContactFieldset({ lang, proof, onProof, saved }: Props) {
  const t = useTranslations('booking');
  const id = useId();
  const { control, register, setValue, trigger, getValues } = useFillInMethods();
  const { errors } = useFormState({ control, name: 'contact' });
  const problemText = useProblemText();
  const [areaCode, phone] = useWatch({
    control,
    name: ['contact.contact_area_code', 'contact.contact_phone'],
  });
  const verified = provesPhone(proof, areaCode, phone);
  const contactErrors = errors.contact;

  useEffect(() => {
    if (proof && !provesPhone(proof, areaCode, phone)) onProof(null);
  }, [proof, areaCode, phone, onProof]);

  const validPhone = async () => {
    const ok = await trigger(['contact.contact_area_code', 'contact.contact_phone']);
    if (!ok) return null;
    const contact = getValues('contact');
    return { areaCode: contact.contact_area_code, phone: contact.contact_phone };
  };

  const genderError = problemText(contactErrors?.gender?.message, 'gender');
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('contact.legend')}</legend>
      {saved.length > 0 && (
        <SavedPicker
          id={`${id}-saved`}
          label={t('saved.contacts')}
          options={saved.map((contact) => ({ key: contact.contact_id, label: contact.name }))}
          onPick={(key) => {
            const contact = saved.find((item) => item.contact_id === key);
            if (contact) setValue('contact', { ...contact }, { shouldValidate: true, shouldDirty: true });
          }}
        />
      )}
      <div className={styles.grid}>
        <fieldset
          className={`${styles.choices} ${styles.wide}`}
          aria-describedby={genderError ? `${id}-gender-error` : undefined}
        >
          <legend className={fieldStyles.label}>{t('labels.gender')}</legend>
          {GENDERS.map((title) => (
            <label key={title} className={styles.choice}>
              <input
                type="radio"
                value={title}
                data-invalid-focus={genderError ? '' : undefined}
                {...register('contact.gender')}
              />
              <span>{t(`contact.titles.${title}`)}</span>
            </label>
          ))}
          <FieldProblem id={`${id}-gender-error`}>{genderError}</FieldProblem>
        </fieldset>
        <Field
          id={`${id}-name`}
          label={t('labels.name')}
          error={problemText(contactErrors?.name?.message, 'name')}
          className={styles.wide}
        >
          {(a11y) => (
            <input
              {...a11y}
              className={fieldStyles.input}
              autoComplete="name"
              maxLength={FORM_LIMITS.contactNameMax}
              {...register('contact.name')}
            />
          )}
        </Field>
        <div className={`${styles.phone} ${styles.wide}`}>
          <Field
            id={`${id}-area`}
            label={t('labels.contact_area_code')}
            error={problemText(contactErrors?.contact_area_code?.message, 'contact_area_code')}
          >
            {(a11y) => (
              <input
                {...a11y}
                className={fieldStyles.input}
                inputMode="tel"
                autoComplete="tel-country-code"
                maxLength={5}
                {...register('contact.contact_area_code')}
              />
            )}
          </Field>
          <Field
            id={`${id}-phone`}
            label={t('labels.contact_phone')}
            error={problemText(contactErrors?.contact_phone?.message, 'contact_phone')}
          >
            {(a11y) => (
              <input
                {...a11y}
                type="tel"
                className={fieldStyles.input}
                autoComplete="tel-national"
                maxLength={20}
                {...register('contact.contact_phone')}
              />
            )}
          </Field>
        </div>
        <div className={styles.wide}>
          {/* Each phone has its own code: a new number starts the verification again. */}
          <PhoneVerification
            key={phoneOf(areaCode, phone)}
            lang={lang}
            verified={verified}
            validPhone={validPhone}
            onVerified={onProof}
          />
        </div>
        <Field
          id={`${id}-email`}
          label={t('labels.email')}
          error={problemText(contactErrors?.email?.message, 'email')}
          hint={t('contact.emailHint')}
          className={styles.wide}
        >
          {(a11y) => (
            <input
              {...a11y}
              type="email"
              className={fieldStyles.input}
              autoComplete="email"
              maxLength={254}
              {...register('contact.email')}
            />
          )}
        </Field>
        <div className={`${styles.phone} ${styles.wide}`}>
          <Field
            id={`${id}-local-area`}
            label={t('labels.local_area_code')}
            error={problemText(contactErrors?.local_area_code?.message, 'local_area_code')}
          >
            {(a11y) => (
              <input
                {...a11y}
                className={fieldStyles.input}
                inputMode="tel"
                maxLength={5}
                {...register('contact.local_area_code')}
              />
            )}
          </Field>
          <Field
            id={`${id}-local-phone`}
            label={t('labels.local_phone')}
            error={problemText(contactErrors?.local_phone?.message, 'local_phone')}
            hint={t('contact.localHint')}
          >
            {(a11y) => (
              <input
                {...a11y}
                type="tel"
                className={fieldStyles.input}
                maxLength={20}
                {...register('contact.local_phone')}
              />
            )}
          </Field>
        </div>
      </div>
    </fieldset>
  );
}
