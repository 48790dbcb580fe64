'use client';

import { useFleet } from '../api/get-fleet';
import { FleetForm } from './fleet-form';
import { FleetTables } from './fleet-tables';

/** The fleet page's working part: the store's cars and units, and the forms that change them. */
export function FleetDesk({ store }: { store: string }) {
  const fleet = useFleet(store);
  return (
    <>
      <FleetTables fleet={fleet} />
      <FleetForm fleet={fleet} mode="block" />
      <FleetForm fleet={fleet} mode="add" />
      <FleetForm fleet={fleet} mode="retire" />
    </>
  );
}
