/** A school day's scheduled backup is claimed once (scheduled-backup-claim.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connection';
import { openTestDatabase } from '../test-support/test-database';
import { claimScheduledBackup } from './scheduled-backup-claim';

let database: DatabaseHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});
afterAll(async () => {
  await dispose?.();
});

describe('claimScheduledBackup', () => {
  it('gives each school day to the first server that asks', async () => {
    expect(await claimScheduledBackup(database.db, '2026-12-01', 'server-a 1')).toBe(true);
    expect(await claimScheduledBackup(database.db, '2026-12-01', 'server-b 2')).toBe(false);
    expect(await claimScheduledBackup(database.db, '2026-12-01', 'server-a 1')).toBe(false);
    expect(await claimScheduledBackup(database.db, '2026-12-02', 'server-b 2')).toBe(true);
  });
});
