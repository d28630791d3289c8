/**
 * Customer search on 100 000 visitors (issue 3 "Performance"): the app on a fresh database (the
 * demo seed plus 100 000 generated visitors in the demo school, loaded in 1 000-row batches,
 * then ANALYZE), listening on loopback; load from a separate process (autocannon).
 *
 * For a search by phone fragment, one by a person's name and one by a common name fragment (GET /api/customers?search=…&limit=50,
 * signed in as frontdesk) it prints requests per second and p50/p99 latency with 10 connections,
 * the p50 with 1 connection, and the same list query run directly on the database (the
 * repository's list, sequentially) as p50/p99, with the ratio API/bare.
 *
 * The ratio is taken per request: the 1-connection API mean against the bare mean (what a
 * request costs beyond its query; autocannon's percentiles are whole milliseconds), and the
 * 10-connection time per request (1 000 / req/s) against the bare mean (PGlite has one
 * connection, so requests queue for it and latency under load is mostly waiting).
 *
 * "Server process CPU" is this process's CPU time during the 10-connection run per request: the
 * server's own work, and on PGlite the database's too (on PostgreSQL that runs in other processes;
 * with two cores, load generator, server and database share them).
 *
 * DATABASE_URL=postgres://… runs it on PostgreSQL instead: a scratch database is created on that
 * server (the URL needs the right to create databases) and dropped afterwards.
 */
import { eq, sql } from 'drizzle-orm';
import { customerListQuerySchema } from '@/contract/customers';
import { bulkInsert, withIndexesRebuilt } from '../server/db/bulk-insert';
import { customers, users } from '../server/db/schema';
import { assignSerialNumbers, generateVisitors } from '../server/db/seed-visitors';
import { loadEffectivePermissions } from '../server/lib/effective-permissions';
import { createCustomerRepository, customerListStatement } from '../server/routes/customers/customer-repository';
import { createTestApp, type TestApp } from '../server/test-support/test-app';
import type { AuthUser } from '../server/types';
import { runLoad, type LoadResult } from './support/load';
import { checkBudget, percentile, round } from './support/stats';

const CUSTOMERS = 100_000;
const BATCH = 1_000;
const DURATION_SECONDS = 8;
const SINGLE_CONNECTION_SECONDS = 4;
const BARE_ITERATIONS = 300;
const LIMIT = 50;

// The targets.
const BUDGETS = {
  p99Ms: { max: 50 },
  overheadRatio: { max: 2 },
};

type Case = { label: string; search: string };

async function seedCustomers(testApp: TestApp, createdBy: number): Promise<void> {
  const { db } = testApp.database;
  const started = performance.now();
  const generated = generateVisitors({ schoolId: 1, createdBy, count: CUSTOMERS, now: new Date(), days: 3 * 365, seed: 100_000 });
  const rows = await assignSerialNumbers(db, 1, generated);
  // Index builds after the load are much faster than maintaining seven GIN indexes row by row.
  await withIndexesRebuilt(db, 'customers', async () => {
    for (let start = 0; start < rows.length; start += BATCH) {
      await bulkInsert(db, customers, rows.slice(start, start + BATCH));
    }
  });
  await testApp.database.exec('ANALYZE');
  console.log(`  seeded ${CUSTOMERS} customers in ${round((performance.now() - started) / 1000)} s (batches of ${BATCH}, indexes rebuilt, ANALYZE)`);
}

/**
 * A phone fragment as the front desk types it (local form with a space); a person's name typed
 * as far as the desk usually does (first name and the start of the surname, e.g. "zia kar"); and
 * the broadest common case, a fragment of a frequent name ("karim": thousands of matches).
 */
async function pickCases(testApp: TestApp): Promise<Case[]> {
  const [sample] = await testApp.database.db
    .select({ phone: customers.phone, name: customers.name })
    .from(customers)
    .orderBy(customers.serialNumber)
    .offset(54_321)
    .limit(1);
  const digits = sample.phone!.replace(/\D/g, '').slice(2); // without 93
  return [
    { label: 'phone fragment', search: `0${digits.slice(0, 3)} ${digits.slice(3, 6)}` },
    { label: 'name of a person', search: personFragment(sample.name) },
    { label: 'name fragment', search: 'karim' },
  ];
}

/** "Zia Karimi" → "zia kar". */
function personFragment(name: string): string {
  const [first, last = ''] = name.toLowerCase().split(/\s+/);
  return `${first} ${last.slice(0, 3)}`.trim();
}

function describeLoad(result: LoadResult): string {
  return `${round(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms (${result.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors)`;
}

/** The indexes the planner reads the matches through (never a scan of the whole table). */
async function matchesPlan(testApp: TestApp, user: AuthUser, search: string): Promise<string[]> {
  const { statement } = customerListStatement(customerListQuerySchema.parse({ search, limit: String(LIMIT) }), user);
  const result = (await testApp.database.db.execute(sql`explain ${statement}`)) as unknown as { rows: Record<string, string>[] };
  const lines = result.rows.map((row) => Object.values(row)[0]);
  const start = lines.findIndex((line) => line.includes('CTE matches'));
  const end = lines.findIndex((line, index) => index > start && /^\s{0,2}\S/.test(line) && !line.includes('CTE matches'));
  const cte = lines.slice(start + 1, end === -1 ? undefined : end);
  if (cte.some((line) => line.includes('Seq Scan'))) throw new Error(`"${search}" scans the whole table:\n${cte.join('\n')}`);
  return [...new Set(cte.flatMap((line) => /Index Scan on (\w+)/.exec(line)?.[1] ?? []))];
}

async function bareTimes(testApp: TestApp, user: AuthUser, search: string): Promise<{ p50: number; p99: number; mean: number }> {
  const repository = createCustomerRepository(testApp.database.db);
  const filters = customerListQuerySchema.parse({ search, limit: String(LIMIT) });
  for (let i = 0; i < 20; i++) await repository.list(filters, user); // warm-up
  const times: number[] = [];
  for (let i = 0; i < BARE_ITERATIONS; i++) {
    const started = performance.now();
    await repository.list(filters, user);
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99), mean: times.reduce((sum, time) => sum + time, 0) / times.length };
}

export async function run(): Promise<void> {
  const previousTestUrl = process.env.TEST_DATABASE_URL;
  if (process.env.DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
  let testApp: TestApp | undefined;
  let ok = true;
  try {
    testApp = await createTestApp({ config: { trustProxy: true } });
    const engine = testApp.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite in memory';
    const [frontdeskRow] = await testApp.database.db.select().from(users).where(eq(users.username, 'frontdesk'));
    await seedCustomers(testApp, frontdeskRow.id);
    const address = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    console.log(`  server at ${address} (${engine})`);

    const login = await fetch(`${address}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.99.0.1' },
      body: JSON.stringify({ username: 'frontdesk', password: 'demo1234' }),
    });
    const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
    if (!login.ok || !token) throw new Error(`login answered ${login.status}`);
    const headers = { authorization: `Bearer ${token}` };
    const user: AuthUser = {
      id: frontdeskRow.id,
      username: frontdeskRow.username,
      role: frontdeskRow.role,
      schoolId: frontdeskRow.schoolId,
      permissions: await loadEffectivePermissions(testApp.database.db, frontdeskRow),
      dataScopes: frontdeskRow.dataScopes,
      tokenId: 'bench',
      tokenExpiresAt: new Date(Date.now() + 3_600_000),
      sessionVersion: frontdeskRow.sessionVersion,
    };

    // The floor under any search: an unauthenticated route, and an authenticated one whose own
    // work is one primary-key read (the auth plugin's two queries per request are in both).
    const health = await runLoad({ url: `${address}/api/health`, durationSeconds: SINGLE_CONNECTION_SECONDS, connections: 1 });
    const school = await runLoad({ url: `${address}/api/settings/school`, durationSeconds: SINGLE_CONNECTION_SECONDS, connections: 1, headers });
    console.log(`  reference, 1 connection: GET /api/health p50 ${health.p50} ms; GET /api/settings/school (authenticated) p50 ${school.p50} ms (${round(school.requestsPerSecond)} req/s)`);

    for (const { label, search } of await pickCases(testApp)) {
      const url = `${address}/api/customers?search=${encodeURIComponent(search)}&limit=${LIMIT}`;
      const check = await fetch(url, { headers: { ...headers, 'x-forwarded-for': '10.99.0.2' } });
      const body = (await check.json()) as { data: unknown[]; meta: { pagination: { totalCount: number } } };
      if (!check.ok) throw new Error(`${label}: GET answered ${check.status}`);

      const indexes = await matchesPlan(testApp, user, search);
      const bare = await bareTimes(testApp, user, search);
      const single = await runLoad({ url, durationSeconds: SINGLE_CONNECTION_SECONDS, connections: 1, headers });
      const cpuBefore = process.cpuUsage();
      const loaded = await runLoad({ url, durationSeconds: DURATION_SECONDS, connections: 10, headers });
      const cpu = process.cpuUsage(cpuBefore);
      const serverCpuPerRequest = (cpu.user + cpu.system) / 1000 / loaded.total;
      if (loaded.non2xx > 0 || loaded.errors > 0 || single.non2xx > 0) throw new Error(`${label}: non-2xx answers or errors under load`);
      const perRequest = 1000 / loaded.requestsPerSecond;
      // autocannon's percentiles are whole milliseconds: the ratio uses means.
      const singleMean = 1000 / single.requestsPerSecond;

      const capped = (body.meta as { totalCountCapped?: boolean }).totalCountCapped ? '+' : '';
      console.log(`  ${label} "${search}": ${body.meta.pagination.totalCount}${capped} matches, ${body.data.length} returned; matches read through ${indexes.join(', ')}`);
      console.log(`    API, 10 connections: ${describeLoad(loaded)}; server process CPU ${round(serverCpuPerRequest)} ms per request`);
      console.log(`    API, 1 connection:   p50 ${single.p50} ms, p99 ${single.p99} ms, mean ${round(singleMean)} ms (${round(single.requestsPerSecond)} req/s)`);
      console.log(`    bare query (repository list, sequential x${BARE_ITERATIONS}): p50 ${round(bare.p50)} ms, p99 ${round(bare.p99)} ms, mean ${round(bare.mean)} ms`);
      console.log(
        `    ratio API/bare: ${round(singleMean / bare.mean)}x (1 connection, means), ${round(perRequest / bare.mean)}x (time per request under load, ${round(perRequest)} ms)`,
      );
      ok = checkBudget(`${label} p99 (10 connections)`, loaded.p99, BUDGETS.p99Ms, 'ms') && ok;
      ok = checkBudget(`${label} API/bare (1 connection, means)`, singleMean / bare.mean, BUDGETS.overheadRatio, 'x') && ok;
    }
  } finally {
    await testApp?.close();
    if (previousTestUrl === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = previousTestUrl;
  }
  // After close: PGlite's runtime sets process.exitCode itself when it shuts down.
  if (!ok) process.exitCode = 1;
}
