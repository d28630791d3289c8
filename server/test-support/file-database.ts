/** A fresh migrated database for one test file (test-database.ts): opened before its tests, closed after. */
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../db/connection';
import { openTestDatabase } from './test-database';

/** Registers the file's hooks; the returned function gives the open database inside a test. */
export function useFileDatabase(): () => DatabaseHandle {
  let opened: { database: DatabaseHandle; dispose: () => Promise<void> } | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase();
  });
  afterAll(async () => {
    await opened?.dispose();
  });
  return () => {
    if (!opened) throw new Error('The test database is not open yet');
    return opened.database;
  };
}
