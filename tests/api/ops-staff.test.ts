import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { staffListSchema, staffMemberSchema, staffSetupLinkSchema } from '@/lib/api/contract/ops-staff';
import { operatorActions, staff, staffRecoveryCodes, staffSessions } from '@/server/db/schema';
import { runOps } from '@/server/ops-command/run';
import { sandboxAcquirer } from '@/server/providers/payment/sandbox';
import { freshEmail } from './account-fixtures';
import type { TestEnvelope } from './client';
import { databaseKinds, useApiDatabase } from './databases';
import {
  addTestStaff,
  notStaffCookies,
  staffHeaders,
  staffOfEveryRole,
  type TestStaff,
} from './staff-fixtures';

type Who = { name: string; headers: Record<string, string> };

describe.each(databaseKinds)('staff management on %s', (kind) => {
  const { database, client } = useApiDatabase(kind, { poolSize: 20 });

  const actionsOn = async (staffId: string) =>
    database.db.select().from(operatorActions).where(eq(operatorActions.targetStaffId, staffId));
  const target = () => addTestStaff(database.db, { roles: ['customer_service'] });
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

  /** Every management call with a valid body, made fresh for each caller (a new target each time). */
  const operations: Record<
    string,
    (headers: Record<string, string>) => Promise<{ status: number; body: TestEnvelope }>
  > = {
    'GET /ops/staff/list': (headers) => client.get('/ops/staff/list', headers),
    'POST /ops/staff/add': (headers) =>
      client.postForm(
        '/ops/staff/add',
        { email: freshEmail(), name: 'New Member', roles: 'store', store_codes: 'LAX01' },
        headers,
      ),
    'POST /ops/staff/update': async (headers) =>
      client.postForm(
        '/ops/staff/update',
        { id: (await target()).id, name: 'Renamed', roles: 'customer_service,marketing' },
        headers,
      ),
    'POST /ops/staff/disable': async (headers) =>
      client.postForm('/ops/staff/disable', { id: (await target()).id, reason: 'left' }, headers),
    'POST /ops/staff/enable': async (headers) =>
      client.postForm('/ops/staff/enable', { id: (await target()).id }, headers),
    'POST /ops/staff/reissue_setup': async (headers) =>
      client.postForm('/ops/staff/reissue_setup', { id: (await target()).id, reason: 'lost phone' }, headers),
  };

  it('lets only an admin manage staff: every other role 403, a traveller or guest 403, nobody 401', async () => {
    const roles = await staffOfEveryRole(database.db);
    const { traveller, guest } = await notStaffCookies(database.db);
    const callers: [string, Record<string, string>, number][] = [
      ['admin', roles.admin.headers, 200],
      ['customer_service', roles.customer_service.headers, 403],
      ['store', roles.store.headers, 403],
      ['marketing', roles.marketing.headers, 403],
      ['traveller', { cookie: traveller.cookie }, 403],
      ['guest', { cookie: guest.cookie }, 403],
      ['nobody', {}, 401],
    ];
    const seen: string[] = [];
    for (const [operation, call] of Object.entries(operations)) {
      for (const [who, headers, expected] of callers) {
        const answer = await call(headers);
        seen.push(`${operation} as ${who}: ${answer.status}`);
        expect(`${operation} as ${who}: ${answer.status}`).toBe(`${operation} as ${who}: ${expected}`);
      }
    }
    expect(seen).toHaveLength(Object.keys(operations).length * callers.length);
  });

  async function adminCaller(): Promise<Who & { member: TestStaff }> {
    const member = await addTestStaff(database.db, { roles: ['admin'], name: `Admin ${Math.random()}` });
    return { member, name: member.name, headers: await staffHeaders(database.db, member) };
  }

  it('adds a member with a working set-up link, and writes one operator_actions row naming the admin', async () => {
    const admin = await adminCaller();
    const email = freshEmail();
    const answer = await client.postForm(
      '/ops/staff/add',
      {
        email: email.toUpperCase(),
        name: ' Dana Store ',
        roles: 'store,customer_service',
        store_codes: 'LAX01,LAX01',
      },
      admin.headers,
    );
    expect(answer.body.code).toBe(200);
    const link = staffSetupLinkSchema.parse(answer.body.data);
    expect(link.member).toMatchObject({
      email,
      name: 'Dana Store',
      roles: ['store', 'customer_service'],
      store_codes: ['LAX01'],
      enrolled: false,
      disabled: false,
    });
    const info = await client.get(`/ops/auth/setup_info?token=${tokenOf(link.setup_url)}`);
    expect(info.body).toMatchObject({ code: 200, data: { email, name: 'Dana Store' } });

    const actions = await actionsOn(link.member.id);
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({
      action: 'staff_add',
      operator: admin.name,
      staffId: admin.member.id,
      before: null,
      after: { email, roles: ['store', 'customer_service'], store_codes: ['LAX01'], disabled: false },
    });
    expect(JSON.stringify(actions[0])).not.toContain(tokenOf(link.setup_url));

    const list = staffListSchema.parse((await client.get('/ops/staff/list', admin.headers)).body.data);
    expect(list.list.map((member) => member.email)).toContain(email);
    expect(JSON.stringify(list)).not.toMatch(/argon2|password|secret|token/i);
  });

  it('refuses a taken e-mail, a store role without a store and an unknown store, writing nothing', async () => {
    const admin = await adminCaller();
    const existing = await target();
    const [before] = await database.db.select({ n: count() }).from(operatorActions);
    const [staffBefore] = await database.db.select({ n: count() }).from(staff);
    const add = (form: Record<string, string>) => client.postForm('/ops/staff/add', form, admin.headers);
    expect((await add({ email: existing.email, name: 'Again', roles: 'marketing' })).body.code).toBe(1302);
    expect((await add({ email: freshEmail(), name: 'No store', roles: 'store' })).body.code).toBe(-1);
    const unknown = await add({
      email: freshEmail(),
      name: 'Bad store',
      roles: 'store',
      store_codes: 'LAX01,ZZZ99',
    });
    expect(unknown.body).toMatchObject({ code: -1, data: { fields: [{ path: 'store_codes' }] } });
    expect((await add({ email: freshEmail(), name: 'Bad role', roles: 'owner' })).body.code).toBe(-1);
    const update = await client.postForm(
      '/ops/staff/update',
      { id: existing.id, name: 'X', roles: 'store', store_codes: 'NOPE1' },
      admin.headers,
    );
    expect(update.body.code).toBe(-1);
    const missing = await client.postForm(
      '/ops/staff/disable',
      { id: '00000000-0000-4000-8000-000000000000' },
      admin.headers,
    );
    expect(missing.status).toBe(404);
    const [after] = await database.db.select({ n: count() }).from(operatorActions);
    const [staffAfter] = await database.db.select({ n: count() }).from(staff);
    expect(Number(after!.n)).toBe(Number(before!.n));
    expect(Number(staffAfter!.n)).toBe(Number(staffBefore!.n));
  });

  it('updates, disables (ending every session), enables and re-issues, one operator_actions row each', async () => {
    const admin = await adminCaller();
    const member = await target();
    const memberHeaders = await staffHeaders(database.db, member);
    const call = (path: string, form: Record<string, string>) =>
      client.postForm(`/ops/staff/${path}`, form, admin.headers);

    const updated = await call('update', {
      id: member.id,
      name: 'Store Desk',
      roles: 'store',
      store_codes: 'LAX01',
    });
    expect(staffMemberSchema.parse(updated.body.data)).toMatchObject({
      name: 'Store Desk',
      roles: ['store'],
    });
    // The new roles apply to the member's next call.
    expect((await client.get('/ops/auth/me', memberHeaders)).body.data).toMatchObject({
      member: { roles: ['store'], store_codes: ['LAX01'] },
    });

    const disabled = await call('disable', { id: member.id, reason: 'left the company' });
    expect(disabled.body.data).toMatchObject({ disabled: true });
    expect((await client.get('/ops/auth/me', memberHeaders)).status).toBe(401);
    expect((await call('disable', { id: member.id })).body.code).toBe(200); // already: nothing changes

    expect((await call('enable', { id: member.id })).body.data).toMatchObject({ disabled: false });
    // Sessions ended by the disable stay ended.
    expect((await client.get('/ops/auth/me', memberHeaders)).status).toBe(401);

    const again = await staffHeaders(database.db, member);
    await database.db.insert(staffRecoveryCodes).values({ staffId: member.id, codeHash: 'x' });
    const reissued = await call('reissue_setup', { id: member.id, reason: 'lost phone' });
    const link = staffSetupLinkSchema.parse(reissued.body.data);
    expect(link.member).toMatchObject({ enrolled: false });
    expect((await client.get('/ops/auth/me', again)).status).toBe(401);
    const [row] = await database.db.select().from(staff).where(eq(staff.id, member.id));
    expect(row).toMatchObject({
      passwordHash: null,
      totpSecret: null,
      totpEnrolledAt: null,
      totpLastStep: null,
    });
    const codes = await database.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.staffId, member.id));
    expect(codes).toHaveLength(0);
    expect((await client.get(`/ops/auth/setup_info?token=${tokenOf(link.setup_url)}`)).body.code).toBe(200);

    const actions = await actionsOn(member.id);
    expect(actions.map((action) => action.action).sort()).toEqual(
      ['staff_disable', 'staff_enable', 'staff_reissue_setup', 'staff_update'].sort(),
    );
    for (const action of actions)
      expect(action).toMatchObject({ operator: admin.name, staffId: admin.member.id });
    const disable = actions.find((action) => action.action === 'staff_disable')!;
    expect(disable).toMatchObject({
      reason: 'left the company',
      before: { disabled: false },
      after: { disabled: true },
    });
    const update = actions.find((action) => action.action === 'staff_update')!;
    expect(update).toMatchObject({
      before: { roles: ['customer_service'] },
      after: { roles: ['store'], name: 'Store Desk' },
    });
    expect(JSON.stringify(actions)).not.toContain(tokenOf(link.setup_url));
    expect(JSON.stringify(actions)).not.toContain('JBSWY3DPEHPK3PXP');
  });

  it('prints a working set-up link from `ops staff add`, its operator recorded', async () => {
    const lines: string[] = [];
    const errors: string[] = [];
    const io = { out: (line: string) => lines.push(line), err: (line: string) => errors.push(line) };
    const deps = {
      db: database.db,
      gateway: sandboxAcquirer(database.db, { settleAfterMs: 0 }),
      env: { USER: 'ops-cli-test' },
    };
    const email = freshEmail();
    const code = await runOps(
      [
        'staff',
        'add',
        '--email',
        email,
        '--role',
        'store',
        '--roles',
        'customer_service',
        '--store',
        'LAX01',
      ],
      deps,
      io,
    );
    expect(errors).toEqual([]);
    expect(code).toBe(0);
    const url = lines.map((line) => line.trim()).find((line) => line.startsWith('http'))!;
    expect(url).toMatch(/\/intl\/en\/ops\/setup\?token=/);
    expect((await client.get(`/ops/auth/setup_info?token=${tokenOf(url)}`)).body).toMatchObject({
      code: 200,
      data: { email, name: email.split('@')[0] },
    });
    const [row] = await database.db.select().from(staff).where(eq(staff.email, email));
    expect(row).toMatchObject({ roles: ['store', 'customer_service'], storeCodes: ['LAX01'] });
    expect(await actionsOn(row!.id)).toMatchObject([
      { action: 'staff_add', operator: 'ops-cli-test', staffId: null },
    ]);

    const usage = await runOps(['staff', 'add', '--role', 'admin'], deps, io);
    expect(usage).toBe(2);
    expect(await runOps(['staff', 'add', '--email', email, '--role', 'admin'], deps, io)).toBe(1);
    expect(errors.at(-1)).toMatch(/refused: a member of staff already has this e-mail address/);
    expect(
      await runOps(
        ['staff', 'add', '--email', freshEmail(), '--role', 'store', '--store', 'ZZZ99'],
        deps,
        io,
      ),
    ).toBe(1);
    expect(
      await runOps(['staff', 'add', '--email', freshEmail(), '--role', 'admin'], { ...deps, env: {} }, io),
    ).toBe(2);
  });

  describe('the last admin', () => {
    /** Only the given admins stay enabled (the others of this database are disabled first). */
    async function onlyAdmins(count: number) {
      const admins = await Promise.all(Array.from({ length: count }, adminCaller));
      await database.db
        .update(staff)
        .set({ disabledAt: new Date() })
        .where(
          and(
            sql`'admin' = any(${staff.roles})`,
            isNull(staff.disabledAt),
            sql`${staff.id} not in (${sql.join(
              admins.map((admin) => sql`${admin.member.id}`),
              sql`, `,
            )})`,
          ),
        );
      return admins;
    }

    it('cannot be disabled or lose the role, and the refusal writes nothing', async () => {
      const [admin] = await onlyAdmins(1);
      const call = (path: string, form: Record<string, string>) =>
        client.postForm(`/ops/staff/${path}`, form, admin!.headers);
      const disable = await call('disable', { id: admin!.member.id, reason: 'testing' });
      expect(disable).toMatchObject({ status: 409, body: { code: 1303 } });
      const demote = await call('update', { id: admin!.member.id, name: 'Me', roles: 'customer_service' });
      expect(demote.body.code).toBe(1303);
      expect(await actionsOn(admin!.member.id)).toHaveLength(0);
      const [row] = await database.db.select().from(staff).where(eq(staff.id, admin!.member.id));
      expect(row).toMatchObject({ disabledAt: null, roles: ['admin'] });
      // Keeping the role while changing the rest is fine.
      const renamed = await call('update', {
        id: admin!.member.id,
        name: 'Head Admin',
        roles: 'admin,store',
        store_codes: 'LAX01',
      });
      expect(renamed.body.code).toBe(200);
    });

    it('stays one when the two last admins are disabled at once', async () => {
      const [first, second] = await onlyAdmins(2);
      const answers = await Promise.all([
        client.postForm('/ops/staff/disable', { id: second!.member.id }, first!.headers),
        client.postForm('/ops/staff/disable', { id: first!.member.id }, second!.headers),
      ]);
      // One goes through; the other finds the last admin (or its caller already disabled: 401).
      const codes = answers.map((answer) => answer.body.code).sort((a, b) => a - b);
      expect(codes[0]).toBe(200);
      expect([401, 1303]).toContain(codes[1]);
      const [enabled] = await database.db
        .select({ n: count() })
        .from(staff)
        .where(and(sql`'admin' = any(${staff.roles})`, isNull(staff.disabledAt)));
      expect(Number(enabled!.n)).toBe(1);
      const open = await database.db
        .select({ n: count() })
        .from(staffSessions)
        .where(and(isNull(staffSessions.revokedAt), ne(staffSessions.stage, 'password')));
      expect(Number(open[0]!.n)).toBeGreaterThan(0);
    });
  });
});
