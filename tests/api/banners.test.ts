import { bannerListSchema } from '@/lib/api/contract/banner';
import { banners } from '@/server/db/schema';
import { databaseKinds, useApiDatabase } from './databases';

const HOUR = 60 * 60 * 1000;
const l = (text: string) => ({ en: text, th: `th ${text}`, zh: `zh ${text}`, 'zh-hant': `zh-hant ${text}` });
const pictures = (code: string) => ({
  en: `/banners/en/${code}.svg`,
  th: `/banners/th/${code}.svg`,
  zh: `/banners/zh/${code}.svg`,
  'zh-hant': `/banners/zh-hant/${code}.svg`,
});

/** Banners around the present moment, so the test does not depend on the seed's campaign dates. */
function testBanners(now = Date.now()) {
  const row = (code: string, extra: Partial<typeof banners.$inferInsert> = {}) => ({
    code,
    title: l(code),
    link: '/book/LAX01',
    icon: null,
    image: pictures(code),
    stores: ['LAX01'],
    dropOffStores: [],
    startTime: new Date(now - HOUR),
    endTime: new Date(now + 24 * HOUR),
    status: true,
    ...extra,
  });
  return [
    row('t_lax_live'),
    row('t_lax_expired', { startTime: new Date(now - 48 * HOUR), endTime: new Date(now - HOUR) }),
    row('t_lax_future', { startTime: new Date(now + HOUR) }),
    row('t_lax_off', { status: false }),
    row('t_lax_to_sfo', { dropOffStores: ['SFO01'] }),
    row('t_hnl_live', { stores: ['HNL01'], link: null }),
  ];
}

describe.each(databaseKinds)('GET /common/banners on %s', (kind) => {
  const { database, client } = useApiDatabase(kind);
  beforeAll(async () => {
    await database.db.insert(banners).values(testBanners());
  });

  const codes = async (query: string) => {
    const { status, body } = await client.get(`/common/banners?${query}`);
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    return bannerListSchema.parse(body.data).list.map((banner) => banner.code);
  };

  it('answers the active banners of the store in their window, and not the others', async () => {
    const list = await codes('store=LAX01');
    expect(list).toContain('t_lax_live');
    expect(list).not.toContain('t_lax_expired');
    expect(list).not.toContain('t_lax_future');
    expect(list).not.toContain('t_lax_off');
    expect(list).not.toContain('t_hnl_live');
  });

  it('matches the drop-off store, which is the pick-up store when absent', async () => {
    expect(await codes('store=LAX01')).not.toContain('t_lax_to_sfo');
    expect(await codes('store=LAX01&drop_store=SFO01')).toEqual(
      expect.arrayContaining(['t_lax_live', 't_lax_to_sfo']),
    );
    expect(await codes('store=SFO01&drop_store=SFO01')).not.toContain('t_lax_live');
  });

  it('reads store aliases and lower case, and gives only everywhere-banners without a store', async () => {
    expect(await codes('store=haw1204')).toContain('t_hnl_live');
    const everywhere = await codes('');
    expect(everywhere).not.toContain('t_lax_live');
    expect(everywhere).not.toContain('t_hnl_live');
  });

  it('localizes the title and the picture by the locale common param', async () => {
    const { body } = await client.get('/common/banners?store=HNL01&locale=zh_HK');
    const banner = bannerListSchema.parse(body.data).list.find((item) => item.code === 't_hnl_live');
    expect(banner).toEqual({
      id: expect.any(Number),
      code: 't_hnl_live',
      title: 'zh-hant t_hnl_live',
      link: null,
      icon: null,
      image: '/banners/zh-hant/t_hnl_live.svg',
    });
  });

  it.each([
    ['an unknown store', 'store=NOPE1'],
    ['a malformed store code', 'store=LAX-01'],
    ['an unknown drop-off store', 'store=LAX01&drop_store=NOPE1'],
    ['a drop-off store without a pick-up store', 'drop_store=LAX01'],
  ])("answers -1 'params error' for %s", async (_label, query) => {
    const { status, body } = await client.get(`/common/banners?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: -1, msg: 'params error' });
  });
});
