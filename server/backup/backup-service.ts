/**
 * The running server's backups: the daily one at BACKUP_AT (school time), "Back up now" from
 * Settings → Backups, and `npm run backup` while the server holds the embedded database
 * (control-socket.ts). One runs at a time (a second request joins the one running); each goes to
 * the backup folder under a name that says when it was made, and afterwards only the newest
 * BACKUP_KEEP stay. A backup file carries its final name only once complete (backup-archive.ts),
 * so every file listed is a good one.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  BACKUP_FILE_NAME,
  BACKUP_STALE_AFTER_DAYS,
  type BackupFile,
  type BackupStatus,
  type BackupTrigger,
} from '@/contract/backups';
import { backupFolder, type AppConfig } from '../config';
import type { DatabaseHandle } from '../db/connection';
import { queryRows } from '../lib/figures/stats-sql';
import { KABUL_OFFSET_MINUTES, kabulDay } from '../lib/kabul-time';
import type { UploadStore } from '../lib/uploads/upload-store';
import { createBackup, type BackupResult } from './create-backup';
import { claimScheduledBackup } from './scheduled-backup-claim';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `school-mis-2026-11-30T18-32-21-123Z.tar.gz`: the moment it was made, in UTC. */
export function backupFileName(at: Date): string {
  return `school-mis-${at.toISOString().replace(/:/g, '-').replace('.', '-')}.tar.gz`;
}

/** When a backup file was made, from its name; null for a file that is not one of ours. */
export function backupFileTime(name: string): Date | null {
  const match = BACKUP_FILE_NAME.exec(name);
  return match ? new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`) : null;
}

type RunningBackup = NonNullable<BackupStatus['running']>;

type Log = { info: (message: string) => void; error: (details: object, message: string) => void };

export type BackupService = ReturnType<typeof createBackupService>;

/** Told when each backup ends (the metrics count them). */
type OnBackupEnded = (trigger: BackupTrigger, result: 'success' | 'failure') => void;

export function createBackupService(
  config: Pick<AppConfig, 'dataDir' | 'backups'>,
  database: DatabaseHandle,
  uploads: UploadStore,
  log: Log,
  onEnded: OnBackupEnded = () => undefined,
) {
  const folder = backupFolder(config);
  let running: { info: RunningBackup; done: Promise<BackupResult> } | null = null;
  let lastFailure: BackupStatus['lastFailure'] = null;

  async function list(): Promise<BackupFile[]> {
    let names: string[];
    try {
      names = await readdir(folder);
    } catch (error) {
      // No folder yet (no backup made), or something else in its place (the failure says so).
      if (['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return [];
      throw error;
    }
    const files: BackupFile[] = [];
    for (const name of names) {
      const createdAt = backupFileTime(name);
      if (!createdAt) continue;
      const info = await stat(path.join(folder, name)).catch(() => null);
      if (info?.isFile()) files.push({ name, bytes: info.size, createdAt: createdAt.toISOString() });
    }
    return files.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  /** Removes all but the newest `keep` backups. */
  async function prune(): Promise<void> {
    for (const old of (await list()).slice(config.backups.keep)) await rm(path.join(folder, old.name), { force: true });
  }

  /** Starts a backup, or joins the one running; `file` puts it elsewhere than the backup folder (kept out of the list). */
  function run(trigger: BackupTrigger, file?: string): Promise<BackupResult> {
    if (running) return running.done;
    const startedAt = new Date();
    const info: RunningBackup = { trigger, startedAt: startedAt.toISOString(), progress: null };
    const done = (async () => {
      try {
        const result = await createBackup({
          database,
          uploads,
          file: file ?? path.join(folder, backupFileName(startedAt)),
          onProgress: (progress) => {
            info.progress = progress;
          },
        });
        lastFailure = null;
        onEnded(trigger, 'success');
        if (!file) await prune();
        log.info(`Backup made (${trigger}): ${result.file}, ${result.bytes} bytes`);
        return result;
      } catch (error) {
        lastFailure = { at: new Date().toISOString(), message: (error as Error).message };
        onEnded(trigger, 'failure');
        log.error({ err: error }, `Backup failed (${trigger})`);
        throw error;
      } finally {
        running = null;
      }
    })();
    running = { info, done };
    return done;
  }

  async function status(now = new Date()): Promise<BackupStatus> {
    // Read before the folder: a backup that ends meanwhile is reported running (asked again, it is
    // listed), never missing from both.
    const current = running ? { ...running.info } : null;
    const backups = await list();
    const lastGoodAt = backups[0]?.createdAt ?? null;
    const since = lastGoodAt ? new Date(lastGoodAt) : await schoolStartedAt(database);
    return {
      backups,
      running: current,
      lastFailure: lastFailure && (!lastGoodAt || lastFailure.at > lastGoodAt) ? lastFailure : null,
      lastGoodAt,
      stale: since !== null && now.getTime() - since.getTime() > BACKUP_STALE_AFTER_DAYS * DAY_MS,
      schedule: { at: config.backups.at, keep: config.backups.keep },
    };
  }

  /** The scheduled backup of today, unless another server of the group claimed it (scheduled-backup-claim.ts). */
  async function runScheduled(): Promise<void> {
    const day = kabulDay();
    let claimed: boolean;
    try {
      claimed = await claimScheduledBackup(database.db, day);
    } catch (error) {
      log.error({ err: error }, `The scheduled backup of ${day} could not be claimed (the database did not answer)`);
      return;
    }
    if (!claimed) {
      log.info(`The scheduled backup of ${day} is made by another server on this database`);
      return;
    }
    // run() logs a failure and shows it on Settings → Backups.
    await run('schedule').catch(() => undefined);
  }

  /** Backs up every day at BACKUP_AT, school time; returns the function that stops it. */
  function scheduleDaily(): () => void {
    let timer: NodeJS.Timeout;
    const arm = () => {
      timer = setTimeout(() => {
        void runScheduled();
        arm();
      }, msUntilNextBackup(config.backups.at, new Date()));
      timer.unref();
    };
    arm();
    return () => clearTimeout(timer);
  }

  /** Waits (at most `timeoutMs`) for the backup running, if any, to end. */
  async function settled(timeoutMs: number): Promise<void> {
    if (!running) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([running.done.catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
  }

  return { folder, list, run, runScheduled, status, scheduleDaily, settled };
}

/** Milliseconds from `now` to the next `at` (HH:MM) on the school's clock (Kabul, UTC+04:30). */
export function msUntilNextBackup(at: string, now: Date): number {
  const [hours, minutes] = at.split(':').map(Number) as [number, number];
  const schoolNow = new Date(now.getTime() + KABUL_OFFSET_MINUTES * 60_000);
  const next = new Date(schoolNow);
  next.setUTCHours(hours, minutes, 0, 0);
  if (next.getTime() <= schoolNow.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - schoolNow.getTime();
}

/** When the school began using this database (its first school's creation); null when empty. */
async function schoolStartedAt(database: DatabaseHandle): Promise<Date | null> {
  const [row] = await queryRows<{ at: string | Date | null }>(database.db, sql`select min(created_at) as at from schools`);
  return row?.at ? new Date(row.at) : null;
}
