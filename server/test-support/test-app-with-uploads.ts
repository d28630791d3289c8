/** A test app as uploads tests want it: its own temporary data folder (every test app has one), named. */
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from './test-app';

export type TestAppWithUploads = TestApp & { dataDir: string };

/** A demo-seeded app; `dataDir` is where its uploaded files land, removed by `close`. */
export async function createTestAppWithUploads(): Promise<TestAppWithUploads> {
  const t = await createTestApp();
  return { ...t, dataDir: t.config.dataDir };
}

/** The names of the files the app's upload store holds under `folder` (`avatars`), whichever store it is. */
export async function storedFileNames(app: FastifyInstance, folder: string): Promise<string[]> {
  return (await app.uploads.list(`${folder}/`)).map((stored) => stored.slice(folder.length + 1));
}
