'use client';

import { Button, Heading } from 'react-aria-components';
import styles from './dialog.module.css';

/**
 * A react-aria dialog's head: its title (which names the dialog) and the 44 px × that closes it.
 * A sheet with its own look passes its own head and title classes.
 */
export function DialogHead({
  title,
  closeLabel,
  className = styles.head,
  titleClassName = styles.title,
}: {
  title: string;
  closeLabel: string;
  className?: string;
  titleClassName?: string;
}) {
  return (
    <div className={className}>
      <Heading slot="title" className={titleClassName}>
        {title}
      </Heading>
      <Button slot="close" className={styles.close} aria-label={closeLabel}>
        <span aria-hidden="true">×</span>
      </Button>
    </div>
  );
}
