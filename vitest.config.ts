import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { ENGINE_DEPENDENT_TESTS } from './server/test-support/engine-dependent-tests';
import { ProjectSequencer } from './test/project-sequencer';

const alias = { '@': path.resolve(import.meta.dirname, 'src') };
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const allOnPostgres = process.env.TEST_POSTGRES_ALL === '1';
// scripts/test.sh runs the PostgreSQL pass beside the end-to-end tests on one worker.
const serverWorkers = Number(process.env.TEST_SERVER_WORKERS) || 2;

// Two projects: the client's tests in happy-dom, the server's on a real database in Node.
// Both run without isolation in one group of two workers, each project's files together
// (test/project-sequencer.ts).
export default defineConfig({
  test: {
    sequence: { sequencer: ProjectSequencer },
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          // As in the server project: workers run file after file, the project's modules are
          // evaluated afresh for every file, and the timers a file leaves are cleared after it.
          isolate: false,
          setupFiles: ['test/fresh-modules.ts', 'test/file-timers.ts', 'src/test-setup.ts', 'test/client-failure-report.ts'],
          maxWorkers: 2,
          // Screens load lazily; on a busy 2-core machine a render can take seconds (test-setup.ts
          // gives findBy… 8 s), so a test gets 20 s before it counts as hung.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          // On PostgreSQL (TEST_DATABASE_URL, CI's second pass) only the files whose outcome can
          // depend on the engine, unless TEST_POSTGRES_ALL=1 (server/test-support/engine-dependent-tests.ts).
          include: onPostgres && !allOnPostgres ? [...ENGINE_DEPENDENT_TESTS] : ['server/**/*.test.ts'],
          // Migrates and seeds the databases every file copies, once per run (test-snapshots.ts).
          globalSetup: ['server/test-support/test-snapshot-setup.ts'],
          // Workers run file after file (packages load once per worker); the project's own modules
          // are evaluated afresh for every file (fresh-modules.ts), each file has its own database.
          isolate: false,
          setupFiles: ['test/fresh-modules.ts', 'test/file-timers.ts'],
          // PGlite and the app are CPU-bound: one file per core.
          maxWorkers: serverWorkers,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
