/**
 * The role ladder: SUPER_ADMIN > OWNER > SCHOOL_ADMIN > every other role (issue 21).
 *
 * Permissions say what a user may do; the ladder says whom a user may manage: create, give a
 * role, edit, deactivate, delete, reset the password of, or change the grants of. A role manages
 * the rungs below it. Super administrators also manage each other (someone must), and the bottom
 * rung manages its peers (a principal who is a TEACHER with grants manages teachers); owners and
 * school administrators never manage their peers. On top of the ladder, nobody gives a
 * permission or data scope they do not hold (the server's user guards).
 *
 * OWNER sits above SCHOOL_ADMIN: it holds `*` and the server-wide settings, so a role any
 * teacher with grants could hand out would reopen the escalation the ladder closes.
 *
 * The server checks it on every write to users, grants, roles and scopes. A client screen that
 * offers roles (none does yet) would offer only those `ladderRefusal` allows, for display only.
 */
import { normalizeRole, type Role } from './permissions';

export const ROLE_LADDER_MESSAGES = {
  superAdminsOnly: 'Only a super administrator can manage super administrators',
  ownersOnly: 'Only a super administrator can manage owners',
  schoolAdminsOnly: 'Only an owner or a super administrator can manage school administrators',
} as const;

type Rung = { rank: number; managesPeers: boolean; refusal: string };

const TOP: Rung = { rank: 3, managesPeers: true, refusal: ROLE_LADDER_MESSAGES.superAdminsOnly };
// Never refused: every rung manages the bottom one.
const BOTTOM: Rung = { rank: 0, managesPeers: true, refusal: '' };

const RUNGS: Partial<Record<Role, Rung>> = {
  SUPER_ADMIN: TOP,
  OWNER: { rank: 2, managesPeers: false, refusal: ROLE_LADDER_MESSAGES.ownersOnly },
  SCHOOL_ADMIN: { rank: 1, managesPeers: false, refusal: ROLE_LADDER_MESSAGES.schoolAdminsOnly },
};

/** Any role not named above, unknown ones included, stands on the bottom rung. */
function rungOf(role: string | null | undefined): Rung {
  return RUNGS[normalizeRole(role) as Role] ?? BOTTOM;
}

/** Why a user of `actorRole` may not manage a user of `targetRole`; null when the ladder allows it. */
export function ladderRefusal(actorRole: string | null | undefined, targetRole: string | null | undefined): string | null {
  const actor = rungOf(actorRole);
  const target = rungOf(targetRole);
  if (target.rank < actor.rank) return null;
  if (target.rank === actor.rank && actor.managesPeers) return null;
  return target.refusal;
}
