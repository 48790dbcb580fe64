'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Lang } from '@/lib/i18n/locales';
import buttonStyles from '@/components/forms/button.module.css';
import { useUnblockFleetUnit } from '../api/unblock-fleet-unit';
import type { Fleet, FleetHold } from '../to-site-fleet';
import { CallFailure } from './call-failure';
import styles from './ops.module.css';

/** A hold in words: a booking with its order number, or a block with its reason, and its period. */
function HoldText({ hold }: { hold: FleetHold }) {
  const t = useTranslations('ops.fleet');
  return (
    <>
      {hold.kind === 'booking'
        ? t('holdBooking', { tradeNo: hold.tradeNo ?? '' })
        : t('holdBlock', { reason: hold.reason ?? '' })}{' '}
      {t('period', { from: hold.from, to: hold.to })}
      {hold.current ? ` · ${t('now')}` : ''}
    </>
  );
}

/** Each car's units: plate, in service or retired, and their current and coming holds (a block can be lifted). */
export function FleetTables({ fleet }: { fleet: Fleet }) {
  const t = useTranslations('ops.fleet');
  const lang = useLocale() as Lang;
  const unblock = useUnblockFleetUnit();
  return (
    <section className={styles.card} aria-labelledby="ops-fleet-cars">
      <h2 id="ops-fleet-cars" className={styles.subtitle}>
        {t('carsTitle', { now: fleet.now })}
      </h2>
      <CallFailure error={unblock.error} />
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('car')}</th>
              <th scope="col">{t('plate')}</th>
              <th scope="col">{t('state')}</th>
              <th scope="col">{t('holds')}</th>
            </tr>
          </thead>
          <tbody>
            {fleet.cars.flatMap((car) =>
              car.units.map((unit, index) => (
                <tr key={unit.id} data-unit={unit.plate}>
                  {index === 0 && (
                    <th scope="rowgroup" rowSpan={car.units.length}>
                      {car.name[lang]}
                      {car.offered ? '' : ` (${t('notOffered')})`}
                    </th>
                  )}
                  <td>{unit.plate}</td>
                  <td>{unit.inService ? t('inService') : t('retired')}</td>
                  <td>
                    {unit.holds.length === 0 ? (
                      t('noHolds')
                    ) : (
                      <ul>
                        {unit.holds.map((hold) => (
                          <li key={hold.id} data-hold={hold.kind}>
                            <HoldText hold={hold} />{' '}
                            {hold.kind === 'block' && (
                              <button
                                type="button"
                                className={buttonStyles.secondary}
                                disabled={unblock.isPending}
                                aria-label={t('unblockUnit', { plate: unit.plate, from: hold.from })}
                                onClick={() => unblock.mutate({ store: fleet.store.code, holdId: hold.id })}
                              >
                                {t('unblock')}
                              </button>
                            )}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
