import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { LicenseType } from '@/lib/choices';
import { documentsForDrivers } from '@/lib/booking-rules/travel-documents';
import { Link } from '@/lib/site/i18n/navigation';
import styles from './required-documents.module.css';

type Props = {
  /** the pick-up store's country (its `country.value`: US, NZ, TH) */
  country: string;
  /** the drivers' licence types, the main driver's first; '' while one is not chosen yet */
  licences: readonly (LicenseType | '')[];
  /** false with a Zhima Credit deposit: no card is held */
  depositByCard?: boolean;
  /** the heading's level where the component sits */
  headingLevel?: 2 | 3;
  /** a framed card (the order page) or a plain block inside a list */
  variant?: 'card' | 'plain';
  /** the container's class where the page frames it itself (a form's section) */
  className?: string;
};

/**
 * The papers the drivers bring to the counter (lib/booking-rules/travel-documents.ts), for the
 * licence types chosen, with a link to the country's rent rules. The fill-in step, the review step
 * and the order page show it; nothing shows before a licence type is chosen or for a country
 * without rules. Its words are the 'documents' messages (the voucher says the same).
 */
export function RequiredDocuments({
  country,
  licences,
  depositByCard = true,
  headingLevel = 2,
  variant = 'plain',
  className,
}: Props) {
  const t = useTranslations('documents');
  const headingId = useId();
  const documents = documentsForDrivers(country, licences, { depositByCard });
  if (!documents) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const years = documents.licenceHeldYears;
  return (
    <section
      className={className ?? (variant === 'card' ? styles.card : styles.plain)}
      aria-labelledby={headingId}
      data-documents={documents.country}
    >
      <Heading id={headingId} className={styles.heading}>
        {t('title')}
      </Heading>
      {documents.groups.map((group) => (
        <div key={group.licence} className={styles.group} data-licence={group.licence}>
          <p className={styles.licence}>{t('forLicence', { licence: t(`licences.${group.licence}`) })}</p>
          <ul className={styles.list}>
            {group.licenceLines.map((line) => (
              <li key={line.key} data-need={line.need}>
                {t(`lines.${line.key}`, { years })}
              </li>
            ))}
          </ul>
          {group.notes.map((note) => (
            <p key={note.key} className={styles.note}>
              {t(`notes.${note.key}`)}
            </p>
          ))}
        </div>
      ))}
      <ul className={styles.list}>
        {documents.commonLines.map((line) => (
          <li key={line.key} data-need={line.need}>
            {t(`lines.${line.key}`, { years })}
          </li>
        ))}
      </ul>
      {documents.checkWithStore && <p className={styles.check}>{t('checkWithStore')}</p>}
      <p className={styles.rules}>
        <Link href={documents.rulesPath}>
          {t('rulesLink', { country: t(`countries.${documents.country}`) })}
        </Link>
      </p>
    </section>
  );
}
