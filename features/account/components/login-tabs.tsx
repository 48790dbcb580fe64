'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type KeyboardEvent } from 'react';
import { AccountForm, type AccountFormProps } from './account-form';
import styles from './account-form.module.css';

const TABS = ['password', 'code'] as const;

/**
 * Log in by password or by a one-time code: two tabs (arrow keys move between them). The /login
 * page and the header's login dialog both show this one form.
 */
export function LoginTabs(props: Omit<AccountFormProps, 'mode'>) {
  const t = useTranslations('account');
  const id = useId();
  const [tab, setTab] = useState<(typeof TABS)[number]>('password');
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length]!;
    setTab(next);
    document.getElementById(`${id}-${next}`)?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={t('loginWays')} className={styles.tabs} onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <button
            key={name}
            id={`${id}-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        <AccountForm key={tab} mode={tab} {...props} />
      </div>
    </>
  );
}
