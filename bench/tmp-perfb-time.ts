// Throwaway (perf helper B): times the dashboard analytics on the loaded PGlite folder.
import { eq } from 'drizzle-orm';
import { users } from '../server/db/schema';
import { openDatabase } from '../server/db/connection';
import { studentDashboardAnalytics } from '../server/routes/students/student-analytics-dashboard';
import { captureQueries, explainAnalyze } from './support/student-query-plans';
import { writeFileSync } from 'node:fs';

const periods = (process.env.PERIODS ?? '7D,30D,90D,1Y').split(',') as ('7D' | '30D' | '90D' | '1Y')[];
const runs = Number(process.env.RUNS ?? 3);
const explain = process.env.EXPLAIN === '1';
const database = await openDatabase({ kind: 'pglite', dataDir: '/tmp/perfb/db' });
const { db } = database;
const [p] = await db.select({ schoolId: users.schoolId, dataScopes: users.dataScopes }).from(users).where(eq(users.username, 'principal'));
const scope = { schoolId: p.schoolId!, dataScopes: p.dataScopes ?? [] };
const classId = process.env.CLASS ? Number(process.env.CLASS) : undefined;
const out: Record<string, unknown> = {};
for (const period of periods) {
  const times: number[] = [];
  let answer: unknown;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    answer = await studentDashboardAnalytics(db, scope, period, classId);
    times.push(Math.round(performance.now() - t));
  }
  out[period] = answer;
  times.sort((a, b) => a - b);
  console.log(period, 'times', times.join(' '), 'p50', times[Math.floor(times.length / 2)]);
  if (explain) {
    const captured = await captureQueries(db, () => studentDashboardAnalytics(db, scope, period, classId), () => true);
    for (const q of captured) {
      const plan = await explainAnalyze(db, q);
      console.log(`  ${plan.executionMs} ms: ${q.text.replace(/\s+/g, ' ').slice(0, 110)}`);
      if (process.env.PLANS === '1') console.log(plan.lines.map((l) => '      ' + l).join('\n'));
    }
  }
}
writeFileSync(process.env.OUT ?? '/tmp/perfb/answers.json', JSON.stringify(out, null, 1));
await database.close();
