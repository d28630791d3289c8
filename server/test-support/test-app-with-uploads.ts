/** A test app whose uploaded files (photos, documents) go to a fresh temporary folder, removed by `close`. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './test-app';

export type TestAppWithUploads = TestApp & { dataDir: string };

/** A demo-seeded app with its own DATA_DIR. */
export async function createTestAppWithUploads(): Promise<TestAppWithUploads> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'smis-upload-test-'));
  const t = await createTestApp({ config: { dataDir } });
  return {
    ...t,
    dataDir,
    close: async () => {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
