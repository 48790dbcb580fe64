// No zod here: the lists a page shows as choices (titles, licences, wallet tabs), imported by the
// pages with themselves and by the contract's schemas, so no page loads zod to show a choice.

/** A traveller's title: female (Ms) or male (Mr). */
export const GENDERS = ['female', 'male'] as const;
export type Gender = (typeof GENDERS)[number];

/** A driving licence's issuer: mainland China, Hong Kong, Thailand, or another country. */
export const LICENSE_TYPES = ['cn', 'hk', 'th', 'other'] as const;
export type LicenseType = (typeof LICENSE_TYPES)[number];

/** The most drivers a booking or a change of it names, the main one included. */
export const MAX_CHANGE_DRIVERS = 3;

/** The coupon wallet's tabs: a coupon's status ('expired' is computed from its end). */
export const WALLET_STATUSES = ['valid', 'invalid', 'used', 'expired'] as const;
export type WalletStatus = (typeof WALLET_STATUSES)[number];
