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
 * A problem code in the page language (spec §5): 'required', 'choose' and 'invalid' in the three
 * forms with the field's own name, 'length:{min}:{max}', the form's own codes, the driver-age
 * refusal 'driver_age:{min}:{max}', and a booking answer the form shows on a field (an API
 * catalogue name). The main driver's age band has its own message with a link (DriverAgeBand).
 * Shared by the fill-in form and the saved-people forms of the account pages.
 */
export function useProblemText(): (problem: string | undefined, field: FieldName) => string | undefined {
  const t = useTranslations('booking');
  const tErrors = useTranslations('errors');
  return (problem, field) => {
    if (!problem) return undefined;
    const [code, first, second] = problem.split(':');
    const name = t(`fields.${field}`);
    switch (code) {
      case 'required':
        return tErrors('form.enter', { field: name });
      case 'choose':
        return tErrors('form.choose', { field: name });
      case 'length':
        return tErrors('form.length', { min: Number(first), max: Number(second) });
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
        return code && isErrorReason(code) ? tErrors(code) : tErrors('form.enter_correct', { field: name });
    }
  };
}
