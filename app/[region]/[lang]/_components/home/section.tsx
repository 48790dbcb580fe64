import type { ReactNode } from 'react';
import styles from './section.module.css';

export type SectionTone = 'plain' | 'alt' | 'soft';

/** One home-page band: a landmark named by its h2, with an optional one-line introduction. */
export function HomeSection({
  id,
  title,
  intro,
  tone = 'plain',
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  tone?: SectionTone;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className={`${styles.section} ${styles[tone]}`}>
      <div className={styles.inner}>
        <div className={styles.head}>
          <h2 id={titleId}>{title}</h2>
          {intro ? <p>{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
