'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { ApiClientError } from '@/lib/site/api/errors';
import { formResolver } from '@/lib/site/forms/form-resolvers';
import { errorMessageKey } from '@/lib/site/i18n/api-error-message';
import { Link, useRouter } from '@/lib/site/i18n/navigation';
import { REFUND_REASONS, REFUND_REMARK_MAX } from '@/lib/orders/refund-reasons';
import { useApplyForRefund } from '../api/apply-for-refund';
import { useRefundQuote } from '../api/get-refund-quote';
import { refundProgressHref } from '../routes';
import type { RefundFormOutput, RefundFormValues } from '../types';
import { LoadFailed } from './load-failed';
import { FreeUntil, RefundAmounts } from './refund-amounts';
import styles from './refunds.module.css';

// The API's own schema, zod and zodResolver load with the form's first check.
const resolver = formResolver<RefundFormValues, unknown, RefundFormOutput>('refund');

/**
 * /order/refund/apply/{trade_no}: a reason from the list, an optional remark, and before the
 * traveller confirms, what was paid, the fee and the refund the cancellation policy gives now
 * (read from the server, which computes them again when the request arrives).
 */
export function RefundApply({ tradeNo }: { tradeNo: string }) {
  const t = useTranslations('refunds');
  const tErrors = useTranslations('errors');
  const router = useRouter();
  const idBase = useId();
  const quote = useRefundQuote(tradeNo);
  // The form starts with no reason chosen (''), which the schema's input type does not admit.
  const form = useForm<RefundFormValues, unknown, RefundFormOutput>({
    defaultValues: { reason: '', remark: '' },
    resolver,
  });
  const remark = useWatch({ control: form.control, name: 'remark' });
  const apply = useApplyForRefund({ onSuccess: () => router.push(refundProgressHref(tradeNo)) });

  if (quote.isPending) return <p role="status">{t('loading')}</p>;
  if (quote.isError) {
    if (quote.error instanceof ApiClientError && quote.error.reason === 'not_found') {
      return <p role="alert">{t('apply.notFound')}</p>;
    }
    return <LoadFailed onRetry={() => void quote.refetch()} />;
  }
  const data = quote.data;
  const remarkId = `${idBase}-remark`;
  const remarkHint = `${idBase}-remark-hint`;
  const remarkError = form.formState.errors.remark ? `${idBase}-remark-error` : undefined;

  return (
    <>
      <p className={styles.subtitle}>{t('apply.order', { tradeNo })}</p>
      <section className={styles.card} aria-labelledby={`${idBase}-summary`}>
        <h2 id={`${idBase}-summary`} className={styles.cardTitle}>
          {t('apply.summary')}
        </h2>
        <RefundAmounts amounts={data.amounts} />
        <FreeUntil freeUntil={data.freeUntil} free={data.free} storeClock={data.storeClock} />
      </section>
      {!data.canApply ? (
        <div className={styles.card}>
          <p role="alert">{t('apply.notAllowed')}</p>
          <Link className={styles.secondary} href={refundProgressHref(tradeNo)}>
            {t('apply.viewProgress')}
          </Link>
        </div>
      ) : (
        <form
          noValidate
          className={styles.card}
          onSubmit={form.handleSubmit((values) => apply.mutate({ ...values, tradeNo }))}
          onFocus={() => resolver.prefetch()}
          onPointerEnter={() => resolver.prefetch()}
        >
          <Controller
            control={form.control}
            name="reason"
            render={({ field, fieldState }) => (
              <Select
                className={styles.field}
                name={field.name}
                selectedKey={field.value || null}
                onSelectionChange={(key) => field.onChange(String(key))}
                onBlur={field.onBlur}
                isInvalid={fieldState.invalid}
                isRequired
                validationBehavior="aria"
                placeholder={t('apply.reasonPlaceholder')}
              >
                <Label className={styles.label}>{t('apply.reason')}</Label>
                <Button className={styles.selectButton} ref={field.ref}>
                  <SelectValue>
                    {({ isPlaceholder, selectedText }) => (
                      <span className={isPlaceholder ? styles.placeholder : undefined}>
                        {isPlaceholder ? t('apply.reasonPlaceholder') : selectedText}
                      </span>
                    )}
                  </SelectValue>
                  <span aria-hidden="true">▾</span>
                </Button>
                <FieldError className={styles.error}>{t('apply.reasonRequired')}</FieldError>
                <Popover className={styles.popover}>
                  <ListBox className={styles.listBox}>
                    {REFUND_REASONS.map((reason) => (
                      <ListBoxItem key={reason} id={reason} className={styles.option}>
                        {t(`reasons.${reason}`)}
                      </ListBoxItem>
                    ))}
                  </ListBox>
                </Popover>
              </Select>
            )}
          />
          <div className={styles.field}>
            <label className={styles.label} htmlFor={remarkId}>
              {t('apply.remark')}
            </label>
            <textarea
              id={remarkId}
              className={styles.textarea}
              maxLength={REFUND_REMARK_MAX}
              aria-invalid={remarkError ? true : undefined}
              aria-describedby={[remarkHint, remarkError].filter(Boolean).join(' ')}
              {...form.register('remark')}
            />
            <p id={remarkHint} className={styles.hint}>
              {t('apply.remarkCount', { count: remark.length, max: REFUND_REMARK_MAX })}
            </p>
            {remarkError && (
              <p id={remarkError} className={styles.error}>
                {t('apply.remarkTooLong', { max: REFUND_REMARK_MAX })}
              </p>
            )}
          </div>
          {apply.isError && (
            <p role="alert" className={styles.error}>
              {tErrors(errorMessageKey(apply.error))}
            </p>
          )}
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={apply.isPending}>
              {apply.isPending ? t('apply.submitting') : t('apply.submit')}
            </button>
          </div>
        </form>
      )}
    </>
  );
}
