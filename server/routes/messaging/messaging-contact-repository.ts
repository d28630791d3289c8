/**
 * The people a staff member can start a conversation with: live, active users of the user's own
 * school, parents, students and the user themself left out, by name, at most
 * MESSAGING_CONTACTS_LIMIT. The search looks in the name fields (users.search_text) and the
 * username.
 */
import { and, asc, eq, ilike, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { MESSAGING_CONTACTS_LIMIT, NON_CONTACT_ROLES } from '@/contract/messaging-contacts';
import type { DbOrTx } from '../../db/connection';
import { users } from '../../db/schema';
import { likePattern } from '../../lib/lookup-query';
import type { AuthUser } from '../../types';

export type MessagingContactRow = { id: number; firstName: string | null; lastName: string | null; username: string; role: string };

/** The contacts matching `search` (already lower case), or the first ones by name without it. */
export function listMessagingContacts(db: DbOrTx, user: AuthUser, search: string | undefined): Promise<MessagingContactRow[]> {
  const pattern = search ? likePattern(search) : undefined;
  return db
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
}
