'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { DialogHead } from '@/components/dialog-head';
import { SheetDialog } from '@/components/sheet-dialog';
import { CarIcon } from './icons';
import dialog from '@/components/dialog.module.css';
import styles from './filter-sheet.module.css';

/**
 * Narrow screens: the filters in a sheet opened by a 'Filters' button that counts the active ones
 * (react-aria dialog: focus stays inside, Escape or a tap outside closes it). The list updates
 * behind the sheet as filters change; the footer button closes it on the results it names. Hidden
 * on wide screens, where the filters sit beside the list.
 */
export function FilterSheet({
  active,
  results,
  children,
}: {
  /** how many filters are on */
  active: number;
  /** how many cars the filters leave */
  results: number;
  children: ReactNode;
}) {
  const t = useTranslations('carList');
  return (
    <SheetDialog
      classNames={{ overlay: styles.overlay, modal: styles.sheet, dialog: styles.dialog }}
      trigger={
        <Button className={dialog.phoneTrigger}>
          <CarIcon name="filter" />
          <span>{t('filters.show')}</span>
          {active > 0 && (
            <>
              <span className={styles.badge} aria-hidden="true">
                {active}
              </span>
              {/* A space of its own: a name joins the text of its elements as they are. */}{' '}
              <span className="visually-hidden">{t('filters.activeCount', { count: active })}</span>
            </>
          )}
        </Button>
      }
    >
      {(close) => (
        <>
          <DialogHead
            title={t('filters.title')}
            closeLabel={t('filters.close')}
            className={styles.head}
            titleClassName={styles.title}
          />
          <div className={styles.body}>{children}</div>
          <div className={styles.foot}>
            <Button className={styles.done} onPress={close}>
              {t('filters.showResults', { count: results })}
            </Button>
          </div>
        </>
      )}
    </SheetDialog>
  );
}
