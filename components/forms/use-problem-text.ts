import { useTranslations } from 'next-intl';
import { isErrorReason } from '@/lib/site/i18n/api-error-message';

/**
 * The booking form's fields as its messages name them (booking.fields.*, lower case for a sentence).
 * The saved drivers and contacts of an account are the booking form's drivers and contacts, so
 * their edit forms speak of the same fields in the same words.
 */
export type FieldName =
  | 'given_name'
  | 'sur_name'
  | 'birthday'
  | 'driver_license_type'
  | 'gender'
  | 'name'
  | 'contact_area_code'
  | 'contact_phone'
  | 'email'
  | 'local_area_code'
  | 'local_phone'
  | 'flight_no'
  | 'remark'
  | 'coupon_code'
  | 'deposit'
  | 'code';

/**
 * A schema's problem code in the page language, for a field of the given label: 'required' and
 * 'choose' with the field's name, 'length:{min}:{max}', 'latin_letters' (a name written as on the
 * licence or the card), an API catalogue name, else 'enter a correct …'. The forms' one rule for the common codes (the booking forms below, the back office's).
 */
export function useProblemWords(): (problem: string | undefined, label: string) => string | undefined {
  const tErrors = useTranslations('errors');
  return (problem, label) => {
    if (!problem) return undefined;
    const [code = '', min, max] = problem.split(':');
    switch (code) {
      case 'required':
        return tErrors('form.enter', { field: label });
      case 'choose':
        return tErrors('form.choose', { field: label });
      case 'length':
        return tErrors('form.length', { min: Number(min), max: Number(max) });
      case 'latin_letters':
        return tErrors('form.latin_letters');
      default:
        return isErrorReason(code) ? tErrors(code) : tErrors('form.enter_correct', { field: label });
    }
  };
}

/**
 * A problem code in the page language (spec §5): the common codes (useProblemWords) with the
 * field's own name, the form's own codes, and the driver-age refusal 'driver_age:{min}:{max}'. The
 * main driver's age band has its own message with a link (DriverAgeBand). Shared by the fill-in
 * form and the saved-people forms of the account pages.
 */
export function useProblemText(): (problem: string | undefined, field: FieldName) => string | undefined {
  const t = useTranslations('booking');
  const tErrors = useTranslations('errors');
  const words = useProblemWords();
  return (problem, field) => {
    if (!problem) return undefined;
    const [code, first, second] = problem.split(':');
    switch (code) {
      case 'agree_terms':
        return tErrors('form.agree_terms');
      case 'verify_phone':
        return tErrors('form.verify_phone');
      case 'driver_age':
        return tErrors('form.driver_age', { min: Number(first), max: Number(second) });
      case 'local_phone_pair':
        return t('errors.local_phone_pair');
      case 'too_many_drivers':
        return t('errors.too_many_drivers');
      default:
        return words(problem, t(`fields.${field}`));
    }
  };
}
