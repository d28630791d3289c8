/**
 * Backups as an administrator meets them (issue 25), on a server of its own (the owner lets school
 * administrators into the app) whose backup folder holds one backup made five days ago: every staff
 * screen warns that the last good backup is too old; the warning leads to Settings → Backups,
 * where Back up now runs to the end, the new file is listed, the warning goes, and the file
 * downloads whole.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, login } from '../fixtures';
import { OUTAGE_TEST_TIMEOUT_MS, test } from './own-server';

const DAY_MS = 24 * 60 * 60 * 1000;
const backupDir = mkdtempSync(path.join(os.tmpdir(), 'smis-e2e-backups-'));
const fiveDaysAgo = new Date(Date.now() - 5 * DAY_MS).toISOString().replace(/:/g, '-').replace('.', '-');
writeFileSync(path.join(backupDir, `school-mis-${fiveDaysAgo}.tar.gz`), 'an old backup');

const ROOT_PASSWORD = 'Backups-e2e-root-1';
test.use({ serverEnv: { ADMIN_USERNAME: 'root', ADMIN_PASSWORD: ROOT_PASSWORD, BACKUP_DIR: backupDir } });
test.afterAll(() => rmSync(backupDir, { recursive: true, force: true }));

test('an administrator is warned of an old backup, backs up now from Settings → Backups, and downloads the file', async ({ page, server }) => {
  // Beside CI's other lanes (CPU busy 96 %) signing in and the backup itself took over the default minute.
  test.setTimeout(OUTAGE_TEST_TIMEOUT_MS);
  // The owner lets school administrators into the app (its shell is for teachers and parents by default).
  const root = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'root', password: ROOT_PASSWORD }),
  });
  const token = ((await root.json()) as { data: { token: string } }).data.token;
  const saved = await fetch(`${server.url}/api/settings/system`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-request-id': randomUUID() },
    body: JSON.stringify({ shellRoles: ['TEACHER', 'PARENT', 'SCHOOL_ADMIN'] }),
  });
  expect(saved.status).toBe(200);

  await login(page, 'admin');
  const warning = page.getByRole('alert').filter({ hasText: 'No recent backup' });
  await expect(warning).toContainText(/The last good backup was made on .+, more than 3 days ago\./);
  await warning.getByRole('button', { name: 'Open backups' }).click();

  await expect(page).toHaveURL(/\/settings\?tab=backups$/);
  await expect(page.getByRole('tab', { name: 'Backups' })).toHaveAttribute('aria-selected', 'true');
  const table = page.getByRole('table', { name: 'Backups kept' });
  await expect(table.getByRole('row')).toHaveCount(2);

  await page.getByRole('button', { name: 'Back up now' }).click();
  // Listed once it has ended; a failed backup says why at once, which the failure here names.
  const failed = page.getByRole('alert').filter({ hasText: 'The last backup failed' });
  await expect(table.getByRole('row').nth(2).or(failed)).toBeVisible({ timeout: 150_000 });
  await expect(failed).toHaveCount(0);
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('progressbar', { name: 'Backup progress' })).toHaveCount(0);
  // A good backup now: neither the tab nor the screens' banner warns any more.
  await expect(page.getByText('No recent backup')).toHaveCount(0);

  const newest = table.getByRole('row').nth(1);
  const [download] = await Promise.all([page.waitForEvent('download'), newest.getByRole('button', { name: /^Download the backup of / }).click()]);
  expect(download.suggestedFilename()).toMatch(/^school-mis-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/);
  const bytes = await readFile((await download.path())!);
  // A gzip file (its content is read back by the restore's own tests: server/backup/backup-restore.test.ts).
  expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  await expect(newest).toContainText(`${Math.round(bytes.length / 1024)} kB`);
});
