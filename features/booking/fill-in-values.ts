import type { CarDetail } from '@/lib/api/contract/car';
import { HOME_AREA_CODE, type Lang } from '@/lib/i18n/locales';
import type { DriverValues, FillInValues } from '@/lib/site/store/fill-in-draft';
import type { ChosenExtra } from './types';

export const emptyDriver = (): DriverValues => ({
  given_name: '',
  sur_name: '',
  birthday: '',
  driver_license_type: '',
});

/** A new form: one driver, the deposit on a credit card (spec §9 deposit '2'), nothing chosen. */
export function emptyValues(lang: Lang): FillInValues {
  return {
    drivers: [emptyDriver()],
    contact: {
      gender: '',
      name: '',
      contact_area_code: HOME_AREA_CODE[lang],
      contact_phone: '',
      email: '',
      local_area_code: '',
      local_phone: '',
    },
    extra_service: [],
    insurance_unit_item: [],
    flight_no: '',
    remark: '',
    coupon_code: '',
    deposit: '2',
    agree_terms: false,
  };
}

/**
 * Extras of a restored draft that this answer still offers, of the right kind, within its
 * quantities: a draft written against yesterday's offer must not break today's bill.
 */
export function offeredExtras(
  detail: Pick<CarDetail, 'extra_services'>,
  kind: 'extra' | 'insurance',
  chosen: readonly ChosenExtra[],
): ChosenExtra[] {
  return chosen.flatMap((item) => {
    const offer = detail.extra_services.find((extra) => extra.id === item.id && extra.kind === kind);
    const quantity = Math.min(item.quantity, offer?.max_quantity ?? 0);
    return offer && quantity > 0 ? [{ id: item.id, quantity }] : [];
  });
}

export function restoredValues(
  detail: Pick<CarDetail, 'extra_services'>,
  values: FillInValues,
): FillInValues {
  return {
    ...values,
    extra_service: offeredExtras(detail, 'extra', values.extra_service),
    insurance_unit_item: offeredExtras(detail, 'insurance', values.insurance_unit_item),
  };
}

/** The phone as the proof remembers it: calling code and number, digits only. */
export const phoneOf = (areaCode: string, phone: string) =>
  `${areaCode.replace(/\D/g, '')}-${phone.replace(/\D/g, '')}`;
