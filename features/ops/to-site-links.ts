import type { CarList, InsuranceType, LocalizedText, PayMode } from '@/lib/api/contract/car';

/** A package a car of the search offers, for the link builder's choice. */
export type LinkPackage = {
  planGroup: InsuranceType;
  payMode: PayMode;
  /** 'full_protection-full_prepaid': one value for a form's choice */
  key: string;
  name: LocalizedText;
};

/** A car of the search at the pick-up store, with the packages it offers. */
export type LinkCar = { skuId: number; name: string; packages: LinkPackage[] };

/** A store the builder may name: its code and name, and where its cars may go back to. */
export type LinkStore = { code: string; name: string; dropStoreAllow: string[] };

/** The car list's cars as the builder offers them, in the list's order and its packages' order. */
export const toLinkCars = (list: CarList): LinkCar[] =>
  list.list.map((car) => ({
    skuId: car.sku_id,
    name: `${car.vehicle_info.make} ${car.vehicle_info.model}`,
    packages: list.packages
      .filter((pkg) => car.packObj[pkg.plan_group]?.[pkg.pay_mode] !== undefined)
      .map((pkg) => ({
        planGroup: pkg.plan_group,
        payMode: pkg.pay_mode,
        key: `${pkg.plan_group}-${pkg.pay_mode}`,
        name: pkg.name,
      })),
  }));
