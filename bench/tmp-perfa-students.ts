// Throwaway (perf helper A): load 20 000 students, time list/search requests in-process, EXPLAIN them.
import { writeFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { users } from '../server/db/schema';
import { createTestApp } from '../server/test-support/test-app';
import { BENCH_USERNAME_PREFIX, loadStudentPopulation } from './support/student-population';
import { captureQueries, explainAnalyze, scanLines } from './support/student-query-plans';

const out = process.argv[2] ?? '/tmp/perfa/answers.json';
const testApp = await createTestApp({ config: { trustProxy: true } });
const { db } = testApp.database;
const [admin] = await db.select({ id: users.id, schoolId: users.schoolId }).from(users).where(eq(users.username, 'admin'));
const today = new Date(Date.now() + 4.5 * 3_600_000).toISOString().slice(0, 10);
const t = performance.now();
await loadStudentPopulation(db, { schoolId: admin.schoolId, studentCount: 20_000, classCount: 42, createdBy: admin.id, today });
await testApp.database.exec('VACUUM ANALYZE');
console.log(`loaded in ${Math.round(performance.now() - t)} ms`);
const login = await testApp.app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'principal', password: 'demo1234' } });
const token = login.json().data.token as string;
const headers = { authorization: `Bearer ${token}` };
const r = await db.execute(sql`select u.first_name, u.last_name, u.phone, s.admission_no from students s join users u on u.id = s.user_id
  where u.username like ${`${BENCH_USERNAME_PREFIX}%`} order by s.id offset 12345 limit 1`);
const sample = (r as unknown as { rows: Record<string, string>[] }).rows[0];
const cases: [string, string][] = [
  ['page 1', '/api/students?page=1&limit=10'],
  ['page 500', '/api/students?page=500&limit=10'],
  ['karim', `/api/students?search=karim`],
  ['first last', `/api/students?search=${encodeURIComponent(`${sample.first_name} ${sample.last_name.slice(0, 3)}`.toLowerCase())}`],
  ['admission', `/api/students?search=${encodeURIComponent(sample.admission_no.slice(4, 12))}`],
  ['phone', `/api/students?search=${encodeURIComponent(sample.phone.slice(3, 10))}`],
  ['phone local', `/api/students?search=${encodeURIComponent(`0${sample.phone.slice(3, 6)} ${sample.phone.slice(6, 9)} ${sample.phone.slice(9, 10)}`)}`],
  ['karim p3 name asc', `/api/students?search=karim&page=3&sortBy=name&sortOrder=asc`],
  ['page 2 class', `/api/students?page=2&sortBy=class&sortOrder=asc`],
  ['gender', `/api/students?gender=FEMALE&page=7`],
  ['short "ka"', `/api/students?search=ka`],
  ['roll "12"', `/api/students?search=12&page=2`],
  ['quick search', `/api/students/search?q=karim`],
  ['status+search', `/api/students?search=ahmad&status=INACTIVE`],
];
const answers: Record<string, unknown> = {};
const only = process.env.ONLY;
for (const [label, url] of cases) {
  if (only && !label.includes(only)) continue;
  const get = () => testApp.app.inject({ method: 'GET', url, headers });
  const first = await get();
  if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body}`);
  const body = first.json();
  answers[label] = body;
  const times: number[] = [];
  for (let i = 0; i < 25; i++) {
    const s = performance.now();
    await get();
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  const captured = await captureQueries(db, get, (text) => /"students"|students/.test(text));
  console.log(`${label} ${url}: total ${body.meta?.pagination?.totalCount} capped ${body.meta?.totalCountCapped} rows ${body.data.length}; p50 ${times[12].toFixed(1)} ms max ${times[24].toFixed(1)}`);
  for (const q of captured) {
    const plan = await explainAnalyze(db, q);
    console.log(`   ${plan.executionMs} ms: ${scanLines(plan).join('; ').slice(0, 400)}`);
    if (process.env.PLANS) console.log(plan.lines.join('\n'));
  }
}
writeFileSync(out, JSON.stringify(answers, null, 1));
await testApp.close();
