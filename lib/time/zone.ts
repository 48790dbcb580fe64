/**
 * Time-zone facts derived from IANA zones with Intl, so DST rules never have to be typed in by hand.
 * Offsets are in minutes east of UTC.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The zone's wall clock at an instant, as its parts. */
export function wallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return parts;
}

export function offsetMinutes(instant: Date, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The first instant in (from, to] whose offset differs from the offset at `from`. */
function findTransition(from: number, to: number, timeZone: string): number {
  // Zones change offset on whole minutes, so search in minutes.
  const before = offsetMinutes(new Date(from), timeZone);
  let low = Math.floor(from / 60_000);
  let high = Math.ceil(to / 60_000);
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (offsetMinutes(new Date(middle * 60_000), timeZone) === before) low = middle;
    else high = middle;
  }
  return high * 60_000;
}

export type DstRule = { startRule: string; endRule: string; adjust: number };
export type ZoneInfo = {
  iana: string;
  /** standard (winter) offset in hours, e.g. -8 for Los Angeles */
  offset: number;
  isDST: boolean;
  /** this year's transitions as ISO instants, and the hours added during DST */
  dstRule: DstRule | null;
};

/** The zone's standard offset and DST rule in `year` (spec §3 city.timeZone). */
export function describeZone(timeZone: string, year: number): ZoneInfo {
  const start = Date.UTC(year, 0, 1);
  const day = 86_400_000;
  const transitions: { at: number; offset: number }[] = [];
  let previous = offsetMinutes(new Date(start), timeZone);
  for (let t = start + day; t <= Date.UTC(year + 1, 0, 1); t += day) {
    const current = offsetMinutes(new Date(t), timeZone);
    if (current !== previous) {
      transitions.push({ at: findTransition(t - day, t, timeZone), offset: current });
      previous = current;
    }
  }
  const offsets = [offsetMinutes(new Date(start), timeZone), ...transitions.map((tr) => tr.offset)];
  const standard = Math.min(...offsets);
  const daylight = Math.max(...offsets);
  if (transitions.length === 0 || standard === daylight) {
    return { iana: timeZone, offset: standard / 60, isDST: false, dstRule: null };
  }
  const begins = transitions.find((tr) => tr.offset === daylight)!;
  const ends = transitions.find((tr) => tr.offset === standard)!;
  return {
    iana: timeZone,
    offset: standard / 60,
    isDST: true,
    dstRule: {
      startRule: new Date(begins.at).toISOString(),
      endRule: new Date(ends.at).toISOString(),
      adjust: (daylight - standard) / 60,
    },
  };
}
