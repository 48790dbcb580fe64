import { includedUnits } from './included-extras';

/**
 * Who may drive a booking (spec §3 drivers, §5 driver age), shared by the fill-in form and the
 * booking call so both count the same way.
 */

/** The extra service that adds a driver (extra_services code). */
export const ADDITIONAL_DRIVER_EXTRA = 'additional_driver';

/**
 * Drivers besides the main one a booking may name: the additional drivers the package includes
 * (its additional_driver service), plus one for each additional driver bought as an extra.
 */
export function additionalDriversAllowed(
  packageServices: readonly string[],
  boughtAdditionalDrivers: number,
): number {
  return includedUnits(packageServices, ADDITIONAL_DRIVER_EXTRA) + boughtAdditionalDrivers;
}
