/**
 * Several servers on one PostgreSQL each arm the daily backup's timer (backup-service.ts); the
 * first to claim the school day makes that day's backup and the others let it be, so a backup
 * folder they share gets one backup a day, not one per server, and BACKUP_KEEP still means days.
 * One server (the embedded database) always gets its claim.
 */
import os from 'node:os';
import type { DbOrTx } from '../db/connection';
import { scheduledBackupClaims } from '../db/schema';

/** True when this server is the one to make the scheduled backup of `day` (YYYY-MM-DD, school time). */
export async function claimScheduledBackup(db: DbOrTx, day: string, server = `${os.hostname()} ${process.pid}`): Promise<boolean> {
  const claimed = await db.insert(scheduledBackupClaims).values({ day, server }).onConflictDoNothing().returning({ day: scheduledBackupClaims.day });
  return claimed.length === 1;
}
