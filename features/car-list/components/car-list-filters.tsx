'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useId, useMemo, useState, type ReactNode } from 'react';
import {
  activeFilterCount,
  filterCars,
  filterOptions,
  NO_FILTERS,
  readListView,
  sortCars,
  SORTS,
  writeListView,
  type CarFilters,
  type FilterFacts,
  type Sort,
} from '../filter';
import { FilterSheet } from './filter-sheet';
import styles from './car-list-filters.module.css';

type ListView = { filters: CarFilters; sort: Sort };
type ListKey = 'types' | 'gearboxes' | 'fuels' | 'seats' | 'drivetrains' | 'features';

/**
 * Filters and sorting over the list the server rendered: nothing is fetched again. The view lives in
 * the URL query (a shared link opens the same view); the query is replaced in place through the
 * History API, which Next's router follows without a server round trip or a scroll jump.
 */
export function CarListFilters({
  offers,
  cards,
  currency,
}: {
  /** what filtering and sorting read of each car */
  offers: FilterFacts[];
  /** each car's server-rendered card, by sku id */
  cards: Record<number, ReactNode>;
  /** the payment currency of the daily prices */
  currency: string;
}) {
  const t = useTranslations('carList');
  const searchParams = useSearchParams();
  const view = useMemo(() => readListView(new URLSearchParams(searchParams.toString())), [searchParams]);
  const options = useMemo(() => filterOptions(offers), [offers]);
  const shown = useMemo(
    () => sortCars(filterCars(offers, view.filters), view.sort),
    [offers, view.filters, view.sort],
  );
  const [priceText, setPriceText] = useState({
    min: view.filters.priceMin?.toString() ?? '',
    max: view.filters.priceMax?.toString() ?? '',
  });
  const titleId = useId();
  const active = activeFilterCount(view.filters);

  const update = (next: ListView) => {
    const query = writeListView(new URLSearchParams(window.location.search), next).toString();
    window.history.replaceState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
  };
  const setFilters = (filters: Partial<CarFilters>) =>
    update({ ...view, filters: { ...view.filters, ...filters } });
  const toggle = (key: ListKey, value: string) => {
    const values = view.filters[key] as string[];
    setFilters({
      [key]: values.includes(value) ? values.filter((item) => item !== value) : [...values, value],
    });
  };
  const setPrice = (end: 'min' | 'max', text: string) => {
    setPriceText((current) => ({ ...current, [end]: text }));
    const value = text.trim() === '' ? undefined : Number(text);
    if (value === undefined || (Number.isFinite(value) && value >= 0)) {
      setFilters(end === 'min' ? { priceMin: value } : { priceMax: value });
    }
  };
  const clearAll = () => {
    setPriceText({ min: '', max: '' });
    update({ ...view, filters: NO_FILTERS });
  };

  const groups: { key: ListKey; legend: string; values: string[]; label: (value: string) => string }[] = [
    {
      key: 'types',
      legend: t('filters.type'),
      values: options.types,
      label: (value) => t(`category.${value as 'suv'}`),
    },
    {
      key: 'gearboxes',
      legend: t('filters.gearbox'),
      values: options.gearboxes,
      label: (value) => t(`gearbox.${value as 'AT'}`),
    },
    {
      key: 'fuels',
      legend: t('filters.fuel'),
      values: options.fuels,
      label: (value) => t(`fuel.${value as 'EV'}`),
    },
    {
      key: 'seats',
      legend: t('filters.seats'),
      values: options.seats,
      label: (value) => t(`filters.seatRange.${value as '7+'}`),
    },
    {
      key: 'drivetrains',
      legend: t('filters.drivetrain'),
      values: options.drivetrains,
      label: (value) => t(`drivetrain.${value as 'FWD'}`),
    },
    {
      key: 'features',
      legend: t('filters.features'),
      values: options.features,
      label: (value) => t(`features.${value as 'ac'}`),
    },
  ];

  const form = (
    <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
      {groups
        .filter((group) => group.values.length > 0)
        .map((group) => (
          <fieldset key={group.key} className={styles.group}>
            <legend>{group.legend}</legend>
            {group.values.map((value) => (
              <label key={value} className={styles.check}>
                <input
                  type="checkbox"
                  checked={(view.filters[group.key] as string[]).includes(value)}
                  onChange={() => toggle(group.key, value)}
                />
                {group.label(value)}
              </label>
            ))}
          </fieldset>
        ))}
      {options.price && (
        <fieldset className={styles.group}>
          <legend>{t('filters.price', { currency })}</legend>
          <div className={styles.range}>
            {(['min', 'max'] as const).map((end) => (
              <label key={end}>
                <span>{t(`filters.${end}`)}</span>
                <input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="any"
                  placeholder={String(
                    end === 'min' ? Math.floor(options.price!.min) : Math.ceil(options.price!.max),
                  )}
                  value={priceText[end]}
                  onChange={(event) => setPrice(end, event.target.value)}
                />
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <button type="button" className={styles.clear} onClick={clearAll} disabled={active === 0}>
        {t('filters.clear')}
      </button>
    </form>
  );

  // Wide screens: the filters beside the list. Narrow ones (≤ 900 px): the results first, with a
  // 'Filters' button beside the sort that opens the same form in a sheet.
  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar} aria-labelledby={titleId}>
        <div className={styles.panel}>
          <h2 id={titleId} className={styles.title}>
            {t('filters.title')}
          </h2>
          {form}
        </div>
      </aside>

      <div className={styles.results}>
        <div className={styles.toolbar}>
          <p role="status" className={styles.count}>
            {shown.length === offers.length
              ? t('results', { count: shown.length })
              : t('resultsOf', { count: shown.length, total: offers.length })}
          </p>
          <div className={styles.controls}>
            <FilterSheet active={active} results={shown.length}>
              {form}
            </FilterSheet>
            <label className={styles.sort}>
              <span>{t('sort.label')}</span>
              <select
                value={view.sort}
                onChange={(event) => update({ ...view, sort: event.target.value as Sort })}
              >
                {SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`sort.${sort}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </div>
        {shown.length > 0 ? (
          <ol className={styles.list}>
            {shown.map((offer) => (
              <li key={offer.skuId}>{cards[offer.skuId]}</li>
            ))}
          </ol>
        ) : (
          <div className={styles.noMatch}>
            <p>{t('noMatch')}</p>
            <button type="button" className={styles.clear} onClick={clearAll}>
              {t('filters.clear')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
