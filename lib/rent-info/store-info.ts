/**
 * The /book/{store_info} path segment (spec §2): the pick-up store, then a dash and the drop-off store
 * when the car goes back elsewhere.
 */
export function parseStoreInfoSegment(segment: string): { pickup: string; dropOff: string | undefined } {
  const [pickup = '', dropOff] = decodeURIComponent(segment).trim().toUpperCase().split('-');
  return { pickup, dropOff: dropOff || undefined };
}

export function formatStoreInfoSegment(pickup: string, dropOff: string): string {
  return pickup === dropOff ? pickup : `${pickup}-${dropOff}`;
}
