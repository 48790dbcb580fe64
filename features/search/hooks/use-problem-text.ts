import { useTranslations } from 'next-intl';
import { MAX_HORIZON_DAYS } from '@/lib/rent-info/window';
import type { SearchProblem } from '@/lib/rent-info/search-draft';

/**
 * A problem in the traveller's words, in the page language: a missing choice in the spec's 'choose
 * your …' form, a refused return store in the API's own words, the others as the search says them.
 */
export function useProblemText(
  /** the pick-up store's age range, which the age problem quotes */
  ages?: { min: number; max: number },
): (problem: SearchProblem | undefined) => string | undefined {
  const t = useTranslations('search');
  const tErrors = useTranslations('errors');
  return (problem) => {
    switch (problem) {
      case undefined:
        return undefined;
      case 'pickupRequired':
        return tErrors('form.choose', { field: t('fields.pickupStore') });
      case 'dropOffRequired':
        return tErrors('form.choose', { field: t('fields.dropOffStore') });
      case 'dropOffNotAllowed':
        return tErrors('drop_store_not_allowed');
      case 'datesRequired':
        return tErrors('form.choose', { field: t('fields.dates') });
      case 'ageNotAllowed':
        return t('errors.ageNotAllowed', { min: ages?.min ?? 0, max: ages?.max ?? 0 });
      default:
        return t(`errors.${problem}`, { days: MAX_HORIZON_DAYS });
    }
  };
}
