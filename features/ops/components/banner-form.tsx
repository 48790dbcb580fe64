'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { formResolver } from '@/lib/site/forms/form-resolvers';
import { useSaveBanner, type BannerBody } from '../api/save-banner';
import type { BannerConfig } from '../to-site-banners';
import type { StoreChoice } from '../types';
import { CallFailure } from './call-failure';
import { useMarketingProblem } from './campaign-problems';
import { MarketingField } from './marketing-field';
import { serverFieldProblems } from './price-problems';
import buttonStyles from '@/components/forms/button.module.css';
import styles from './ops.module.css';

const LANG_FIELDS = ['en', 'th', 'zh', 'zh_hant'] as const;
type LangField = (typeof LANG_FIELDS)[number];

/** What the form holds: the body's field names (its schema checks them); dates are UTC days. */
type FormValues = {
  code: string;
  link: string;
  stores: string[];
  drop_off_stores: string[];
  starts_at: string;
  ends_at: string;
  status: 'on' | 'off';
} & Record<`title_${LangField}` | `image_${LangField}`, string>;

// The contract's schema of /ops/banners/save (zod loads with the first check).
const resolver = formResolver<FormValues, unknown, BannerBody>('opsBanner');

const utcDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const dayOf = (instant: string) => instant.slice(0, 10);
const langKey = (field: LangField) => (field === 'zh_hant' ? 'zh-hant' : field);

function valuesOf(banner: BannerConfig | null): FormValues {
  const values = {
    code: banner?.code ?? '',
    link: banner?.link ?? '',
    stores: banner?.stores ?? [],
    drop_off_stores: banner?.dropOffStores ?? [],
    starts_at: banner ? dayOf(banner.startsAt) : utcDay(0),
    ends_at: banner ? dayOf(banner.endsAt) : utcDay(30),
    status: banner ? (banner.on ? 'on' : 'off') : 'on',
  } as FormValues;
  for (const field of LANG_FIELDS) {
    values[`title_${field}`] = banner?.title[langKey(field)] ?? '';
    values[`image_${field}`] = banner?.image[langKey(field)] ?? '';
  }
  return values;
}

/**
 * A banner created or edited (spec §3's banner config): its title and image in each language, its
 * link, the stores it shows for (none: every store), its schedule (UTC days, from the start of the
 * first to the start of the last) and whether it is on. The API checks it again; its field problems
 * (a code another banner has) show under their fields.
 */
export function BannerForm({
  banner,
  stores,
  onDone,
}: {
  banner: BannerConfig | null;
  stores: StoreChoice[];
  onDone: (banner: BannerConfig, created: boolean) => void;
}) {
  const t = useTranslations('ops.bannersAdmin');
  const problemText = useMarketingProblem();
  const { register, handleSubmit, reset, formState } = useForm<FormValues, unknown, BannerBody>({
    defaultValues: valuesOf(banner),
    resolver,
  });
  const save = useSaveBanner((saved) => {
    onDone(saved, banner === null);
    reset(valuesOf(null));
  });
  const server = serverFieldProblems(save.error);
  const problem = (name: keyof FormValues) => problemText(formState.errors[name]?.message ?? server[name]);
  const id = (name: string) => `banner-${name}`;
  const text = (name: keyof FormValues, label: string, hint?: string, type = 'text') => (
    <MarketingField key={name} id={id(name)} label={label} hint={hint} error={problem(name)}>
      {(described) => (
        <input
          id={id(name)}
          type={type}
          autoComplete="off"
          spellCheck={false}
          {...described}
          {...register(name)}
        />
      )}
    </MarketingField>
  );
  const checks = (name: 'stores' | 'drop_off_stores', legend: string) => (
    <fieldset className={styles.checks} aria-describedby={`${id(name)}-hint`}>
      <legend>{legend}</legend>
      {stores.map((store) => (
        <label key={store.code} title={store.name}>
          <input type="checkbox" value={store.code} {...register(name)} />
          <span>{store.code}</span>
        </label>
      ))}
      <p id={`${id(name)}-hint`} className={styles.hint}>
        {t('storesHint')}
      </p>
    </fieldset>
  );
  const title = banner ? t('editTitle', { code: banner.code }) : t('createTitle');
  return (
    <section aria-labelledby="banner-form-title" className={styles.card}>
      <h2 id="banner-form-title" className={styles.subtitle}>
        {title}
      </h2>
      <form
        noValidate
        className={styles.form}
        onSubmit={handleSubmit((body) => save.mutate(banner ? { ...body, id: banner.id } : body))}
      >
        {text('code', t('code'), t('codeHint'))}
        <fieldset className={styles.form}>
          <legend className={styles.legend}>{t('titles')}</legend>
          {LANG_FIELDS.map((field) => text(`title_${field}`, t(`languages.${field}`)))}
        </fieldset>
        <fieldset className={styles.form}>
          <legend className={styles.legend}>{t('images')}</legend>
          <p className={styles.hint}>{t('imagesHint')}</p>
          {LANG_FIELDS.map((field) => text(`image_${field}`, t(`languages.${field}`)))}
        </fieldset>
        {text('link', t('link'), t('linkHint'))}
        {checks('stores', t('stores'))}
        {checks('drop_off_stores', t('dropOffStores'))}
        <div className={styles.searchGrid}>
          {text('starts_at', t('startsAt'), t('datesHint'), 'date')}
          {text('ends_at', t('endsAt'), undefined, 'date')}
        </div>
        <fieldset className={styles.checks}>
          <legend>{t('status')}</legend>
          <label>
            <input type="radio" value="on" {...register('status')} />
            {t('on')}
          </label>
          <label>
            <input type="radio" value="off" {...register('status')} />
            {t('off')}
          </label>
        </fieldset>
        <CallFailure error={save.error && Object.keys(server).length === 0 ? save.error : null} />
        <div className={styles.buttons}>
          <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
            {banner ? t('save') : t('create')}
          </button>
        </div>
      </form>
    </section>
  );
}
