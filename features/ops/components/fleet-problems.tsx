'use client';

import { useTranslations } from 'next-intl';
import { ApiClientError } from '@/lib/site/api/errors';
import { toFleetClashes, type FleetHold } from '../to-site-fleet';
import styles from './ops.module.css';

const KNOWN = ['required', 'invalid', 'past_time', 'ends_before_start', 'too_long'] as const;

/** A fleet field's problem in the page's words (ops.fleet.problems), or undefined. */
export function useFleetProblem() {
  const t = useTranslations('ops.fleet.problems');
  return (problem: string | undefined) => {
    if (!problem) return undefined;
    return t(KNOWN.find((name) => name === problem) ?? 'invalid');
  };
}

/** The holds a refusal named (fleet_unit_held), or none. */
export function clashesOf(error: unknown): FleetHold[] {
  if (!(error instanceof ApiClientError) || error.reason !== 'fleet_unit_held') return [];
  return toFleetClashes(error.data);
}

/** The bookings and blocks that kept a change from being made, listed under its refusal. */
export function FleetClashes({ error }: { error: unknown }) {
  const t = useTranslations('ops.fleet');
  const clashes = clashesOf(error);
  if (clashes.length === 0) return null;
  return (
    <div className={styles.error} data-fleet-clashes>
      <p>{t('clashTitle')}</p>
      <ul>
        {clashes.map((hold) => (
          <li key={hold.id}>
            {hold.kind === 'booking'
              ? t('clashBooking', { tradeNo: hold.tradeNo ?? '', from: hold.from, to: hold.to })
              : t('clashBlock', { reason: hold.reason ?? '', from: hold.from, to: hold.to })}
          </li>
        ))}
      </ul>
    </div>
  );
}
