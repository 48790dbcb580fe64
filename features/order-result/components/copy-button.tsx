'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from './order-number.module.css';

type Props = {
  text: string;
  /** the element showing the text: selected for a manual copy when the browser cannot copy */
  targetId: string;
};

/**
 * Copies the order number to the clipboard and says so. Where the browser offers no clipboard (an
 * insecure page, an old browser) or refuses, the spec's message asks for a manual copy and the
 * number is selected, ready for the keyboard shortcut or the context menu.
 */
export function CopyButton({ text, targetId }: Props) {
  const t = useTranslations('bookingResult.live');
  const errors = useTranslations('errors.other');
  const [outcome, setOutcome] = useState<'idle' | 'copied' | 'unsupported'>('idle');

  async function copy() {
    try {
      if (typeof navigator.clipboard?.writeText !== 'function') throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      selectContents(targetId);
      setOutcome('unsupported');
    }
  }

  return (
    <>
      <button type="button" className={styles.copy} aria-label={t('copyLabel')} onClick={copy}>
        {t('copy')}
      </button>
      <span role="status" className={styles.copied}>
        {outcome === 'copied' ? t('copied') : ''}
      </span>
      {outcome === 'unsupported' && (
        <p role="alert" className={styles.unsupported}>
          {errors('copy_unsupported')}
        </p>
      )}
    </>
  );
}

function selectContents(id: string) {
  const element = document.getElementById(id);
  const selection = window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}
