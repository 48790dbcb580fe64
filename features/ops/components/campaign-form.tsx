'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '@/lib/site/forms/form-resolvers';
import { useCreateCouponCampaign, type CampaignBody } from '../api/create-coupon-campaign';
import type { MarketingChoices } from '../to-site-marketing';
import { CallFailure } from './call-failure';
import { useMarketingProblem } from './campaign-problems';
import { MarketingField } from './marketing-field';
import { serverFieldProblems } from './price-problems';
import buttonStyles from '@/components/forms/button.module.css';
import styles from './ops.module.css';

/** What the form holds: the body's field names; an optional field left empty is undefined. */
type FormValues = {
  code: string;
  kind: 'percent' | 'amount';
  value: string;
  currency?: string | undefined;
  less_limit?: string | undefined;
  countries: string[];
  stores: string[];
  starts_on: string;
  ends_on: string;
  /** empty: null, no limit (the API's default, absent, is once) */
  uses_per_traveller: string | null;
  uses_total?: string | undefined;
  description_en: string;
  description_th: string;
  description_zh: string;
  description_zh_hant: string;
};

// The contract's schema of /ops/coupons/create (zod loads with the first check).
const resolver = formResolver<FormValues, unknown, CampaignBody>('opsCoupon');

const DESCRIPTIONS = ['description_en', 'description_th', 'description_zh', 'description_zh_hant'] as const;

const utcDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const emptyCampaign = (): FormValues => ({
  code: '',
  kind: 'percent',
  value: '',
  currency: undefined,
  less_limit: undefined,
  countries: [],
  stores: [],
  starts_on: utcDay(0),
  ends_on: utcDay(30),
  uses_per_traveller: '1',
  uses_total: undefined,
  description_en: '',
  description_th: '',
  description_zh: '',
  description_zh_hant: '',
});

const orUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const orNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * A new coupon campaign: its code, a percentage or an amount off in a currency, the lower limit
 * of the rental's price, where it may be used (countries, stores: none means everywhere), its UTC
 * dates and how often it may be used. The schema checks it here and the API again; the API's
 * field problems (a code already taken) show under their fields.
 */
export function CampaignForm({ choices }: { choices: MarketingChoices }) {
  const t = useTranslations('ops.campaigns');
  const problemText = useMarketingProblem();
  const [done, setDone] = useState('');
  const { register, handleSubmit, reset, formState } = useForm<FormValues, unknown, CampaignBody>({
    defaultValues: emptyCampaign(),
    resolver,
  });
  const create = useCreateCouponCampaign((campaign) => {
    setDone(t('created', { code: campaign.code }));
    reset(emptyCampaign());
  });
  const server = serverFieldProblems(create.error);
  const problem = (name: keyof FormValues) => problemText(formState.errors[name]?.message ?? server[name]);
  const id = (name: string) => `campaign-${name}`;

  const text = (name: keyof FormValues, label: string, hint?: string, extra: object = {}) => (
    <MarketingField id={id(name)} label={label} hint={hint} error={problem(name)}>
      {(described) => (
        <input id={id(name)} type="text" autoComplete="off" {...extra} {...described} {...register(name)} />
      )}
    </MarketingField>
  );

  const checks = (name: 'countries' | 'stores', options: { code: string; name: string }[]) => (
    <fieldset className={styles.checks} aria-describedby={`${id(name)}-hint`}>
      <legend>{t(name)}</legend>
      {options.map((option) => (
        <label key={option.code} title={option.name}>
          <input type="checkbox" value={option.code} {...register(name)} />
          <span>{name === 'stores' ? option.code : option.name}</span>
        </label>
      ))}
      <p id={`${id(name)}-hint`} className={styles.hint}>
        {t(`${name}Hint`)}
      </p>
    </fieldset>
  );

  return (
    <section aria-labelledby="campaign-create-title" className={styles.card}>
      <h2 id="campaign-create-title" className={styles.subtitle}>
        {t('createTitle')}
      </h2>
      <form
        noValidate
        className={styles.form}
        onSubmit={handleSubmit((body) => {
          setDone('');
          create.mutate(body);
        })}
      >
        <MarketingField id={id('code')} label={t('code')} hint={t('codeHint')} error={problem('code')}>
          {(described) => (
            <input
              id={id('code')}
              type="text"
              autoComplete="off"
              spellCheck={false}
              maxLength={32}
              className={styles.mono}
              {...described}
              {...register('code', { setValueAs: (value: string) => value.trim().toUpperCase() })}
            />
          )}
        </MarketingField>
        <fieldset className={styles.checks}>
          <legend>{t('kind')}</legend>
          <label>
            <input type="radio" value="percent" {...register('kind')} />
            {t('kindPercent')}
          </label>
          <label>
            <input type="radio" value="amount" {...register('kind')} />
            {t('kindAmount')}
          </label>
        </fieldset>
        {text('value', t('value'), t('valueHint'), { inputMode: 'decimal' })}
        <MarketingField
          id={id('currency')}
          label={t('currency')}
          hint={t('currencyHint')}
          error={problem('currency')}
        >
          {(described) => (
            <select id={id('currency')} {...described} {...register('currency', { setValueAs: orUndefined })}>
              <option value="">{t('noCurrency')}</option>
              {choices.currencies.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          )}
        </MarketingField>
        <MarketingField
          id={id('less_limit')}
          label={t('lessLimit')}
          hint={t('lessLimitHint')}
          error={problem('less_limit')}
        >
          {(described) => (
            <input
              id={id('less_limit')}
              type="text"
              inputMode="decimal"
              {...described}
              {...register('less_limit', { setValueAs: orUndefined })}
            />
          )}
        </MarketingField>
        {checks('countries', choices.countries)}
        {checks('stores', choices.stores)}
        <div className={styles.searchGrid}>
          {text('starts_on', t('startsOn'), t('datesHint'), { type: 'date' })}
          {text('ends_on', t('endsOn'), undefined, { type: 'date' })}
        </div>
        <MarketingField
          id={id('uses_per_traveller')}
          label={t('usesPerTraveller')}
          hint={t('usesPerTravellerHint')}
          error={problem('uses_per_traveller')}
        >
          {(described) => (
            <input
              id={id('uses_per_traveller')}
              type="text"
              inputMode="numeric"
              {...described}
              {...register('uses_per_traveller', { setValueAs: orNull })}
            />
          )}
        </MarketingField>
        <MarketingField
          id={id('uses_total')}
          label={t('usesTotal')}
          hint={t('usesTotalHint')}
          error={problem('uses_total')}
        >
          {(described) => (
            <input
              id={id('uses_total')}
              type="text"
              inputMode="numeric"
              {...described}
              {...register('uses_total', { setValueAs: orUndefined })}
            />
          )}
        </MarketingField>
        <fieldset className={styles.form}>
          <legend className={styles.legend}>{t('descriptions')}</legend>
          {DESCRIPTIONS.map((name) => (
            <MarketingField key={name} id={id(name)} label={t(name)} error={problem(name)}>
              {(described) => (
                <input id={id(name)} type="text" maxLength={200} {...described} {...register(name)} />
              )}
            </MarketingField>
          ))}
        </fieldset>
        <CallFailure error={create.error && Object.keys(server).length === 0 ? create.error : null} />
        <div className={styles.buttons}>
          <button type="submit" className={buttonStyles.primary} disabled={create.isPending}>
            {t('create')}
          </button>
        </div>
        <p role="status" aria-live="polite" className={styles.notice}>
          {done}
        </p>
      </form>
    </section>
  );
}
