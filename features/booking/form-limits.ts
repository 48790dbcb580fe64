/**
 * Limits of the booking form the page shows before its rules load (input sizes, the add-driver
 * button). They mirror lib/api/contract/booking-form.ts, which brings zod and so loads later;
 * tests/unit/booking-form-rules.test.ts fails if the two ever differ.
 */
export const FORM_LIMITS = {
  /** MAX_DRIVERS: the main driver and at most two more */
  maxDrivers: 3,
  /** REMARK_MAX */
  remarkMax: 200,
  /** the Latin name's length */
  nameMax: 40,
  /** the contact name's length */
  contactNameMax: 60,
  /** a verification code's digits */
  codeLength: 6,
} as const;
