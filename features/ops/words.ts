/**
 * The password length the set-up form's hint states before anything is typed: lib/api/contract/
 * ops-staff.ts STAFF_PASSWORD_MIN, copied so the page does not load zod (the form's check is the
 * schema's own, loaded with the first check; tests/unit/ops-login.test.tsx keeps the two equal).
 */
export const PASSWORD_MIN = 12;
/** A TOTP code is six digits; a recovery code is longer (xxxx-xxxx-xx). */
export const CODE_MAX = 32;
