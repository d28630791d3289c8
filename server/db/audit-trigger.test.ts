/**
 * The audit log's trigger (migration 0021): every product table has it, a request's write is
 * recorded with its actor, before and after, secrets never enter the log, and seeding is not logged.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../test-support/api-call';
import { loginAs, type TestLogin } from '../test-support/login';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** Tables that are logs, counters or security bookkeeping themselves (docs/decisions.md "Audit log"). */
const UNAUDITED_TABLES = [
  'attendance_day_counts',
  'audit_logs',
  'customer_events',
  'customer_serials',
  'finance_audit_log',
  'idempotency_keys',
  'login_throttle',
  // Counters of the general rate limit (0028): no record of anyone's work.
  'rate_limit_counters',
  'receipt_counters',
  'revoked_tokens',
  // Which server makes each day's scheduled backup (0029).
  'scheduled_backup_claims',
  'student_events',
  // Uploaded files' bytes (0027): the rows that name them are audited; a copy of every photo in
  // the audit log would double the database.
  'stored_uploads',
];

type AuditRow = {
  user_id: number | null;
  school_id: number | null;
  table_name: string;
  row_id: string | null;
  action: string;
  route: string | null;
  request_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

describe('audit trigger', () => {
  let t: TestApp;
  let admin: TestLogin;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t.app, 'principal');
  });
  afterAll(() => t.close());

  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    const result = (await t.database.db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }

  it('is on every table of the product except the logs and counters', async () => {
    const tables = await rows<{ tablename: string; audited: boolean }>(sql`
      select tablename, exists (
        select 1 from pg_trigger tr join pg_class c on c.oid = tr.tgrelid
        where c.relname = pg_tables.tablename and tr.tgname = 'audit_row_change'
      ) as audited
      from pg_tables where schemaname = 'public' order by tablename`);
    const missing = tables.filter((table) => !table.audited && !UNAUDITED_TABLES.includes(table.tablename));
    expect(missing.map((table) => table.tablename)).toEqual([]);
    expect(tables.filter((table) => table.audited).length).toBeGreaterThan(40);
  });

  it('records nothing for the demo seed, and a sign-in as the user\'s own write', async () => {
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from audit_logs where user_id is null`);
    expect(count?.n).toBe(0);
    const signIns = await rows<AuditRow>(sql`select * from audit_logs where table_name = 'users' and row_id = ${String(admin.user.id)}`);
    expect(signIns).toHaveLength(1);
    expect(signIns[0]).toMatchObject({ user_id: admin.user.id, action: 'UPDATE', route: 'POST /api/users/login' });
  });

  it('records who changed which row, through which request, with the row before and after', async () => {
    const created = await callApi(t.app, { ...admin, headers: { ...admin.headers, 'x-request-id': 'audit-create-1' } }, {
      method: 'POST',
      url: '/subjects',
      payload: { name: 'Astronomy', code: 'ASTR' },
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { data: { id: number } }).data.id;
    const renamed = await callApi(t.app, admin, { method: 'PUT', url: `/subjects/${id}`, payload: { name: 'Astronomy and Space', code: 'ASTR' } });
    expect(renamed.statusCode).toBe(200);

    const logged = await rows<AuditRow>(sql`select * from audit_logs where table_name = 'subjects' and row_id = ${String(id)} order by id`);
    expect(logged.map((row) => row.action)).toEqual(['INSERT', 'UPDATE']);
    const [insert, update] = logged;
    expect(insert).toMatchObject({ user_id: admin.user.id, school_id: admin.user.schoolId, route: 'POST /api/subjects', request_id: 'audit-create-1', before: null });
    expect(insert?.after).toMatchObject({ name: 'Astronomy', code: 'ASTR' });
    expect(update?.route).toBe('PUT /api/subjects/:id');
    expect(update?.before).toMatchObject({ name: 'Astronomy' });
    expect(update?.after).toMatchObject({ name: 'Astronomy and Space' });
  });

  it('keeps password hashes and the token-signing secret out of the log', async () => {
    const created = await callApi(t.app, admin, {
      method: 'POST',
      url: '/users',
      payload: { username: 'audit.clerk', password: 'Clerk-pass-1234', role: 'STAFF', firstName: 'Audit', lastName: 'Clerk' },
    });
    expect(created.statusCode).toBe(201);
    const logged = await rows<AuditRow>(sql`select * from audit_logs where table_name = 'users' and after->>'username' = 'audit.clerk'`);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.after).not.toHaveProperty('password_hash');
    const secrets = await rows<{ n: number }>(sql`select count(*)::int as n from audit_logs where table_name = 'server_settings' and row_id <> 'system_settings'`);
    expect(secrets[0]?.n).toBe(0);
  });

  it('leaves no row when an update changes nothing but updated_at', async () => {
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from audit_logs`);
    await t.database.db.execute(sql`update subjects set name = name where code = 'ASTR'`);
    await t.database.db.execute(sql`update subjects set updated_at = now() + interval '1 minute' where code = 'ASTR'`);
    const after = await rows<{ n: number }>(sql`select count(*)::int as n from audit_logs`);
    expect(after[0]?.n).toBe(before[0]?.n);
  });
});
