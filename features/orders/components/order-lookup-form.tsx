'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, useWatch, type UseFormRegister } from 'react-hook-form';
import { AskedCaptcha } from '@/components/captcha/asked-captcha';
import { useAskedCaptcha } from '@/components/captcha/use-asked-captcha';
import formStyles from '@/components/forms/plain-form.module.css';
import buttonStyles from '@/components/forms/plain-button.module.css';
import { HOME_AREA_CODE, type Lang } from '@/lib/i18n/locales';
import { formResolver } from '@/lib/site/forms/form-resolvers';
import type { ForgotFormValues, LookupFormValues } from '@/lib/site/forms/order-forms';
import { errorMessageKey } from '@/lib/site/i18n/api-error-message';
import { useRouter } from '@/lib/site/i18n/navigation';
import { useFindOrder } from '../api/find-order';
import { orderSearchHref } from '../routes';
import { CallFailure } from './call-failure';
import { ContactFields } from './contact-fields';
import { useFieldProblem } from './field-problem';
import { ForgotNumber } from './forgot-number';
import styles from './forms.module.css';
import { TextField } from './text-field';

/** A new lookup: by phone, its country code the language's own (as the booking's contact has it). */
const empty = (lang: Lang): LookupFormValues => ({
  trade_no: '',
  by: 'phone',
  area_code: HOME_AREA_CODE[lang],
  phone: '',
  email: '',
});

// The schema and zod load with the form's first check, not with /query or the header's dialog.
const resolver = formResolver<LookupFormValues>('orderLookup');

/**
 * /query: a guest finds an order by its number and the phone or e-mail used on it. A found order
 * opens at /order/search/{trade_no} (this browser may now read it); any mismatch says only 'order
 * information error', as the API does. The header's order-search dialog holds the same form
 * (order-search-dialog-form.tsx): `onFound` lets it close as the order opens. An order number that
 * has had its failed lookups (whoever made them) is answered captcha_required: the form then shows
 * the slide captcha with a word on why, and each further search carries a solution.
 */
export function OrderLookupForm({ onFound }: { onFound?: () => void } = {}) {
  const t = useTranslations('orders.form');
  const tAsked = useTranslations('account.askedCaptcha');
  const tErrors = useTranslations('errors');
  const router = useRouter();
  const id = useId();
  const { register, handleSubmit, control, formState } = useForm<LookupFormValues>({
    defaultValues: empty(useLocale() as Lang),
    resolver,
  });
  const by = useWatch({ control, name: 'by' });
  const [forgot, setForgot] = useState(false);
  const captcha = useAskedCaptcha();
  // Searching again before the captcha asked for is solved: said here, and no call is made.
  const [unsolved, setUnsolved] = useState(false);
  const lookup = useFindOrder({
    onSuccess: (tradeNo) => {
      router.push(orderSearchHref(tradeNo));
      onFound?.();
    },
    onSettled: (_, error) => captcha.settle(error ?? undefined),
  });
  const problem = useFieldProblem();
  const searching = lookup.isPending || lookup.isSuccess;
  const asked = lookup.isError && errorMessageKey(lookup.error) === 'captcha_required';

  return (
    <>
      <form
        className={formStyles.form}
        noValidate
        onSubmit={handleSubmit((values) => {
          setUnsolved(captcha.missing);
          if (captcha.missing) return;
          lookup.mutate({ values, captcha: captcha.field });
        })}
        onFocus={resolver.prefetch}
      >
        <TextField
          id={`${id}-trade-no`}
          label={t('tradeNo')}
          inputMode="numeric"
          autoComplete="off"
          error={problem(formState.errors.trade_no?.message)}
          registration={register('trade_no')}
        />
        <ContactFields
          id={id}
          by={by}
          register={register as unknown as UseFormRegister<ForgotFormValues>}
          errors={formState.errors}
        />
        <AskedCaptcha captcha={captcha} explanation={tAsked('lookup')} solved={tAsked('solvedLookup')} />
        {unsolved && captcha.missing ? (
          <p role="alert" className={formStyles.error}>
            {tErrors('captcha_required')}
          </p>
        ) : (
          lookup.isError && !asked && <CallFailure error={lookup.error} />
        )}
        <button type="submit" className={buttonStyles.primary} disabled={searching}>
          {t(searching ? 'searching' : 'search')}
        </button>
        <p className={styles.hint}>
          <button
            type="button"
            className={buttonStyles.link}
            aria-expanded={forgot}
            onClick={() => setForgot(!forgot)}
          >
            {t('forgotLink')}
          </button>
        </p>
      </form>
      {forgot && <ForgotNumber />}
    </>
  );
}
