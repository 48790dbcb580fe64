/**
 * A slice of the site store: its own data and actions under one key of the store (`state.site`,
 * `state.bookingDraft`, …). A slice creator sees only its slice: `setSlice` merges a patch into it
 * and `getSlice` reads it, so slices stay independent and a feature can extend one (see
 * booking-draft-slice.ts) without touching the others.
 */
export type SliceSetter<S> = (patch: Partial<S> | ((slice: S) => Partial<S>)) => void;
export type SliceCreator<S> = (setSlice: SliceSetter<S>, getSlice: () => S) => S;

/** The slice's data without its actions: what is persisted and compared. */
export type DataOf<S> = { [K in keyof S as S[K] extends (...args: never[]) => unknown ? never : K]: S[K] };

export function dataOf<S extends object>(slice: S): DataOf<S> {
  return Object.fromEntries(
    Object.entries(slice).filter(([, value]) => typeof value !== 'function'),
  ) as DataOf<S>;
}
