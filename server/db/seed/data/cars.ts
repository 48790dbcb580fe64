import type { CarCategory, CarFeature } from '@/lib/api/contract/car';
import type { carModels } from '../../schema';
import { carPictureFile } from './car-pictures';

type CarModelSeed = Omit<typeof carModels.$inferInsert, 'id' | 'image' | 'category' | 'features'> & {
  category: CarCategory;
  features: CarFeature[];
};

// What every car rented today has: reversing cameras are mandatory on new US cars since 2018.
const modern: CarFeature[] = ['ac', 'bluetooth', 'usb', 'backup_camera'];

// Facts are those of the trims rental fleets actually buy in each market; displacement is in litres
// and is null where there is no combustion engine. One model a line reads like a fleet sheet.
// prettier-ignore
const models: CarModelSeed[] = [
  // Economy
  { code: 'nissan-versa', make: 'Nissan', model: 'Versa', category: 'economy', doors: 4, seats: 5, luggage: 2, displacement: '1.6', gearbox: 'AT', fuel: 'gasoline', drivetrain: 'FWD', features: [...modern] },
  { code: 'toyota-yaris-ativ', make: 'Toyota', model: 'Yaris Ativ', category: 'economy', doors: 4, seats: 5, luggage: 2, displacement: '1.2', gearbox: 'AT', fuel: 'gasoline', drivetrain: 'FWD', features: ['ac', 'bluetooth', 'usb'] },
  { code: 'suzuki-swift', make: 'Suzuki', model: 'Swift', category: 'economy', doors: 5, seats: 5, luggage: 1, displacement: '1.2', gearbox: 'AT/MT', fuel: 'gasoline', drivetrain: 'FWD', features: ['ac', 'bluetooth', 'usb'] },
  // Compact
  { code: 'honda-city', make: 'Honda', model: 'City', category: 'compact', doors: 4, seats: 5, luggage: 2, displacement: '1.0', gearbox: 'AT', fuel: 'gasoline', drivetrain: 'FWD', features: [...modern, 'cruise_control'] },
  { code: 'toyota-corolla', make: 'Toyota', model: 'Corolla', category: 'compact', doors: 4, seats: 5, luggage: 2, displacement: '2.0', gearbox: 'AT', fuel: 'gasoline', drivetrain: 'FWD', features: [...modern, 'cruise_control'] },
  { code: 'hyundai-elantra', make: 'Hyundai', model: 'Elantra', category: 'compact', doors: 4, seats: 5, luggage: 2, displacement: '2.0', gearbox: 'AT', fuel: 'gasoline', drivetrain: 'FWD', features: [...modern, 'cruise_control'] },
  { code: 'honda-civic', make: 'Honda', model: 'Civic', category: 'compact', doors: 4, seats: 5, luggage: 2, displacement: '1.5', gearbox: 'AT', fuel: 'gasoline', drivetrain: 'FWD', features: [...modern, 'cruise_control', 'parking_sensor'] },
  // Midsize
  { code: 'toyota-prius', make: 'Toyota', model: 'Prius', category: 'midsize', doors: 5, seats: 5, luggage: 2, displacement: '2.0', gearbox: 'AT', fuel: 'hybrid', drivetrain: 'FWD', features: [...modern, 'cruise_control', 'parking_sensor'] },
  { code: 'toyota-camry', make: 'Toyota', model: 'Camry Hybrid', category: 'midsize', doors: 4, seats: 5, luggage: 3, displacement: '2.5', gearbox: 'AT', fuel: 'hybrid', drivetrain: 'FWD', features: [...modern, 'cruise_control', 'parking_sensor'] },
  { code: 'kia-k5', make: 'Kia', model: 'K5', category: 'midsize', doors: 4, seats: 5, luggage: 3, displacement: '1.6', gearbox: 'AT', fuel: 'gasoline', drivetrain: 'FWD', features: [...modern, 'cruise_control'] },
  { code: 'chevrolet-malibu', make: 'Chevrolet', model: 'Malibu', category: 'midsize', doors: 4, seats: 5, luggage: 3, displacement: '1.5', gearbox: 'AT', fuel: 'gasoline', drivetrain: 'FWD', features: [...modern, 'cruise_control'] },
  // Full size
  { code: 'toyota-mirai', make: 'Toyota', model: 'Mirai', category: 'fullsize', doors: 4, seats: 5, luggage: 2, displacement: null, gearbox: 'AT', fuel: 'hydrogen', drivetrain: 'RWD', features: [...modern, 'cruise_control', 'parking_sensor', 'gps'] },
  // Luxury
  { code: 'tesla-model-3', make: 'Tesla', model: 'Model 3', category: 'luxury', doors: 4, seats: 5, luggage: 3, displacement: null, gearbox: 'AT', fuel: 'EV', drivetrain: 'RWD', features: [...modern, 'cruise_control', 'gps'] },
  { code: 'bmw-330i', make: 'BMW', model: '330i', category: 'luxury', doors: 4, seats: 5, luggage: 3, displacement: '2.0', gearbox: 'AT', fuel: 'gasoline', drivetrain: 'RWD', features: [...modern, 'cruise_control', 'parking_sensor', 'gps'] },
  // SUVs
  { code: 'toyota-corolla-cross', make: 'Toyota', model: 'Corolla Cross Hybrid', category: 'suv', doors: 5, seats: 5, luggage: 3, displacement: '1.8', gearbox: 'AT', fuel: 'hybrid', drivetrain: 'FWD', features: [...modern, 'cruise_control'] },
  { code: 'toyota-rav4', make: 'Toyota', model: 'RAV4 Hybrid', category: 'suv', doors: 5, seats: 5, luggage: 4, displacement: '2.5', gearbox: 'AT', fuel: 'hybrid', drivetrain: 'AWD', features: [...modern, 'cruise_control', 'parking_sensor'] },
  { code: 'honda-cr-v', make: 'Honda', model: 'CR-V', category: 'suv', doors: 5, seats: 5, luggage: 4, displacement: '1.5', gearbox: 'AT', fuel: 'gasoline', drivetrain: 'AWD', features: [...modern, 'cruise_control', 'parking_sensor'] },
  { code: 'mazda-cx-5', make: 'Mazda', model: 'CX-5', category: 'suv', doors: 5, seats: 5, luggage: 3, displacement: '2.5', gearbox: 'AT', fuel: 'gasoline', drivetrain: 'AWD', features: [...modern, 'cruise_control', 'parking_sensor', 'gps'] },
  { code: 'tesla-model-y', make: 'Tesla', model: 'Model Y', category: 'suv', doors: 5, seats: 5, luggage: 4, displacement: null, gearbox: 'AT', fuel: 'EV', drivetrain: 'AWD', features: [...modern, 'cruise_control', 'gps'] },
  { code: 'mitsubishi-outlander-phev', make: 'Mitsubishi', model: 'Outlander PHEV', category: 'suv', doors: 5, seats: 5, luggage: 3, displacement: '2.4', gearbox: 'AT', fuel: 'hybrid', drivetrain: 'AWD', features: [...modern, 'cruise_control', 'parking_sensor'] },
  { code: 'jeep-wrangler', make: 'Jeep', model: 'Wrangler Unlimited', category: 'suv', doors: 4, seats: 5, luggage: 2, displacement: '2.0', gearbox: 'AT', fuel: 'gasoline', drivetrain: '4WD', features: [...modern, 'cruise_control'] },
  { code: 'toyota-fortuner', make: 'Toyota', model: 'Fortuner', category: 'suv', doors: 5, seats: 7, luggage: 3, displacement: '2.8', gearbox: 'AT', fuel: 'diesel', drivetrain: '4WD', features: [...modern, 'cruise_control', 'parking_sensor', 'cd_dvd'] },
  { code: 'ford-explorer', make: 'Ford', model: 'Explorer', category: 'suv', doors: 5, seats: 7, luggage: 4, displacement: '2.3', gearbox: 'AT', fuel: 'gasoline', drivetrain: 'AWD', features: [...modern, 'cruise_control', 'parking_sensor'] },
  { code: 'toyota-highlander', make: 'Toyota', model: 'Highlander Hybrid', category: 'suv', doors: 5, seats: 7, luggage: 4, displacement: '2.5', gearbox: 'AT', fuel: 'hybrid', drivetrain: 'AWD', features: [...modern, 'cruise_control', 'parking_sensor', 'gps'] },
  { code: 'chevrolet-tahoe', make: 'Chevrolet', model: 'Tahoe', category: 'suv', doors: 5, seats: 8, luggage: 5, displacement: '5.3', gearbox: 'AT', fuel: 'gasoline', drivetrain: '4WD', features: [...modern, 'cruise_control', 'parking_sensor', 'gps'] },
  // Minivans
  { code: 'mitsubishi-xpander', make: 'Mitsubishi', model: 'Xpander', category: 'minivan', doors: 5, seats: 7, luggage: 2, displacement: '1.5', gearbox: 'AT', fuel: 'gasoline', drivetrain: 'FWD', features: [...modern] },
  { code: 'toyota-sienna', make: 'Toyota', model: 'Sienna', category: 'minivan', doors: 5, seats: 8, luggage: 5, displacement: '2.5', gearbox: 'AT', fuel: 'hybrid', drivetrain: 'FWD', features: [...modern, 'cruise_control', 'parking_sensor', 'cd_dvd'] },
  { code: 'chrysler-pacifica', make: 'Chrysler', model: 'Pacifica', category: 'minivan', doors: 5, seats: 7, luggage: 5, displacement: '3.6', gearbox: 'AT', fuel: 'gasoline', drivetrain: 'FWD', features: [...modern, 'cruise_control', 'parking_sensor', 'cd_dvd'] },
  { code: 'toyota-hiace', make: 'Toyota', model: 'HiAce Commuter', category: 'minivan', doors: 4, seats: 12, luggage: 6, displacement: '2.8', gearbox: 'AT', fuel: 'diesel', drivetrain: 'RWD', features: ['ac', 'usb', 'cd_dvd', 'backup_camera'] },
  // Pick-ups
  { code: 'isuzu-d-max', make: 'Isuzu', model: 'D-Max Hi-Lander Cab4', category: 'pickup', doors: 4, seats: 5, luggage: 3, displacement: '1.9', gearbox: 'AT', fuel: 'diesel', drivetrain: 'RWD', features: ['ac', 'bluetooth', 'usb'] },
  { code: 'toyota-hilux', make: 'Toyota', model: 'Hilux Double Cab', category: 'pickup', doors: 4, seats: 5, luggage: 3, displacement: '2.8', gearbox: 'AT/MT', fuel: 'diesel', drivetrain: '4WD', features: [...modern, 'cruise_control'] },
  // Convertibles
  { code: 'ford-mustang-convertible', make: 'Ford', model: 'Mustang Convertible', category: 'convertible', doors: 2, seats: 4, luggage: 1, displacement: '2.3', gearbox: 'AT', fuel: 'gasoline', drivetrain: 'RWD', features: [...modern, 'cruise_control'] },
  { code: 'mazda-mx-5', make: 'Mazda', model: 'MX-5 Roadster', category: 'convertible', doors: 2, seats: 2, luggage: 1, displacement: '2.0', gearbox: 'AT/MT', fuel: 'gasoline', drivetrain: 'RWD', features: [...modern, 'cruise_control'] },
];

export const carModelRows: Omit<typeof carModels.$inferInsert, 'id'>[] = models.map((m) => ({
  ...m,
  image: carPictureFile(m.code),
}));

export const carModelCodes = new Set(models.map((m) => m.code));
