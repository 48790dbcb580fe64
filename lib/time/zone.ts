/**
 * Time-zone facts derived from IANA zones with Intl, so DST rules never have to be typed in by hand.
 * Offsets are in minutes east of UTC.
 *
 * A page may also be handed a zone's offsets over a stretch of time (`ZoneOffsets`, worked out with
 * Intl by the server) and read them instead: a browser's first Intl date format costs tens of
 * milliseconds of set-up (several times that on a phone), which the search form would otherwise pay
 * while it hydrates. Outside the stretch Intl answers, so a table makes a page faster, never wrong.
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

type WallClockParts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;

function intlWallClock(instant: Date, timeZone: string): WallClockParts {
  return Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  ) as WallClockParts;
}

function intlOffset(instant: number, timeZone: string): number {
  const wall = intlWallClock(new Date(instant), timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * A zone's offsets from `from` to `until` (epoch ms): the offset in force at `from`, then each
 * change as [instant, new offset]. Plain data, so a server component can hand it to the browser.
 */
export type ZoneOffsets = { from: number; until: number; initial: number; changes: [number, number][] };

const knownOffsets = new Map<string, ZoneOffsets>();

/** Lets this process read the zone's offsets from a table (e.g. one the server rendered into the page). */
export function knowZoneOffsets(timeZone: string, table: ZoneOffsets): void {
  const known = knownOffsets.get(timeZone);
  if (!known || known.until - known.from < table.until - table.from) knownOffsets.set(timeZone, table);
}

function tableOffset(instant: number, timeZone: string): number | undefined {
  const table = knownOffsets.get(timeZone);
  if (!table || instant < table.from || instant >= table.until) return undefined;
  let offset = table.initial;
  for (const [at, next] of table.changes) {
    if (at > instant) break;
    offset = next;
  }
  return offset;
}

/** The zone's wall clock at an instant, as its parts. */
export function wallClock(instant: Date, timeZone: string): WallClockParts {
  const known = tableOffset(instant.getTime(), timeZone);
  if (known === undefined) return intlWallClock(instant, timeZone);
  // Whole seconds, as Intl gives them.
  const wall = new Date(Math.floor(instant.getTime() / 1000) * 1000 + known * 60_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

export function offsetMinutes(instant: Date, timeZone: string): number {
  return tableOffset(instant.getTime(), timeZone) ?? intlOffset(instant.getTime(), timeZone);
}

/**
 * The zone's offsets from `from` to `until`, read from Intl: each day's offset, and where two days
 * differ, the minute it changed (zones change offset at most once a day, on a whole minute).
 */
export function zoneOffsets(timeZone: string, from: number, until: number): ZoneOffsets {
  const day = 86_400_000;
  const initial = intlOffset(from, timeZone);
  const changes: [number, number][] = [];
  let previous = initial;
  for (let t = from; t < until;) {
    const next = Math.min(t + day, until);
    const current = intlOffset(next, timeZone);
    if (current !== previous) {
      let low = Math.floor(t / 60_000);
      let high = Math.ceil(next / 60_000);
      while (high - low > 1) {
        const middle = Math.floor((low + high) / 2);
        if (intlOffset(middle * 60_000, timeZone) === previous) low = middle;
        else high = middle;
      }
      changes.push([high * 60_000, current]);
      previous = current;
    }
    t = next;
  }
  return { from, until, initial, changes };
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
  const { initial, changes } = zoneOffsets(timeZone, Date.UTC(year, 0, 1), Date.UTC(year + 1, 0, 1) + 1);
  const offsets = [initial, ...changes.map(([, offset]) => offset)];
  const standard = Math.min(...offsets);
  const daylight = Math.max(...offsets);
  if (changes.length === 0 || standard === daylight) {
    return { iana: timeZone, offset: standard / 60, isDST: false, dstRule: null };
  }
  const begins = changes.find(([, offset]) => offset === daylight)!;
  const ends = changes.find(([, offset]) => offset === standard)!;
  return {
    iana: timeZone,
    offset: standard / 60,
    isDST: true,
    dstRule: {
      startRule: new Date(begins[0]).toISOString(),
      endRule: new Date(ends[0]).toISOString(),
      adjust: (daylight - standard) / 60,
    },
  };
}
