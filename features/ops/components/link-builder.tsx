'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { renderSVG } from 'uqr';
import { LANGS, type Lang } from '@/lib/i18n/locales';
import { AGE_BANDS, type AgeBand } from '@/lib/rent-info/driver-age';
import type { StoreFacts } from '@/lib/rent-info/store-lookup';
import { useLinkCars } from '../api/get-link-cars';
import { buildDeepLinks } from '../deep-link';
import type { LinkStore } from '../to-site-links';
import { CallFailure } from './call-failure';
import { LinkCopy } from './link-copy';
import styles from './ops.module.css';
import marketingStyles from './marketing.module.css';

type Props = {
  /** the site's configured public origin (SITE_URL), which every link points at */
  origin: string;
  stores: LinkStore[];
  /** what the codec needs of each store (its clock, drop-off stores, ages) */
  storeFacts: StoreFacts[];
  /** the default search: a week from today at 10:00, a week long, on the first store's clock */
  initial: { pickup: string; from: string; to: string };
};

type Choice = {
  pickup: string;
  dropOff: string;
  from: string;
  to: string;
  age: AgeBand;
  sku: string;
  pkg: string;
  source: string;
  medium: string;
  campaign: string;
  lang: Lang;
};

const qrImage = (text: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(text, { border: 2 }))}`;

/**
 * The deep-link builder: a search (stores, dates, age), a car and package of that search, and a
 * campaign's utm keys give the site's link, the /meta link for metasearch partners and the site
 * link's QR code (SVG). The links are written and read back with the site's one codec
 * (../deep-link.ts), so the booking flow reads exactly this search.
 */
export function LinkBuilder({ origin, stores, storeFacts, initial }: Props) {
  const t = useTranslations('ops.links');
  const pageLang = useLocale() as Lang;
  const id = useId();
  const [choice, setChoice] = useState<Choice>({
    pickup: initial.pickup,
    dropOff: initial.pickup,
    from: initial.from,
    to: initial.to,
    age: '25-75',
    sku: '',
    pkg: '',
    source: '',
    medium: '',
    campaign: '',
    lang: pageLang,
  });
  const set = (field: keyof Choice) => (event: { target: { value: string } }) =>
    setChoice((old) => {
      const next = { ...old, [field]: event.target.value };
      // Another pick-up store: its own cars, and a drop-off store it allows.
      if (field === 'pickup') {
        const store = stores.find((candidate) => candidate.code === next.pickup);
        if (!store?.dropStoreAllow.includes(next.dropOff)) next.dropOff = next.pickup;
      }
      if (field === 'sku') next.pkg = '';
      return next;
    });

  const lookupStore = useMemo(() => {
    const byCode = new Map(storeFacts.map((facts) => [facts.code, facts]));
    return (code: string) => byCode.get(code.trim().toUpperCase());
  }, [storeFacts]);
  // The search alone (no car), to ask for its cars.
  const searched = {
    pickup: choice.pickup,
    dropOff: choice.dropOff,
    from: choice.from,
    to: choice.to,
    age: choice.age,
  };
  const search = buildDeepLinks(
    { ...searched, utm: { source: '', medium: '', campaign: '' } },
    { origin, lang: choice.lang, lookupStore, now: new Date() },
  );
  const cars = useLinkCars(search.rentInfo);
  const car = cars.data?.find((candidate) => String(candidate.skuId) === choice.sku);
  const pkg = car?.packages.find((candidate) => candidate.key === choice.pkg);
  const links = buildDeepLinks(
    {
      ...searched,
      skuId: car?.skuId,
      pkg: pkg && { planGroup: pkg.planGroup, payMode: pkg.payMode },
      utm: { source: choice.source, medium: choice.medium, campaign: choice.campaign },
    },
    { origin, lang: choice.lang, lookupStore, now: new Date() },
  );
  const pickupStore = stores.find((store) => store.code === choice.pickup);
  const dropOffChoices = stores.filter(
    (store) => store.code === choice.pickup || pickupStore?.dropStoreAllow.includes(store.code),
  );

  const select = (
    field: keyof Choice,
    label: string,
    options: { value: string; label: string }[],
    hint?: string,
  ) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <select
        id={`${id}-${field}`}
        value={choice[field]}
        onChange={set(field)}
        aria-describedby={hint ? `${id}-${field}-hint` : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-${field}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
  const input = (field: keyof Choice, label: string, type = 'text', hint?: string) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        type={type}
        value={choice[field]}
        onChange={set(field)}
        maxLength={type === 'text' ? 100 : undefined}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={hint ? `${id}-${field}-hint` : undefined}
      />
      {hint && (
        <p id={`${id}-${field}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
  const storeOptions = (list: LinkStore[]) =>
    list.map((store) => ({ value: store.code, label: `${store.code} · ${store.name}` }));

  return (
    <>
      <section aria-labelledby={`${id}-search`} className={styles.card}>
        <h2 id={`${id}-search`} className={styles.subtitle}>
          {t('searchTitle')}
        </h2>
        <div className={marketingStyles.linkGrid}>
          {select('pickup', t('pickup'), storeOptions(stores))}
          {select('dropOff', t('dropOff'), storeOptions(dropOffChoices))}
          {input('from', t('from'), 'datetime-local', t('clockHint'))}
          {input('to', t('to'), 'datetime-local')}
          {select(
            'age',
            t('age'),
            AGE_BANDS.map((band) => ({ value: band, label: band })),
          )}
        </div>
        {links.datesReplaced && (
          <p role="alert" className={marketingStyles.warning} data-dates-replaced={links.datesReplaced}>
            {t(`datesReplaced.${links.datesReplaced}`)}
          </p>
        )}
      </section>
      <section aria-labelledby={`${id}-car`} className={styles.card}>
        <h2 id={`${id}-car`} className={styles.subtitle}>
          {t('carTitle')}
        </h2>
        <CallFailure error={cars.error} />
        <div className={marketingStyles.linkGrid} aria-busy={cars.isPending || undefined}>
          {select(
            'sku',
            t('car'),
            [
              { value: '', label: cars.isPending ? t('carsLoading') : t('noCar') },
              ...(cars.data ?? []).map((option) => ({ value: String(option.skuId), label: option.name })),
            ],
            t('carHint'),
          )}
          {select(
            'pkg',
            t('package'),
            [
              { value: '', label: t('noPackage') },
              ...(car?.packages ?? []).map((option) => ({ value: option.key, label: option.name[pageLang] })),
            ],
            t('packageHint'),
          )}
        </div>
      </section>
      <section aria-labelledby={`${id}-utm`} className={styles.card}>
        <h2 id={`${id}-utm`} className={styles.subtitle}>
          {t('campaignTitle')}
        </h2>
        <div className={marketingStyles.linkGrid}>
          {input('source', t('utmSource'), 'text', t('utmSourceHint'))}
          {input('medium', t('utmMedium'), 'text', t('utmMediumHint'))}
          {input('campaign', t('utmCampaign'), 'text', t('utmCampaignHint'))}
          {select(
            'lang',
            t('language'),
            LANGS.map((lang) => ({ value: lang, label: t(`languages.${lang}`) })),
          )}
        </div>
      </section>
      <section aria-labelledby={`${id}-links`} className={styles.card}>
        <h2 id={`${id}-links`} className={styles.subtitle}>
          {t('linksTitle')}
        </h2>
        <div className={marketingStyles.results}>
          <div className={styles.form}>
            <LinkCopy
              id={`${id}-site-link`}
              label={t('siteLink')}
              hint={t('siteLinkHint')}
              value={links.site}
            />
            <LinkCopy
              id={`${id}-meta-link`}
              label={t('metaLink')}
              hint={t('metaLinkHint')}
              value={links.meta}
            />
          </div>
          <figure className={marketingStyles.qr}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL of our own SVG, not an asset */}
            <img src={qrImage(links.site)} alt={t('qrAlt')} width={192} height={192} data-qr />
            <figcaption className={styles.hint}>{t('qrCaption')}</figcaption>
            <a href={qrImage(links.site)} download={`link-${choice.pickup}.svg`}>
              {t('qrDownload')}
            </a>
          </figure>
        </div>
      </section>
    </>
  );
}
