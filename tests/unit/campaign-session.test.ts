import {
  campaignOfAddress,
  campaignOfCookie,
  firstInSession,
  searchKey,
  visitKey,
} from '@/features/campaign/session';

describe('what the campaign beacon counts', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('reads a campaign from an address only when it carries a utm key', () => {
    expect(campaignOfAddress('?pickup=LAX01')).toBeUndefined();
    expect(campaignOfAddress('?utm_foo=1')).toBeUndefined();
    expect(campaignOfAddress('?utm_source=&utm_medium=')).toBeUndefined();
    expect(campaignOfAddress('?utm_source=news&utm_campaign=spring&from=x')).toEqual({
      utm_source: 'news',
      utm_medium: undefined,
      utm_campaign: 'spring',
    });
    expect(campaignOfAddress('?utm_term=suv')).toEqual({});
  });

  it('reads the utm cookie proxy.ts keeps, and ignores one that is not JSON', () => {
    const cookie = `lang=en; utm=${encodeURIComponent(JSON.stringify({ utm_source: 'news', utm_medium: 'email' }))}`;
    expect(campaignOfCookie(cookie)).toEqual({ utm_source: 'news', utm_medium: 'email', utm_campaign: undefined });
    expect(campaignOfCookie('utm=%7Bbroken')).toBeUndefined();
    expect(campaignOfCookie('lang=en')).toBeUndefined();
  });

  it('counts a visit once per campaign per tab, and a search once per distinct search', () => {
    const spring = { utm_source: 'news', utm_medium: 'email', utm_campaign: 'spring' };
    const storage = window.sessionStorage;
    expect(firstInSession(storage, visitKey(spring))).toBe(true);
    expect(firstInSession(storage, visitKey(spring))).toBe(false);
    expect(firstInSession(storage, visitKey({ ...spring, utm_campaign: 'winter' }))).toBe(true);
    expect(firstInSession(storage, searchKey(spring, 'LAX01 1-3'))).toBe(true);
    expect(firstInSession(storage, searchKey(spring, 'LAX01 1-3'))).toBe(false);
    expect(firstInSession(storage, searchKey(spring, 'LAX01 2-4'))).toBe(true);
    // Without storage nothing is counted: undercounting beats counting every reload.
    expect(firstInSession(undefined, visitKey({ utm_source: 'other' }))).toBe(false);
    const broken = { getItem: () => { throw new Error('denied'); } } as unknown as Storage;
    expect(firstInSession(broken, visitKey({ utm_source: 'other' }))).toBe(false);
  });
});
