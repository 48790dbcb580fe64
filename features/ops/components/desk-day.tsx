'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { Money } from '@/components/money';
import { formatTime } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import { useDeskDay } from '../api/get-desk-day';
import type { DeskEntry, DeskStore } from '../to-site-desk';
import { HandOverForm, NoShowButton, TakeBackForm } from './desk-moves';
import styles from './ops.module.css';

type Day = { store: string; date: string };

/** The rental's progress in words, on the store's clock: 'Picked up 10:12 (Bangkok time)'. */
function useStageText(store: DeskStore) {
  const t = useTranslations('ops.desk');
  const lang = useLocale() as Lang;
  const at = (instant: string) =>
    t('storeTime', { time: formatTime(instant, store.zone, lang), city: store.city[lang] });
  return (progress: DeskEntry['progress']) => {
    if (progress.stage === 'picked_up' && progress.pickedUpAt)
      return t('stage.picked_up', { time: at(progress.pickedUpAt) });
    if (progress.stage === 'returned' && progress.returnedAt)
      return t('stage.returned', { time: at(progress.returnedAt) });
    if (progress.stage === 'no_show') return t('stage.no_show');
    return t('stage.ready');
  };
}

function EntryCard({
  entry,
  kind,
  store,
  day,
}: {
  entry: DeskEntry;
  kind: 'pickup' | 'return';
  store: DeskStore;
  day: Day;
}) {
  const t = useTranslations('ops.desk');
  const tStatus = useTranslations('orders.status');
  const lang = useLocale() as Lang;
  const stageText = useStageText(store);
  const heading = useId();
  const { progress } = entry;
  const rows: [string, string, React.ReactNode][] = [
    [
      'time',
      kind === 'pickup' ? t('pickupAt') : t('returnAt'),
      (kind === 'pickup' ? entry.pickupWall : entry.dropOffWall).slice(11),
    ],
    ['driver', t('driver'), entry.driver],
    ['phone', t('phone'), entry.phone],
    ['car', t('car'), entry.car],
    ['unit', t('unit'), entry.plate ?? t('noUnit')],
    ['flight', t('flight'), entry.flightNo ?? t('noFlight')],
    [
      'extras',
      t('extras'),
      entry.extras.length
        ? entry.extras
            .map((extra) => t('extra', { name: extra.name[lang], quantity: extra.quantity }))
            .join(', ')
        : t('noExtras'),
    ],
    ['paid', t('paidOnline'), <Money key="paid" value={entry.paidOnline} />],
    ['due', t('dueAtCounter'), <Money key="due" value={entry.dueAtCounter} />],
    ...(entry.afterHoursFee
      ? ([['afterHours', t('afterHoursFee'), <Money key="after" value={entry.afterHoursFee} />]] as [
          string,
          string,
          React.ReactNode,
        ][])
      : []),
    ['status', t('status'), tStatus(entry.status)],
  ];
  if (progress.pickupOdometer !== null)
    rows.push([
      'handed',
      t('handedReadings'),
      t('readings', { odometer: progress.pickupOdometer, eighths: progress.pickupFuel ?? 0 }),
    ]);
  if (progress.returnOdometer !== null)
    rows.push([
      'returned',
      t('returnReadings'),
      t('readings', { odometer: progress.returnOdometer, eighths: progress.returnFuel ?? 0 }),
    ]);
  if (progress.hoursLate !== null) rows.push(['late', t('takeBack.hoursLate'), String(progress.hoursLate)]);
  if (progress.damageNote) rows.push(['damage', t('takeBack.damage'), progress.damageNote]);
  return (
    <li className={styles.card} data-desk-rental={entry.tradeNo} data-desk-plate={entry.plate ?? undefined}>
      <h3 id={heading} className={styles.subtitle}>
        {t('order', { tradeNo: entry.tradeNo })}
      </h3>
      <p className={styles.lead} aria-live="polite" data-desk-stage={progress.stage}>
        <strong>{stageText(progress)}</strong>
      </p>
      <dl className={styles.facts}>
        {rows.map(([key, label, value]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {kind === 'pickup' && entry.can.handOver && (
        <div>
          <h4 className={styles.subtitle}>{t('handOver.title')}</h4>
          <HandOverForm entry={entry} day={day} />
        </div>
      )}
      {kind === 'pickup' && entry.can.noShow && <NoShowButton entry={entry} day={day} />}
      {kind === 'return' && entry.can.takeBack && (
        <div>
          <h4 className={styles.subtitle}>{t('takeBack.title')}</h4>
          <TakeBackForm entry={entry} day={day} />
        </div>
      )}
    </li>
  );
}

/** The day's two lists, pick-ups and returns, each rental with what the counter does next. */
export function DeskDayLists({ store, date }: Day) {
  const t = useTranslations('ops.desk');
  const day = useDeskDay(store, date);
  const shown = { store, date };
  const list = (kind: 'pickup' | 'return', entries: DeskEntry[], title: string, none: string) => (
    <section aria-labelledby={`desk-${kind}`} data-desk-list={kind}>
      <h2 id={`desk-${kind}`} className={styles.subtitle}>
        {title} ({entries.length})
      </h2>
      {entries.length === 0 ? (
        <p className={styles.muted}>{none}</p>
      ) : (
        <ul className={styles.noteList}>
          {entries.map((entry) => (
            <EntryCard key={entry.tradeNo} entry={entry} kind={kind} store={day.store} day={shown} />
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <>
      {list('pickup', day.pickups, t('pickups'), t('nonePickups'))}
      {list('return', day.returns, t('returns'), t('noneReturns'))}
    </>
  );
}
