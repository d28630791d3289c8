import { describe, expect, it } from 'vitest';
import { BACKUP_FILE_NAME } from '@/contract/backups';
import { backupFileName, backupFileTime, msUntilNextBackup } from './backup-service';

const HOUR = 60 * 60 * 1000;

describe('the daily backup time', () => {
  it('is the next BACKUP_AT on the school clock (Kabul, UTC+04:30)', () => {
    // 18:00 UTC is 22:30 in Kabul: 02:00 comes 3.5 hours later, the next day.
    expect(msUntilNextBackup('02:00', new Date('2026-11-30T18:00:00Z'))).toBe(3.5 * HOUR);
    // 21:00 UTC is 01:30 in Kabul: half an hour to go.
    expect(msUntilNextBackup('02:00', new Date('2026-11-30T21:00:00Z'))).toBe(0.5 * HOUR);
    // Exactly at the time: the next one is a day away, not now again.
    expect(msUntilNextBackup('02:00', new Date('2026-11-30T21:30:00Z'))).toBe(24 * HOUR);
    expect(msUntilNextBackup('23:45', new Date('2026-11-30T19:00:00Z'))).toBe(0.25 * HOUR);
  });
});

describe('backup file names', () => {
  it('say when the backup was made, to the millisecond, and are read back', () => {
    const at = new Date('2026-11-30T18:38:31.209Z');
    const name = backupFileName(at);
    expect(name).toBe('school-mis-2026-11-30T18-38-31-209Z.tar.gz');
    expect(BACKUP_FILE_NAME.test(name)).toBe(true);
    expect(backupFileTime(name)).toEqual(at);
    expect(backupFileTime('school-mis-2026-11-30T18-38-31-209Z.tar.gz.partial')).toBeNull();
    expect(backupFileTime('../school-mis-2026-11-30T18-38-31-209Z.tar.gz')).toBeNull();
  });
});
