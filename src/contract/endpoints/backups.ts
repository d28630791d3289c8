/**
 * /backups (issue 25): the server's backups (Settings → Backups): the list and the one running,
 * "Back up now", and a download. Each needs a role of BACKUP_ROLES whose data scope covers every
 * school (a backup holds them all); the server checks the scope.
 */
import { z } from 'zod';
import { messageAnswer, successResponse } from '@/contract/api';
import { BACKUP_FILE_NAME, BACKUP_ROLES, backupStatusSchema } from '@/contract/backups';
import { defineEndpoint } from '@/contract/endpoint';

const tags = ['backups'];
const access = { role: BACKUP_ROLES };

export const list = defineEndpoint({
  method: 'GET',
  path: '/backups',
  tags,
  summary: 'The backups kept (newest first), the one running, and whether the last good one is too old',
  access,
  answers: { 200: successResponse(backupStatusSchema) },
});

export const start = defineEndpoint({
  method: 'POST',
  path: '/backups',
  tags,
  summary: 'Start a backup now (joins the one running, if any); follow it with GET /backups',
  access,
  answers: { 202: messageAnswer(backupStatusSchema) },
});

export const download = defineEndpoint({
  method: 'GET',
  path: '/backups/:name',
  tags,
  summary: 'Download a backup file (gzip-compressed tar: the database and every upload, with a manifest)',
  access,
  params: z.object({ name: z.string().regex(BACKUP_FILE_NAME, 'Not a backup file name') }),
  answers: { 200: { description: 'The backup file', content: { 'application/gzip': { schema: z.any().describe('The backup file') } } } },
});
