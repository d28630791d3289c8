/**
 * Who may use the school's inbox: staff holding parent:read (the endpoints' access checks it). A PARENT
 * holds parent:read too, for their portal, but other families' messages are not theirs to read:
 * 403 (as GET /parents/performance refuses them; that check is inline there, so not shared).
 */
import { PARENT_INBOX_MESSAGES } from '@/contract/parent-inbox';
import { normalizeRole } from '@/contract/permissions';
import { httpError } from '../../lib/http-error';
import { requireUser } from '../../lib/permission-checks';
import type { AuthUser } from '../../types';

/** The signed-in staff user; a parent gets 403. */
export function requireInboxReader(user: AuthUser | null): AuthUser {
  const reader = requireUser(user);
  if (normalizeRole(reader.role) === 'PARENT') throw httpError(403, PARENT_INBOX_MESSAGES.staffOnly);
  return reader;
}
