'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import buttonStyles from '@/components/forms/plain-button.module.css';
import styles from './travellers.module.css';

/**
 * A saved person: their name and details, Edit and Delete. Edit swaps the details for `editor`;
 * Delete asks first, inline, with the focus on the question. Cancelling gives the focus back.
 */
export function PersonCard({
  name,
  details,
  editing,
  busy,
  editor,
  onEdit,
  onDelete,
}: {
  name: string;
  details: ReactNode;
  editing: boolean;
  busy: boolean;
  editor: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations('account.travellers');
  // 'cancelled': back from the question, the focus returns to Delete (a new element by then).
  const [confirming, setConfirming] = useState<boolean | 'cancelled'>(false);
  const question = useRef<HTMLParagraphElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  const card = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (confirming === true) question.current?.focus();
    if (confirming === 'cancelled') deleteButton.current?.focus();
  }, [confirming]);
  useEffect(() => {
    // Into the editor: its first field (the Edit button is gone). Back from it (saved or
    // cancelled): the focus returns to the Edit button.
    if (!wasEditing.current && editing) card.current?.querySelector<HTMLElement>('input, select')?.focus();
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <li ref={card} className={styles.card}>
      <h3 className={styles.name}>{editing ? t('editing', { name }) : name}</h3>
      {editing ? (
        editor
      ) : (
        <>
          <div className={styles.details}>{details}</div>
          {confirming === true ? (
            <div className={styles.confirm}>
              <p ref={question} tabIndex={-1}>
                {t('confirmDelete', { name })}
              </p>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={`${buttonStyles.danger} ${buttonStyles.compact}`}
                  disabled={busy}
                  onClick={onDelete}
                >
                  {t('confirm')}
                </button>
                <button
                  type="button"
                  className={`${buttonStyles.secondary} ${buttonStyles.compact}`}
                  onClick={() => setConfirming('cancelled')}
                >
                  {t('cancel')}
                </button>
              </div>
            </div>
          ) : (
            <div className={styles.actions}>
              <button
                ref={editButton}
                type="button"
                className={`${buttonStyles.secondary} ${buttonStyles.compact}`}
                aria-label={t('editLabel', { name })}
                onClick={onEdit}
              >
                {t('edit')}
              </button>
              <button
                ref={deleteButton}
                type="button"
                className={`${buttonStyles.secondary} ${buttonStyles.compact}`}
                aria-label={t('deleteLabel', { name })}
                onClick={() => setConfirming(true)}
              >
                {t('delete')}
              </button>
            </div>
          )}
        </>
      )}
    </li>
  );
}
