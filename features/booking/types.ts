import type { Gender, LicenseType } from '@/lib/choices';
import type { CarDetail, CarDetailQuery, CarPackage } from '@/lib/api/contract/car';
import type { AgeBand } from '@/lib/rent-info/driver-age';
import type { PackageChoice } from '@/lib/store/booking-draft-slice';

/** Where the fill-in step sends the traveller; paths without the /{region}/{lang} prefix. */
export type FillInLinks = {
  /** the car list of this search: after 'sold out', and to search again */
  carList: string;
  /** the plan page of this car: change the package */
  changePackage: string;
  /** the Car Rental Terms article */
  terms: string;
  /** the car list of this search with another driver age band (a main driver outside the search's band) */
  withAge: Partial<Record<AgeBand, string>>;
};

/**
 * What the fill-in step is rendered with (serializable: the page builds it on the server). The car
 * detail is the answer the page was rendered from, narrowed to the chosen package, so the page's
 * bill is computed from exactly what the server priced.
 */
export type FillInContext = {
  detail: CarDetail;
  pkg: CarPackage;
  /** the car detail's query: the booking call names the search and the car the same way */
  query: CarDetailQuery;
  /** the draft's package choice (a draft of another choice is not this form's) */
  choice: PackageChoice;
  links: FillInLinks;
};

export type { Gender };

/** A saved driver or contact of a logged-in traveller (the accounts feature fills these lists). */
export type SavedDriver = {
  driver_id: number;
  given_name: string;
  sur_name: string;
  birthday: string;
  driver_license_type: LicenseType;
};
export type SavedContact = {
  contact_id: number;
  gender: Gender;
  name: string;
  contact_area_code: string;
  contact_phone: string;
  email: string;
  local_area_code: string;
  local_phone: string;
};
export type SavedPeople = { drivers: readonly SavedDriver[]; contacts: readonly SavedContact[] };
