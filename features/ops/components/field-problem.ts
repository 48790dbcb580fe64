import { useTranslations } from 'next-intl';
import { isErrorReason } from '@/lib/site/i18n/api-error-message';

/** A field's own words for some of its schema's codes ('required', 'length', 'password_mismatch'). */
export type OwnWords = Partial<Record<string, string>>;

/**
 * The words of a back-office field's problem: the schema's message code ('required', 'choose',
 * 'invalid', 'length:{min}:{max}' or an API catalogue name, lib/api/contract) in the page language.
 * The field's own words come first (ops.*: 'Please enter your password.'); the others are the
 * site's form words (errors.form.*) with the field's label.
 */
export function useFieldProblem(): (
  problem: string | undefined,
  label: string,
  own?: OwnWords,
) => string | undefined {
  const tErrors = useTranslations('errors');
  return (problem, label, own = {}) => {
    if (!problem) return undefined;
    const [code = '', min, max] = problem.split(':');
    const words = own[code];
    if (words) return words;
    switch (code) {
      case 'required':
        return tErrors('form.enter', { field: label });
      case 'choose':
        return tErrors('form.choose', { field: label });
      case 'length':
        return tErrors('form.length', { min: Number(min), max: Number(max) });
      default:
        return isErrorReason(code) ? tErrors(code) : tErrors('form.enter_correct', { field: label });
    }
  };
}
