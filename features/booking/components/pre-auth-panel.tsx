'use client';

import { useTranslations } from 'next-intl';
import buttonStyles from '@/components/forms/button.module.css';
import type { PreAuthControl } from '../hooks/use-pre-auth';
import styles from './form.module.css';

/**
 * Zhima credit chosen: the pre-authorisation's state and the way to the provider (spec §4, §7).
 * Announced politely, so a screen reader hears the provider's answer when the page comes back.
 */
export function PreAuthPanel({ preAuth }: { preAuth: PreAuthControl }) {
  const t = useTranslations('booking.deposit.preAuth');
  const { state, start } = preAuth;
  const busy = state.kind === 'starting' || state.kind === 'checking';
  const text =
    state.kind === 'none'
      ? t('needed')
      : state.kind === 'starting'
        ? t('starting')
        : state.kind === 'checking'
          ? t('checking')
          : state.kind === 'passed'
            ? t('passed')
            : t(state.kind);
  return (
    <div className={styles.preAuth} data-state={state.kind}>
      <p role="status" className={styles.status}>
        {text}
      </p>
      {state.kind !== 'passed' && (
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => void start()}
          disabled={busy}
          aria-busy={busy}
        >
          {state.kind === 'none' || busy ? t('start') : t('again')}
        </button>
      )}
    </div>
  );
}
