/**
 * Backups as Settings → Backups and the staff screens' warning see them (issue 25; the server's
 * side is server/backup/). A backup holds every school's data, so only the top roles whose data
 * scope covers every school in the database may list, start or download them.
 */
import { z } from 'zod';

export const BACKUP_ROLES = ['SUPER_ADMIN', 'OWNER', 'SCHOOL_ADMIN'] as const;

/** Administrators are warned when the last good backup is older than this. */
export const BACKUP_STALE_AFTER_DAYS = 3;

/** A backup file's name: `school-mis-{the moment it was made, UTC, with dashes}.tar.gz`. */
export const BACKUP_FILE_NAME = /^school-mis-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.tar\.gz$/;

export const backupFileSchema = z.object({
  name: z.string(),
  bytes: z.number().int().min(0),
  createdAt: z.iso.datetime(),
});
export type BackupFile = z.infer<typeof backupFileSchema>;

/** How far a running backup is: tables read (`database`), then the file's entries written (`archive`). */
export const backupProgressSchema = z.object({
  stage: z.enum(['database', 'archive']),
  done: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type BackupProgress = z.infer<typeof backupProgressSchema>;

export const BACKUP_TRIGGERS = ['schedule', 'manual', 'command'] as const;
export type BackupTrigger = (typeof BACKUP_TRIGGERS)[number];

export const backupStatusSchema = z.object({
  /** Newest first; every file listed is complete. */
  backups: z.array(backupFileSchema),
  running: z
    .object({ trigger: z.enum(BACKUP_TRIGGERS), startedAt: z.iso.datetime(), progress: backupProgressSchema.nullable() })
    .nullable(),
  /** The last backup that failed, when it failed after the last good one. */
  lastFailure: z.object({ at: z.iso.datetime(), message: z.string() }).nullable(),
  lastGoodAt: z.iso.datetime().nullable(),
  /** No good backup for BACKUP_STALE_AFTER_DAYS (counted from the school's start when there is none). */
  stale: z.boolean(),
  /** The daily backup's time (HH:MM, school time) and how many are kept. */
  schedule: z.object({ at: z.string(), keep: z.number().int() }),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

/** The share of a running backup done, 0 to 1 (reading the tables is the first half). */
export function backupShareDone(progress: BackupProgress | null): number {
  if (!progress || progress.total === 0) return progress?.stage === 'archive' ? 0.5 : 0;
  const part = progress.done / progress.total / 2;
  return progress.stage === 'database' ? part : 0.5 + part;
}

/** When an answer is not what the contract says (a server of another version). */
export const BACKUP_FAILED = {
  load: 'The backups could not be loaded',
  start: 'The backup could not be started',
} as const;
