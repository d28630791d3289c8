/**
 * Vitest global setup of the `server` project (vitest.config.ts): builds the run's seeded
 * snapshots once, before any test file starts (test-snapshots.ts), hands them to the test
 * workers through the environment, and removes them after the run. SMIS_TEST_SNAPSHOTS=off
 * skips it: every file then migrates and seeds its own database, as before.
 */
import { buildSnapshots, SNAPSHOTS_ENV } from './test-snapshots';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env[SNAPSHOTS_ENV] === 'off') {
    delete process.env[SNAPSHOTS_ENV];
    return undefined;
  }
  const started = performance.now();
  const { value, remove } = await buildSnapshots();
  process.env[SNAPSHOTS_ENV] = value;
  const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL templates' : 'PGlite';
  console.log(`test snapshots (${engine}: migrated, seed none, seed demo) built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return async () => {
    delete process.env[SNAPSHOTS_ENV];
    await remove();
  };
}
