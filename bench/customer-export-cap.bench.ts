/**
 * The customers' CSV export at its row cap (EXPORT_MAX_ROWS, 100 000; the shared rule of
 * server/lib/export-cap.ts): 100 001 customers of one school written in one statement, then
 * POST /api/customers/analytics/export must answer 400 naming the count and the cap, and a
 * narrower filter (2 of them) must export. Moved here from the unit suite
 * (server/routes/customers/analytics/customer-analytics-routes.test.ts), where it was the slowest test:
 * it is load-sized by nature, since the cap is. The unit suite keeps the rule with small data
 * (server/lib/export-cap.test.ts) and the route's filtered export.
 *
 * Prints the time of the load, of the refused export (read cap + 1 rows, then count) and of
 * the narrowed one; fails (exit code 1) when an answer is not the expected one. On PostgreSQL
 * with DATABASE_URL=postgres://… (a scratch database on that server, dropped afterwards).
 */
import { sql } from 'drizzle-orm';
import { EXPORT_MAX_ROWS } from '@/contract/endpoints/customers/analytics';
import { exportTooLargeMessage } from '../server/lib/export-cap';
import { createSchool, createUserIn } from '../server/test-support/school-fixtures';
import { createTestApp } from '../server/test-support/test-app';
import { round } from './support/stats';

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`  ${label}: ${round(performance.now() - started)} ms`);
  return result;
}

export async function run(): Promise<void> {
  const previousTestUrl = process.env.TEST_DATABASE_URL;
  if (process.env.DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
  console.log(`customer-export-cap: ${EXPORT_MAX_ROWS + 1} customers, ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'in-memory PGlite'}`);
  const t = await createTestApp();
  try {
    const school = await createSchool(t, 'Busy Front Desk School');
    const desk = await createUserIn(t, school, 'busy.desk', { grants: ['customer:export'] });
    // One past the cap; two of them REFERRAL, so a filter narrows the export below it.
    await timed(`insert ${EXPORT_MAX_ROWS + 1} customers (one statement, audit trigger off)`, () =>
      t.database.db.transaction(async (tx) => {
        // Load data only: the audit trigger would add 100 001 log rows for nothing measured here.
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`
          insert into customers (id, school_id, serial_number, name, source)
          select gen_random_uuid(), ${school}, 'BULK-' || n, 'Bulk visitor ' || n, case when n <= 2 then 'REFERRAL' else 'WALK_IN' end
          from generate_series(1, ${EXPORT_MAX_ROWS + 1}) as n`);
      }),
    );
    const exportAs = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/customers/analytics/export', headers: desk.headers, payload });

    const refused = await timed('export of everything (refused)', () => exportAs({}));
    check(refused.statusCode === 400, `the export over the cap answered ${refused.statusCode}, not 400: ${refused.body.slice(0, 200)}`);
    const expected = exportTooLargeMessage(EXPORT_MAX_ROWS + 1, EXPORT_MAX_ROWS);
    check(refused.json().message === expected, `the refusal said "${refused.json().message}", not "${expected}"`);
    check(
      expected === 'This export would hold 100,001 rows; at most 100,000 fit in one. Narrow the filters (for example a shorter date range) and try again.',
      `the message is now "${expected}"`,
    );

    const narrowed = await timed('export narrowed to 2 customers', () => exportAs({ filters: { source: 'referral' } }));
    check(narrowed.statusCode === 200, `the narrowed export answered ${narrowed.statusCode}: ${narrowed.body.slice(0, 200)}`);
    const lines = narrowed.body.split('\r\n').filter(Boolean).length;
    check(lines === 1 + 2, `the narrowed export has ${lines} lines, not a header and 2 rows`);
    console.log('  refused with the shared message; the narrowed export holds its 2 rows');
  } finally {
    await t.close();
    if (previousTestUrl === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = previousTestUrl;
  }
}
