/**
 * What the audit log's trigger (migration 0021) costs a write. The app on a fresh in-memory
 * PGlite (demo seed), signed in as principal, sequential requests through the real app
 * (app.inject: routing, auth, zod, idempotency, the write and its audit row):
 *
 * 1. POST /api/subjects, 300 writes, each with its own X-Request-ID: the audited write.
 * 2. The same with the trigger disabled on `subjects` (ALTER TABLE ... DISABLE TRIGGER): the cost
 *    of the audit row is the difference.
 * 3. POST /api/attendances/bulk for a class (one statement writing each student's mark): the
 *    widest write the product makes, with and without the trigger on `attendance`.
 *
 * No budget is set by an issue; the figures show whether the audit log is noticeable.
 */
import { sql } from 'drizzle-orm';
import { loginAs } from '../server/test-support/login';
import { createTestApp } from '../server/test-support/test-app';
import { percentile, round } from './support/stats';

const WRITES = 300;

async function timeWrites(label: string, count: number, write: (index: number) => Promise<number>): Promise<void> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const status = await write(index);
    times.push(performance.now() - started);
    if (status >= 300) throw new Error(`${label}: write ${index} answered ${status}`);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  console.log(`  ${label}: ${count} writes, mean ${round(mean)} ms, p50 ${round(percentile(times, 50))} ms, p99 ${round(percentile(times, 99))} ms`);
}

export async function run(): Promise<void> {
  console.log('audit-trigger: sequential writes through the app, in-memory PGlite');
  const t = await createTestApp();
  try {
    const admin = await loginAs(t.app, 'principal');
    let sent = 0;
    // Each write from its own address, so the per-address rate limit (600 a minute) is not what is measured.
    const post = async (requestId: string, url: string, payload: object) => {
      sent += 1;
      const remoteAddress = `10.0.${Math.floor(sent / 250)}.${sent % 250}`;
      const response = await t.app.inject({ method: 'POST', url: `/api${url}`, remoteAddress, headers: { ...admin.headers, 'x-request-id': requestId }, payload });
      return response.statusCode;
    };
    const postSubject = (prefix: string) => async (index: number) =>
      post(`${prefix}-${index}`, '/subjects', { name: `${prefix} subject ${index}`, code: `${prefix}${index}` });

    // Warm up the route, the statements and the JIT before measuring.
    await timeWrites('warm-up', 50, postSubject('W'));
    await timeWrites('POST /api/subjects, audited', WRITES, postSubject('A'));
    await t.database.exec('ALTER TABLE subjects DISABLE TRIGGER audit_row_change');
    await timeWrites('POST /api/subjects, trigger off', WRITES, postSubject('B'));
    await t.database.exec('ALTER TABLE subjects ENABLE TRIGGER audit_row_change');

    const classes = (await t.database.db.execute(sql`
      select c.id, count(s.id)::int as size from classes c join students s on s.class_id = c.id and s.deleted_at is null
      group by c.id order by size desc limit 1`)) as unknown as { rows: { id: number; size: number }[] };
    const biggest = classes.rows[0];
    if (!biggest) throw new Error('the demo seed has no class with students');
    const studentIds = (
      (await t.database.db.execute(sql`select id from students where class_id = ${biggest.id} and deleted_at is null order by id`)) as unknown as { rows: { id: number }[] }
    ).rows.map((row) => row.id);
    const markDay = (prefix: string, status: string) => async (index: number) => {
      // Past days of 2024, two runs apart, so every register is a fresh day of inserts.
      const date = new Date(Date.UTC(2024, 0, 1 + index + (prefix === 'RB' ? 100 : 0))).toISOString().slice(0, 10);
      const records = studentIds.map((studentId) => ({ studentId, status }));
      return post(`${prefix}-${index}`, '/attendances/bulk', { date, classId: biggest.id, records });
    };
    console.log(`  class ${biggest.id}: ${studentIds.length} students per register`);
    await timeWrites(`POST /api/attendances/bulk (${studentIds.length} marks), audited`, 40, markDay('RA', 'PRESENT'));
    await t.database.exec('ALTER TABLE attendance DISABLE TRIGGER audit_row_change');
    await timeWrites(`POST /api/attendances/bulk (${studentIds.length} marks), trigger off`, 40, markDay('RB', 'PRESENT'));
    await t.database.exec('ALTER TABLE attendance ENABLE TRIGGER audit_row_change');
  } finally {
    await t.close();
  }
}
