/** A test app as uploads tests want it: its own temporary data folder (every test app has one), named. */
import { createTestApp, type TestApp } from './test-app';

export type TestAppWithUploads = TestApp & { dataDir: string };

/** A demo-seeded app; `dataDir` is where its uploaded files land, removed by `close`. */
export async function createTestAppWithUploads(): Promise<TestAppWithUploads> {
  const t = await createTestApp();
  return { ...t, dataDir: t.config.dataDir };
}
