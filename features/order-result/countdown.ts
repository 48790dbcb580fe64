/**
 * The payment countdown's arithmetic, apart from React so it can be tested on its own.
 * Screen readers hear the time left only at these points (minutes left), never every second.
 */
export const ANNOUNCED_MINUTES = [20, 10, 5, 2, 1] as const;

/** 'm:ss' of the time left (never negative), e.g. 29:05; hours do not occur (holds last 30 minutes). */
export function clockText(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The announcement point the time left has reached: 0 once the time is up, else the smallest
 * announced minute count it is within (4:10 left → 5), or null above the first one.
 */
export function announcementPoint(msLeft: number): number | null {
  if (msLeft <= 0) return 0;
  const within = ANNOUNCED_MINUTES.filter((minutes) => msLeft <= minutes * 60_000);
  return within.at(-1) ?? null;
}
