/**
 * The password rule the set-up form states before the API checks it: lib/api/contract/ops-staff.ts
 * STAFF_PASSWORD_MIN, copied so the form does not load zod with the page (tests/unit/ops-login.test.tsx
 * keeps them equal).
 */
export const PASSWORD_MIN = 12;
/** A TOTP code is six digits; a recovery code is longer (xxxx-xxxx-xx). */
export const CODE_MAX = 32;
