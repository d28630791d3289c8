/**
 * GET /messaging/contacts?search=: the people a staff member can start a conversation with (the
 * Messaging screen's member picker): live, active users of the user's own school, parents,
 * students and the user themself left out, by name, at most MESSAGING_CONTACTS_LIMIT. The search
 * looks in the name fields (users.search_text) and the username.
 * Access: messaging:read, and not for a PARENT or STUDENT (403): they hold messaging:read for
 * their own portals, but the staff directory is not theirs to browse.
 */
import { and, asc, eq, ilike, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as contactEndpoints from '@/contract/endpoints/messaging/contacts';
import { MESSAGING_CONTACTS_LIMIT, MESSAGING_CONTACTS_MESSAGES, NON_CONTACT_ROLES } from '@/contract/messaging-contacts';
import { normalizeRole } from '@/contract/permissions';
import { users } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { likePattern } from '../../lib/lookup-query';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { displayName } from './message-reads';

export const messagingContactsRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, contactEndpoints.list, async (request) => {
    const user = requireUser(request.user);
    if ((NON_CONTACT_ROLES as readonly string[]).includes(normalizeRole(user.role))) throw httpError(403, MESSAGING_CONTACTS_MESSAGES.staffOnly);
    const search = request.query.search?.toLowerCase();
    const pattern = search ? likePattern(search) : undefined;
    const rows = await app.db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username, role: users.role })
      .from(users)
      .where(
        and(
          eq(users.schoolId, user.schoolId),
          isNull(users.deletedAt),
          eq(users.isActive, true),
          ne(users.id, user.id),
          // Roles are stored upper case, but compared that way so a hand-written row cannot slip in.
          notInArray(sql`upper(${users.role})`, [...NON_CONTACT_ROLES]),
          pattern ? or(ilike(users.searchText, pattern), ilike(users.username, pattern)) : undefined,
        ),
      )
      .orderBy(asc(sql`lower(coalesce(${users.firstName}, ${users.username}))`), asc(sql`lower(coalesce(${users.lastName}, ''))`), asc(users.id))
      .limit(MESSAGING_CONTACTS_LIMIT);
    return {
      success: true as const,
      data: rows.map((row) => ({ id: row.id, name: displayName(row.firstName, row.lastName, row.username), role: normalizeRole(row.role) })),
    };
  });
};
