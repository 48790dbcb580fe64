import { describeZone, knowZoneOffsets, offsetMinutes, wallClock, zoneOffsets } from '@/lib/time/zone';

describe('describeZone', () => {
  it('gives Los Angeles -8 with DST from the second Sunday of March to the first of November', () => {
    expect(describeZone('America/Los_Angeles', 2026)).toEqual({
      iana: 'America/Los_Angeles',
      offset: -8,
      isDST: true,
      dstRule: { startRule: '2026-03-08T10:00:00.000Z', endRule: '2026-11-01T09:00:00.000Z', adjust: 1 },
    });
  });

  it('gives Christchurch +12 with DST from September to April', () => {
    const zone = describeZone('Pacific/Auckland', 2026);
    expect(zone.offset).toBe(12);
    expect(zone.dstRule).toEqual({
      startRule: '2026-09-26T14:00:00.000Z', // 02:00 NZST on the last Sunday of September
      endRule: '2026-04-04T14:00:00.000Z', // 03:00 NZDT on the first Sunday of April
      adjust: 1,
    });
  });

  it.each([
    ['Pacific/Honolulu', -10],
    ['Asia/Bangkok', 7],
  ])('gives %s a fixed offset of %i and no DST', (zone, offset) => {
    expect(describeZone(zone, 2026)).toEqual({ iana: zone, offset, isDST: false, dstRule: null });
  });
});

describe('offsetMinutes', () => {
  it('follows the DST change on the instant it happens', () => {
    expect(offsetMinutes(new Date('2026-03-08T09:59:00Z'), 'America/Los_Angeles')).toBe(-480);
    expect(offsetMinutes(new Date('2026-03-08T10:00:00Z'), 'America/Los_Angeles')).toBe(-420);
  });
});

describe('zoneOffsets', () => {
  const from = Date.UTC(2026, 0, 1);
  const until = Date.UTC(2028, 0, 1);

  it('finds each change to the minute', () => {
    const table = zoneOffsets('America/Los_Angeles', from, until);
    expect(table.initial).toBe(-480);
    expect(table.changes).toEqual([
      [Date.parse('2026-03-08T10:00:00Z'), -420],
      [Date.parse('2026-11-01T09:00:00Z'), -480],
      [Date.parse('2027-03-14T10:00:00Z'), -420],
      [Date.parse('2027-11-07T09:00:00Z'), -480],
    ]);
    expect(zoneOffsets('Asia/Bangkok', from, until)).toEqual({ from, until, initial: 420, changes: [] });
  });

  // Each zone is read from Intl first (no table is known for it yet), then from its table.
  it.each(['America/Los_Angeles', 'Pacific/Honolulu', 'Asia/Bangkok', 'Pacific/Auckland'])(
    'gives %s the same offsets and wall clocks as Intl, hour by hour, once known',
    (zone) => {
      const hours = Array.from(
        { length: (until - from) / 3_600_000 },
        (_, i) => new Date(from + i * 3_600_000 + 1_234),
      );
      // Around each change, minute by minute too.
      const table = zoneOffsets(zone, from, until);
      for (const [at] of table.changes)
        for (let m = -90; m <= 90; m++) hours.push(new Date(at + m * 60_000 + 59_999));
      const fromIntl = hours.map((at) => [offsetMinutes(at, zone), wallClock(at, zone)]);
      knowZoneOffsets(zone, table);
      expect(hours.map((at) => [offsetMinutes(at, zone), wallClock(at, zone)])).toEqual(fromIntl);
    },
  );

  it('asks Intl outside the known stretch', () => {
    knowZoneOffsets('Europe/London', { from, until: from + 1, initial: 999, changes: [] });
    expect(offsetMinutes(new Date(from), 'Europe/London')).toBe(999);
    expect(offsetMinutes(new Date(Date.UTC(2026, 6, 1)), 'Europe/London')).toBe(60);
    expect(offsetMinutes(new Date(from - 1), 'Europe/London')).toBe(0);
  });
});
