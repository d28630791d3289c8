/**
 * The school's inbox of messages parents send (table parent_messages): staff read and mark them.
 * GET /parent-messages (newest first, paged; filters unread, studentId, parentId, parentUserId,
 * search; meta.unread for a badge), GET /parent-messages/{id}, PATCH /parent-messages/{id}/read
 * and /unread. Access: parent:read, and not the PARENT role (parent-inbox-access.ts). Another
 * school's message answers 404 like a missing one. Reading only GETs: opening marks read through
 * the PATCH, which keeps the first read time; the parent's portal shows it as read.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as parentInboxEndpoints from '@/contract/endpoints/messaging/parent-inbox';
import { PARENT_INBOX_MESSAGES, type ParentInboxMessage } from '@/contract/parent-inbox';
import type { DbOrTx } from '../../db/connection';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { routeEndpoint } from '../../lib/route-endpoint';
import { canAccessSchool } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import { requireInboxReader } from './parent-inbox-access';
import { countUnread, inboxConditions, inboxSchoolCondition, readInboxMessage, readInboxPage, setParentMessageRead } from './parent-inbox-repository';

async function findMessageInScope(db: DbOrTx, user: AuthUser, id: number): Promise<ParentInboxMessage> {
  const message = await readInboxMessage(db, id);
  if (!message || !canAccessSchool(user, message.schoolId)) throw httpError(404, PARENT_INBOX_MESSAGES.notFound);
  return message;
}

export const parentInboxRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, parentInboxEndpoints.list, async (request) => {
    const user = requireInboxReader(request.user);
    const { page, limit, schoolId, ...filters } = request.query;
    const school = inboxSchoolCondition(user, schoolId);
    const { items, totalCount } = await readInboxPage(app.db, inboxConditions(school, filters), { page, limit });
    const unread = await countUnread(app.db, school);
    return {
      success: true as const,
      message: PARENT_INBOX_MESSAGES.listed,
      data: items,
      meta: { pagination: paginationMeta(page, limit, totalCount), unread },
    };
  });

  routeEndpoint(app, parentInboxEndpoints.get, async (request) => {
    const message = await findMessageInScope(app.db, requireInboxReader(request.user), request.params.id);
    return { success: true as const, message: PARENT_INBOX_MESSAGES.fetched, data: message };
  });

  for (const [endpoint, read] of [
    [parentInboxEndpoints.markRead, true],
    [parentInboxEndpoints.markUnread, false],
  ] as const) {
    routeEndpoint(app, endpoint, async (request, reply) => {
      const user = requireInboxReader(request.user);
      return app.writeTransaction(request, reply, async (tx) => {
        const before = await findMessageInScope(tx, user, request.params.id);
        // Only a real change is written (and so audited); a concurrent first read keeps its time.
        if ((before.readAt === null) === read) {
          await setParentMessageRead(tx, before.id, read);
        }
        const after = await findMessageInScope(tx, user, before.id);
        return { success: true as const, message: read ? PARENT_INBOX_MESSAGES.markedRead : PARENT_INBOX_MESSAGES.markedUnread, data: after };
      });
    });
  }
};
