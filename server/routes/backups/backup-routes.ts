/**
 * /backups (issue 25): Settings → Backups. The work is the server's backup service
 * (server/backup/backup-service.ts); these routes let an administrator whose data scope covers
 * every school see it, start it and download its files.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import * as backupEndpoints from '@/contract/endpoints/backups';
import type { DbOrTx } from '../../db/connection';
import { httpError } from '../../lib/http-error';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { canAccessSchool } from '../../lib/school-scope';
import { attachmentDisposition } from '../../lib/uploads/document-file-name';
import type { AuthUser } from '../../types';
import { allSchoolIds } from './backup-repository';

export const BACKUP_MESSAGES = {
  everySchoolOnly: "A backup holds every school's data: only an administrator whose data scope covers every school can use backups",
  started: 'Backup started',
  notFound: 'Backup not found',
} as const;

/** A backup holds every school: the user's scope must cover each school in the database. */
async function requireEverySchool(db: DbOrTx, user: AuthUser): Promise<void> {
  if (!(await allSchoolIds(db)).every((schoolId) => canAccessSchool(user, schoolId))) throw httpError(403, BACKUP_MESSAGES.everySchoolOnly);
}

export const backupRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, backupEndpoints.list, async (request) => {
    await requireEverySchool(app.db, requireUser(request.user));
    return { success: true as const, data: await app.backups.status() };
  });

  routeEndpoint(app, backupEndpoints.start, async (request, reply) => {
    await requireEverySchool(app.db, requireUser(request.user));
    // Its outcome shows in the status (lastFailure, or the new file); the service logs it.
    app.backups.run('manual').catch(() => undefined);
    reply.code(202);
    return { success: true as const, message: BACKUP_MESSAGES.started, data: await app.backups.status() };
  });

  routeEndpoint(app, backupEndpoints.download, async (request, reply) => {
    await requireEverySchool(app.db, requireUser(request.user));
    // The name matched the backup file pattern (no folders), so it stays in the backup folder.
    const file = path.join(app.backups.folder, request.params.name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw httpError(404, BACKUP_MESSAGES.notFound);
    return reply
      .header('content-type', 'application/gzip')
      .header('content-length', info.size)
      .header('content-disposition', attachmentDisposition(request.params.name))
      .header('cache-control', 'no-store')
      .send(createReadStream(file));
  });
};
