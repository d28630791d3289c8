/** A school day's scheduled backup is claimed once (scheduled-backup-claim.ts). */
import { describe, expect, it } from 'vitest';
import { useFileDatabase } from '../test-support/file-database';
import { claimScheduledBackup } from './scheduled-backup-claim';

const database = useFileDatabase();

describe('claimScheduledBackup', () => {
  it('gives each school day to the first server that asks', async () => {
    expect(await claimScheduledBackup(database().db, '2026-12-01', 'server-a 1')).toBe(true);
    expect(await claimScheduledBackup(database().db, '2026-12-01', 'server-b 2')).toBe(false);
    expect(await claimScheduledBackup(database().db, '2026-12-01', 'server-a 1')).toBe(false);
    expect(await claimScheduledBackup(database().db, '2026-12-02', 'server-b 2')).toBe(true);
  });
});
