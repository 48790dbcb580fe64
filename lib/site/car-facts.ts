import type { CarCategory, CarFeature, VehicleInfo } from '../api/contract/car';

/** A car's facts as the pages show them: the car list's card and the car detail's header alike. */
export type CarFacts = {
  make: string;
  model: string;
  category: CarCategory;
  doors: number;
  seats: number;
  luggage: number;
  /** litres; null without a combustion engine */
  displacement: number | null;
  gearbox: VehicleInfo['gearbox'];
  fuel: VehicleInfo['fuel'];
  drivetrain: VehicleInfo['drivetrain'];
  features: CarFeature[];
  image: string;
  /** true: the traveller gets this very model; false: this model or a similar one of its class */
  guaranteedModel: boolean;
};

/** The API's vehicle_info, the same in the list's and the detail's answers, as the pages read it. */
export const toCarFacts = (info: VehicleInfo): CarFacts => ({
  make: info.make,
  model: info.model,
  category: info.category,
  doors: info.doors,
  seats: info.seats,
  luggage: info.luggage,
  displacement: info.displacement,
  gearbox: info.gearbox,
  fuel: info.fuel,
  drivetrain: info.drivetrain,
  features: info.features,
  image: info.image,
  guaranteedModel: info.guaranteed_model,
});
