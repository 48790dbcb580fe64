import { builtinGlobalConfig } from '@/lib/site/api/global-config';
import { judgeSearchDraft } from '@/lib/rent-info/search-draft';
import type { SearchDraft } from '@/lib/rent-info/search-draft-schema';
import { storeLookupFromConfig } from '@/lib/rent-info/store-lookup';

const lookupStore = storeLookupFromConfig(builtinGlobalConfig().storeInfo);
/** 2026-06-01 05:00 in Los Angeles. */
const judge = (value: SearchDraft) =>
  judgeSearchDraft(value, { now: new Date('2026-06-01T12:00:00Z'), lookupStore });

const draft = (overrides: Partial<SearchDraft> = {}): SearchDraft => ({
  pickup: 'LAX01',
  dropOff: 'LAX01',
  returnElsewhere: false,
  dates: { start: '2026-12-01', end: '2026-12-08' },
  pickupTime: '10:00',
  dropOffTime: '10:00',
  age: '25-75',
  ...overrides,
});

/** Each problem as 'field: problem code'. */
const issues = (value: SearchDraft) => {
  const judgement = judge(value);
  return judgement.ok
    ? []
    : Object.entries(judgement.problems).map(([field, problem]) => `${field}: ${problem}`);
};

describe("the search form's judgement", () => {
  it('turns a valid draft into the search the codec and the API take, with canonical store codes', () => {
    expect(judge(draft({ pickup: 'haw1204', dropOff: 'SFO01' }))).toEqual({
      ok: true,
      search: {
        pickup_location: 'HNL01',
        drop_off_location: 'HNL01', // no return elsewhere: the car goes back where it was picked up
        pickup_date_time: '2026-12-01 10:00',
        drop_off_date_time: '2026-12-08 10:00',
        driver_age: '25-75',
      },
    });
    expect(
      judge(draft({ returnElsewhere: true, dropOff: 'SFO01', pickupTime: '09:30', age: '21' })),
    ).toMatchObject({
      search: { drop_off_location: 'SFO01', pickup_date_time: '2026-12-01 09:30', driver_age: '21' },
    });
  });

  it('puts each of the rules’ problems on the field the traveller has to change', () => {
    expect(issues(draft({ pickup: '' }))).toEqual(['pickup: pickupRequired']);
    expect(issues(draft({ returnElsewhere: true, dropOff: 'BKK01' }))).toEqual([
      'dropOff: dropOffNotAllowed',
    ]);
    expect(issues(draft({ dates: null }))).toEqual(['dates: datesRequired']);
    expect(issues(draft({ dates: { start: '2026-05-31', end: '2026-06-03' } }))).toEqual([
      'dates: pickupPast',
    ]);
    expect(issues(draft({ dates: { start: '2026-06-01', end: '2026-06-03' }, pickupTime: '04:30' }))).toEqual(
      ['pickupTime: pickupPast'],
    );
    expect(
      issues(draft({ dates: { start: '2026-12-01', end: '2026-12-01' }, dropOffTime: '09:00' })),
    ).toEqual(['dropOffTime: dropOffNotAfterPickup']);
    expect(issues(draft({ dates: { start: '2026-12-01', end: '2027-06-07' } }))).toEqual([
      'dates: dropOffTooLate',
    ]);
    expect(issues(draft({ dates: { start: '2026-06-03', end: '2027-06-04' } }))).toEqual([
      'dates: rangeTooLong',
    ]);
  });
});
