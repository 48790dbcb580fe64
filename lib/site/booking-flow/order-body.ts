import type { CreateOrderBody } from '../../api/contract/booking';
import type { BookingForm } from '../../api/contract/booking-form';
import type { CarDetailQuery } from '../../api/contract/car';
import type { Lang } from '../../i18n/locales';

/** What a booking names of its car: the car detail's query, the package and the detail's signed search. */
export type OrderedCar = { query: CarDetailQuery; packageCode: string; searchToken: string };

/** What the booking proves besides the form: the phone, the total shown, a passed pre-authorisation. */
export type OrderProofs = { phoneToken: string; expectedTotal: number; preAuthNo?: string; lang: Lang };

/**
 * POST /order/create's body (form-encoded by the API client; the lists and the contact as JSON):
 * the car detail's query, the package, the proofs, the total the page showed, and the form. The
 * fill-in page books with it, and the API benchmark (scripts/bench-api) books as the page does.
 */
export function createOrderBody(car: OrderedCar, form: BookingForm, proofs: OrderProofs): CreateOrderBody {
  return {
    ...car.query,
    package_code: car.packageCode,
    search_token: car.searchToken,
    phone_token: proofs.phoneToken,
    expected_total: String(proofs.expectedTotal),
    drivers: form.drivers,
    contact: form.contact,
    extra_service: form.extra_service,
    insurance_unit_item: form.insurance_unit_item,
    flight_no: form.flight_no,
    remark: form.remark,
    coupon_code: form.coupon_code,
    deposit: form.deposit,
    ...(form.deposit === '1' && proofs.preAuthNo ? { pre_auth_payment_no: proofs.preAuthNo } : {}),
    agree_terms: 'true',
    lang: proofs.lang,
  };
}
