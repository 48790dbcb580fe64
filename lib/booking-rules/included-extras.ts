/**
 * Units of an extra a package includes: one when the package lists the extra's code among its
 * services (Full protection's 'additional_driver': one additional driver free of charge). Booking
 * and bill count only what is chosen beyond them: the extra's quantity is the units bought, each
 * priced, and the included unit is never sold again (the fill-in form shows it as included).
 */
export function includedUnits(packageServices: readonly string[], extraCode: string): number {
  return packageServices.includes(extraCode) ? 1 : 0;
}
