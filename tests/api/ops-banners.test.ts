import { eq } from 'drizzle-orm';
import { bannerListSchema } from '@/lib/api/contract/banner';
import { opsBannerListSchema, opsBannerSchema } from '@/lib/api/contract/ops-banners';
import { rolesAllow, STAFF_ROLES } from '@/lib/ops/roles';
import { banners, operatorActions } from '@/server/db/schema';
import { query } from './booking-fixtures';
import type { TestClient } from './client';
import { databaseKinds, useApiDatabase } from './databases';
import { staffOfEveryRole } from './staff-fixtures';

type Headers = Record<string, string>;
const HOUR = 60 * 60 * 1000;

const bannersApi = (client: TestClient) => ({
  list: (headers: Headers) => client.get(`/ops/banners/list?${query({})}`, headers),
  save: (form: Record<string, string>, headers: Headers) =>
    client.postForm('/ops/banners/save', form, headers),
});

let serial = 0;
/** A banner for LAX01, running from an hour ago for a day, on. */
function bannerForm(overrides: Record<string, string> = {}) {
  serial += 1;
  const now = Date.now();
  return {
    code: `t_ops_${serial}_${now.toString(36)}`,
    title_en: 'Summer road trip',
    title_th: 'ทริปขับรถหน้าร้อน',
    title_zh: '夏日自驾游',
    title_zh_hant: '夏日自駕遊',
    link: '/book/LAX01',
    image_en: '/banners/roadtrip.svg',
    image_th: '/banners/roadtrip.svg',
    image_zh: '/banners/roadtrip.svg',
    image_zh_hant: '/banners/roadtrip.svg',
    stores: 'LAX01',
    starts_at: new Date(now - HOUR).toISOString(),
    ends_at: new Date(now + 24 * HOUR).toISOString(),
    status: 'on',
    ...overrides,
  };
}

describe.each(databaseKinds)('banners in the back office on %s', (kind) => {
  const { database, client } = useApiDatabase(kind);
  const api = bannersApi(client);
  let staff: Awaited<ReturnType<typeof staffOfEveryRole>>;
  let marketing: Headers = {};

  beforeAll(async () => {
    staff = await staffOfEveryRole(database.db);
    marketing = staff.marketing.headers;
  });

  const publicCodes = async (store: string, dropStore?: string) => {
    const answer = await client.get(`/common/banners?${query({ store, drop_store: dropStore })}`);
    expect(answer.body.code).toBe(200);
    return bannerListSchema.parse(answer.body.data).list.map((banner) => banner.code);
  };

  it('creates, edits and schedules a banner; the public API answers it within its dates and stores only', async () => {
    const form = bannerForm();
    const created = await api.save(form, marketing);
    expect(created.body.code).toBe(200);
    const banner = opsBannerSchema.parse(created.body.data);
    expect(await publicCodes('LAX01')).toContain(form.code);
    expect(await publicCodes('SFO01')).not.toContain(form.code);

    const later = { starts_at: new Date(Date.now() + 2 * HOUR).toISOString() };
    expect((await api.save({ ...form, ...later, id: String(banner.id) }, marketing)).body.code).toBe(200);
    expect(await publicCodes('LAX01')).not.toContain(form.code);

    const edited = await api.save(
      { ...form, id: String(banner.id), stores: '', title_en: 'Everywhere' },
      marketing,
    );
    expect(opsBannerSchema.parse(edited.body.data)).toMatchObject({
      stores: [],
      title: { en: 'Everywhere' },
    });
    expect(await publicCodes('SFO01')).toContain(form.code);

    expect(
      (await api.save({ ...form, id: String(banner.id), stores: '', status: 'off' }, marketing)).body.code,
    ).toBe(200);
    expect(await publicCodes('SFO01')).not.toContain(form.code);

    const listed = opsBannerListSchema.parse((await api.list(marketing)).body.data).list;
    expect(listed.find((row) => row.id === banner.id)).toMatchObject({ status: 'off' });

    const actions = await database.db
      .select({ action: operatorActions.action, before: operatorActions.before })
      .from(operatorActions)
      .where(eq(operatorActions.staffId, staff.marketing.member.id));
    expect(actions.map((row) => row.action)).toEqual([
      'banner_create',
      'banner_edit',
      'banner_edit',
      'banner_edit',
    ]);
    expect(actions[1]!.before).toMatchObject({ code: form.code, stores: ['LAX01'] });
  });

  it('refuses an external image, a bad link, reversed dates and a taken code with -1, writing nothing', async () => {
    const taken = bannerForm();
    expect((await api.save(taken, marketing)).body.code).toBe(200);
    const before = (await database.db.select().from(banners)).length;
    const bads: Record<string, string>[] = [
      { image_en: 'https://evil.example/x.png' },
      { image_th: '//evil.example/x.png' },
      { image_zh: '/banners/../../etc/passwd.svg' },
      { link: 'javascript:alert(1)' },
      { link: 'http://plain.example/' },
      { link: '//evil.example' },
      { ends_at: new Date(Date.now() - 2 * HOUR).toISOString() },
      { code: taken.code },
      { title_zh_hant: '' },
      { id: '999999' },
    ];
    for (const bad of bads) {
      const answer = await api.save(bannerForm(bad), marketing);
      expect([-1, 404], JSON.stringify(bad)).toContain(answer.body.code);
    }
    expect((await database.db.select().from(banners)).length).toBe(before);
    expect((await api.save(bannerForm({ link: 'https://example.com/summer' }), marketing)).body.code).toBe(
      200,
    );
  });

  it('lets only marketing.manage in', async () => {
    for (const role of STAFF_ROLES) {
      const expected = rolesAllow([role], 'marketing.manage') ? 200 : 403;
      expect((await api.list(staff[role].headers)).status, role).toBe(expected);
      expect((await api.save(bannerForm(), staff[role].headers)).status, role).toBe(expected);
    }
    expect((await api.list({})).status).toBe(401);
  });
});
