'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch, type UseFormRegister } from 'react-hook-form';
import { useApi } from '@/components/providers/site-store-provider';
import formStyles from '@/components/forms/plain-form.module.css';
import buttonStyles from '@/components/forms/plain-button.module.css';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { errorMessageKey } from '@/lib/i18n/api-error-message';
import { useRouter } from '@/lib/i18n/navigation';
import { queryOrder } from '../api/order-calls';
import { orderSearchHref } from '../routes';
import { contactBody } from '../contact-body';
import type { ForgotFormValues, LookupFormValues } from '@/lib/forms/order-forms';
import { ContactFields } from './contact-fields';
import { ForgotNumber } from './forgot-number';
import styles from './forms.module.css';
import { TextField } from './text-field';

const EMPTY: LookupFormValues = { trade_no: '', by: 'phone', area_code: '86', phone: '', email: '' };

/**
 * /query: a guest finds an order by its number and the phone or e-mail used on it. A found order
 * opens at /order/search/{trade_no} (this browser may now read it); any mismatch says only 'order
 * information error', as the API does. The header's order-search dialog holds the same form
 * (order-search-dialog-form.tsx): `onFound` lets it close as the order opens.
 */
export function OrderLookupForm({ onFound }: { onFound?: () => void } = {}) {
  const t = useTranslations('orders.form');
  const tErrors = useTranslations('errors');
  const api = useApi();
  const router = useRouter();
  const id = useId();
  const resolver = useMemo(
    () => lazyResolver(() => import('../resolvers').then((m) => m.lookupResolver)),
    [],
  );
  const { register, handleSubmit, control, formState } = useForm<LookupFormValues>({
    defaultValues: EMPTY,
    resolver,
  });
  const by = useWatch({ control, name: 'by' });
  const [forgot, setForgot] = useState(false);
  const lookup = useMutation({
    mutationFn: (values: LookupFormValues) =>
      queryOrder(api, { trade_no: values.trade_no.trim(), ...contactBody(values) }),
    onSuccess: (found) => {
      router.push(orderSearchHref(found.trade_no));
      onFound?.();
    },
  });
  const submit = handleSubmit((values) => lookup.mutate(values));
  const problem = (message: string | undefined) =>
    message ? t(`problems.${message}` as 'problems.required') : undefined;

  return (
    <>
      <form className={formStyles.form} noValidate onSubmit={submit} onFocus={resolver.prefetch}>
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
        {lookup.isError && (
          <p role="alert" className={formStyles.error}>
            {tErrors(errorMessageKey(lookup.error))}
          </p>
        )}
        <button
          type="submit"
          className={buttonStyles.primary}
          disabled={lookup.isPending || lookup.isSuccess}
        >
          {t(lookup.isPending || lookup.isSuccess ? 'searching' : 'search')}
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
