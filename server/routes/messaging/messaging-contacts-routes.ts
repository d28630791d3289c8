/**
 * GET /messaging/contacts?search=: the people a staff member can start a conversation with (the
 * Messaging screen's member picker): live, active users of the user's own school, parents,
 * students and the user themself left out, by name, at most MESSAGING_CONTACTS_LIMIT. The search
 * looks in the name fields (users.search_text) and the username.
 * Access: messaging:read, and not for a PARENT or STUDENT (403): they hold messaging:read for
 * their own portals, but the staff directory is not theirs to browse.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as contactEndpoints from '@/contract/endpoints/messaging/contacts';
import { MESSAGING_CONTACTS_MESSAGES, NON_CONTACT_ROLES } from '@/contract/messaging-contacts';
import { normalizeRole } from '@/contract/permissions';
import { httpError } from '../../lib/http-error';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { displayName } from './message-repository';
import { listMessagingContacts } from './messaging-contact-repository';

export const messagingContactsRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, contactEndpoints.list, async (request) => {
    const user = requireUser(request.user);
    if ((NON_CONTACT_ROLES as readonly string[]).includes(normalizeRole(user.role))) throw httpError(403, MESSAGING_CONTACTS_MESSAGES.staffOnly);
    const search = request.query.search?.toLowerCase();
    const rows = await listMessagingContacts(app.db, user, search);
    return {
      success: true as const,
      data: rows.map((row) => ({ id: row.id, name: displayName(row.firstName, row.lastName, row.username), role: normalizeRole(row.role) })),
    };
  });
};
