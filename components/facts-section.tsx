import { useId, type ReactNode } from 'react';

/** One row of a section: what it is, and its value in words (or a Money, a few lines). */
export type Fact = { key: string; label: ReactNode; value: ReactNode };

type Props = {
  title: string;
  facts: readonly Fact[];
  /** a data attribute naming each row by its key (data-fact="status"), for the tests to find it */
  rowAttribute?: 'fact' | 'amount';
  /** the page's look: the card, its heading and the list */
  classNames: { card?: string; heading?: string; list?: string };
  /** shown under the list (a note on its amounts) */
  children?: ReactNode;
};

/**
 * A titled card of facts, as a description list: the order's facts and amounts, the trip, what is
 * paid where. The heading names the section for a screen reader's landmarks (aria-labelledby).
 */
export function FactsSection({ title, facts, rowAttribute, classNames, children }: Props) {
  const headingId = useId();
  return (
    <section className={classNames.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={classNames.heading}>
        {title}
      </h2>
      <dl className={classNames.list}>
        {facts.map((fact) => (
          <div key={fact.key} {...(rowAttribute && { [`data-${rowAttribute}`]: fact.key })}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
