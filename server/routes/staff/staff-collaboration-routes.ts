/**
 * Collaboration notes on a staff member's record (spec part 2 §7.3): GET
 * /staff/{id}/collaboration (newest first, paged, optional kind), POST (kind, message, mentions),
 * GET, PUT and DELETE /staff/{id}/collaboration/{noteId} (delete is soft).
 *
 * Mentions are user ids of the staff member's school (live, active accounts); others answer 400
 * naming them. Only the author edits a note (words stay theirs); the author, or anyone holding
 * staff:delete, deletes it. Access: GET staff:read; writes staff:update (a note is part of the
 * record), plus the author rule above.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as staffEndpoints from '@/contract/endpoints/staff';
import { hasPermission } from '@/contract/permissions';
import { STAFF_RECORD_MESSAGES, unknownMentions } from '@/contract/staff-records';
import type { DbOrTx } from '../../db/connection';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { toCollaborationNote, toCollaborationNotes } from './staff-collaboration-dto';
import {
  findLiveCollaborationNote,
  insertCollaborationNote,
  listCollaborationNotes,
  softDeleteCollaborationNote,
  updateCollaborationNote,
} from './staff-collaboration-repository';
import { usersNotOfSchool } from './staff-record-people';
import { findStaffInScope } from './staff-record-target';

async function findLiveNote(db: DbOrTx, staffId: number, noteId: number) {
  const row = await findLiveCollaborationNote(db, staffId, noteId);
  if (!row) throw httpError(404, STAFF_RECORD_MESSAGES.noteNotFound);
  return row;
}

async function checkMentions(db: DbOrTx, schoolId: number, mentions: readonly number[]): Promise<void> {
  const unknown = await usersNotOfSchool(db, schoolId, mentions);
  if (unknown.length > 0) throw httpError(400, unknownMentions(unknown), { mentions: unknownMentions(unknown) });
}

export const staffCollaborationRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, staffEndpoints.notes, async (request) => {
    const user = requireUser(request.user);
    const member = await findStaffInScope(app.db, user, request.params.id);
    const { page, limit, kind } = request.query;
    const { rows, total } = await listCollaborationNotes(app.db, member.id, { page, limit, kind });
    return {
      success: true as const,
      message: STAFF_RECORD_MESSAGES.notesListed,
      data: await toCollaborationNotes(app.db, rows),
      meta: { pagination: paginationMeta(page, limit, total) },
    };
  });

  routeEndpoint(app, staffEndpoints.note, async (request) => {
    const user = requireUser(request.user);
    const member = await findStaffInScope(app.db, user, request.params.id);
    const note = await findLiveNote(app.db, member.id, request.params.noteId);
    return { success: true as const, message: STAFF_RECORD_MESSAGES.noteFetched, data: await toCollaborationNote(app.db, note) };
  });

  routeEndpoint(app, staffEndpoints.addNote, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const member = await findStaffInScope(tx, user, request.params.id);
      await checkMentions(tx, member.schoolId, request.body.mentions);
      const row = await insertCollaborationNote(tx, { schoolId: member.schoolId, staffId: member.id, ...request.body, createdBy: user.id });
      reply.code(201);
      return { success: true as const, message: STAFF_RECORD_MESSAGES.noteAdded, data: await toCollaborationNote(tx, row) };
    });
  });

  routeEndpoint(app, staffEndpoints.updateNote, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const member = await findStaffInScope(tx, user, request.params.id);
      const note = await findLiveNote(tx, member.id, request.params.noteId);
      if (note.createdBy !== user.id) throw httpError(403, STAFF_RECORD_MESSAGES.onlyAuthorEdits);
      if (request.body.mentions) await checkMentions(tx, member.schoolId, request.body.mentions);
      const row = await updateCollaborationNote(tx, note.id, request.body, new Date());
      return { success: true as const, message: STAFF_RECORD_MESSAGES.noteUpdated, data: await toCollaborationNote(tx, row) };
    });
  });

  routeEndpoint(app, staffEndpoints.removeNote, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const member = await findStaffInScope(tx, user, request.params.id);
      const note = await findLiveNote(tx, member.id, request.params.noteId);
      if (note.createdBy !== user.id && !hasPermission(user.permissions, 'staff:delete')) {
        throw httpError(403, STAFF_RECORD_MESSAGES.onlyAuthorOrDeleterDeletes);
      }
      const now = new Date();
      await softDeleteCollaborationNote(tx, note.id, now);
      return { success: true as const, message: STAFF_RECORD_MESSAGES.noteDeleted, data: { id: note.id } };
    });
  });
};
