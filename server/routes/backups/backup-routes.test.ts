import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupStatus } from '@/contract/backups';
import { loginAs } from '../../test-support/login';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { BACKUP_MESSAGES } from './backup-routes';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ config: { backups: { at: '02:00', keep: 2 } } });
});

afterAll(() => testApp?.close());

async function status(headers: Record<string, string>): Promise<BackupStatus> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/backups', headers });
  expect(response.statusCode).toBe(200);
  return response.json().data as BackupStatus;
}

/** Starts a backup and waits until it has ended. */
async function backUpNow(headers: Record<string, string>): Promise<BackupStatus> {
  const started = await testApp.app.inject({ method: 'POST', url: '/api/backups', headers });
  expect(started.statusCode).toBe(202);
  expect(started.json()).toMatchObject({ success: true, message: 'Backup started', data: { running: { trigger: 'manual' } } });
  for (;;) {
    const now = await status(headers);
    if (!now.running) return now;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('/api/backups', () => {
  it('warns when the school has had no backup for three days, and lists none', async () => {
    const { headers } = await loginAs(testApp.app, 'admin');
    expect(await status(headers)).toEqual({
      backups: [],
      running: null,
      lastFailure: null,
      lastGoodAt: null,
      stale: false,
      schedule: { at: '02:00', keep: 2 },
    });
    await testApp.database.exec("update schools set created_at = now() - interval '4 days'");
    expect((await status(headers)).stale).toBe(true);
  });

  it('backs up now, lists the file, keeps only BACKUP_KEEP, and downloads it whole', async () => {
    const { headers } = await loginAs(testApp.app, 'admin');
    const first = await backUpNow(headers);
    expect(first.backups).toHaveLength(1);
    expect(first.lastGoodAt).toBe(first.backups[0]!.createdAt);
    expect(first.stale).toBe(false);
    await backUpNow(headers);
    const third = await backUpNow(headers);
    expect(third.backups).toHaveLength(2);
    expect(third.backups[1]!.createdAt > first.backups[0]!.createdAt).toBe(true);

    const newest = third.backups[0]!;
    const download = await testApp.app.inject({ method: 'GET', url: `/api/backups/${newest.name}`, headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.headers['content-disposition']).toContain(newest.name);
    expect(download.rawPayload.length).toBe(newest.bytes);
    // A gzip tar whose first entry is the manifest.
    expect(gunzipSync(download.rawPayload).subarray(0, 100).toString('latin1')).toMatch(/^manifest\.json/);

    const missing = await testApp.app.inject({ method: 'GET', url: '/api/backups/school-mis-2020-01-01T00-00-00-000Z.tar.gz', headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(BACKUP_MESSAGES.notFound);
    const outside = await testApp.app.inject({ method: 'GET', url: `/api/backups/${encodeURIComponent('../pglite/PG_VERSION')}`, headers });
    expect(outside.statusCode).toBe(400);
  }, 120_000);

  it('is refused to a role below the administrators, and to an administrator whose scope misses a school', async () => {
    const teacher = await loginAs(testApp.app, 'teacher');
    expect((await testApp.app.inject({ method: 'GET', url: '/api/backups', headers: teacher.headers })).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/backups', headers: teacher.headers })).statusCode).toBe(403);

    await testApp.database.exec("insert into schools (name) values ('Second school')");
    const admin = await loginAs(testApp.app, 'admin');
    for (const call of [
      { method: 'GET' as const, url: '/api/backups' },
      { method: 'POST' as const, url: '/api/backups' },
      { method: 'GET' as const, url: '/api/backups/school-mis-2020-01-01T00-00-00-000Z.tar.gz' },
    ]) {
      const refused = await testApp.app.inject({ ...call, headers: admin.headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(BACKUP_MESSAGES.everySchoolOnly);
    }
    // With every school in scope, the same administrator is let in.
    await testApp.database.exec(`update users set data_scopes = '["*"]' where username = 'admin'`);
    const everySchool = await loginAs(testApp.app, 'admin');
    expect((await testApp.app.inject({ method: 'GET', url: '/api/backups', headers: everySchool.headers })).statusCode).toBe(200);
  });

  it('shows a failed backup until a good one follows', async () => {
    const broken = await createTestApp({ config: { backups: { at: '02:00', keep: 2 } } });
    try {
      // The backup folder cannot be made: a file is in its way.
      await writeFile(path.join(broken.config.dataDir, 'backups'), 'not a folder');
      const { headers } = await loginAs(broken.app, 'admin');
      await broken.app.inject({ method: 'POST', url: '/api/backups', headers });
      const ended = async () => {
        for (;;) {
          const response = await broken.app.inject({ method: 'GET', url: '/api/backups', headers });
          expect(response.statusCode).toBe(200);
          const now = response.json().data as BackupStatus;
          if (!now.running) return now;
        }
      };
      const failed = await ended();
      expect(failed.backups).toEqual([]);
      expect(failed.lastFailure).toEqual({ at: expect.any(String), message: expect.stringContaining('EEXIST') });

      await rm(path.join(broken.config.dataDir, 'backups'));
      await broken.app.inject({ method: 'POST', url: '/api/backups', headers });
      const good = await ended();
      expect(good.backups).toHaveLength(1);
      expect(good.lastFailure).toBeNull();
    } finally {
      await broken.close();
    }
  });
});
