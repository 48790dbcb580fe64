import { describeZone, offsetMinutes } from '@/lib/time/zone';

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
