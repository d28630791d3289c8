/**
 * API baseline: the app started in this process on a fresh in-memory PGlite with the demo seed,
 * listening on loopback; load from a worker thread (autocannon) for a few seconds per route.
 * Figures: requests per second and p50/p99 latency for GET /api/health and an authenticated
 * GET /api/auth/profile, and the p50 of 10 sequential logins (the argon2id cost a user feels).
 */
import { createTestApp } from '../server/test-support/test-app';
import { runLoad, type LoadResult } from './support/load';
import { checkBudget, percentile, round } from './support/stats';

const DURATION_SECONDS = 5;
const LOGINS = 10;

// Floors for a 2-core machine that is busy with other work too (see bench/RESULTS.md); a miss
// means something got several times slower.
const BUDGETS = {
  healthRps: { min: 500 },
  profileRps: { min: 100 },
  profileP99Ms: { max: 250 },
  loginP50Ms: { max: 500 },
};

function report(label: string, result: LoadResult): void {
  console.log(
    `  ${label}: ${round(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms ` +
      `(${result.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} time-outs)`,
  );
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${label}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  }
}

export async function run(): Promise<void> {
  // trustProxy: the load rotates client addresses (X-Forwarded-For) so the per-address rate
  // limit measures as it would for a school full of devices, not one client hammering.
  const testApp = await createTestApp({ config: { trustProxy: true } });
  try {
    const address = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    console.log(`  server at ${address} (PGlite in memory, demo seed)`);

    const loginTimes: number[] = [];
    let token = '';
    for (let i = 0; i < LOGINS; i++) {
      const started = performance.now();
      const response = await fetch(`${address}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.88.0.${i + 1}` },
        body: JSON.stringify({ username: 'teacher', password: 'demo1234' }),
      });
      const body = (await response.json()) as { data?: { token?: string } };
      loginTimes.push(performance.now() - started);
      if (!response.ok || !body.data?.token) throw new Error(`login answered ${response.status}`);
      token = body.data.token;
    }
    console.log(
      `  login x${LOGINS} (sequential): p50 ${round(percentile(loginTimes, 50))} ms, ` +
        `min ${round(Math.min(...loginTimes))} ms, max ${round(Math.max(...loginTimes))} ms`,
    );

    const health = await runLoad({ url: `${address}/api/health`, durationSeconds: DURATION_SECONDS });
    report('GET /api/health', health);

    const profile = await runLoad({
      url: `${address}/api/auth/profile`,
      durationSeconds: DURATION_SECONDS,
      headers: { authorization: `Bearer ${token}` },
    });
    report('GET /api/auth/profile (authenticated)', profile);

    const ok = [
      checkBudget('GET /api/health throughput', health.requestsPerSecond, BUDGETS.healthRps, 'req/s'),
      checkBudget('GET /api/auth/profile throughput', profile.requestsPerSecond, BUDGETS.profileRps, 'req/s'),
      checkBudget('GET /api/auth/profile p99', profile.p99, BUDGETS.profileP99Ms, 'ms'),
      checkBudget('login p50', percentile(loginTimes, 50), BUDGETS.loginP50Ms, 'ms'),
    ].every(Boolean);
    if (!ok) process.exitCode = 1;
  } finally {
    await testApp.close();
  }
}
