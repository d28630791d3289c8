/**
 * Owners in the database: the list (search, school), reading one, insert, update, soft delete,
 * and the rules their writes keep: the live owners' shares of one school add up to 100 % at most,
 * and a linked account is a live user of the owner's school with role OWNER, linked to one live
 * owner only. Share writes lock the school's row first, so two writes at once cannot both see
 * room for their share.
 */
import { and, asc, count, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { OWNER_MESSAGES, ownerSharesOverLimit, ownerUserTaken, type Owner } from '@/contract/administration';
import { normalizeRole } from '@/contract/permissions';
import type { DbOrTx } from '../../db/connection';
import { owners, schools, users } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { likePattern, lookupSchoolCondition } from '../../lib/lookup-query';
import { canAccessSchool } from '../../lib/school-scope';
import type { AuthUser } from '../../types';

export type OwnerRow = typeof owners.$inferSelect;
export type NewOwnerRow = typeof owners.$inferInsert;

export const ownerColumns = { owner: owners, username: users.username };

export function toOwnerDto({ owner, username }: { owner: OwnerRow; username: string | null }): Owner {
  return {
    id: owner.id,
    schoolId: owner.schoolId,
    userId: owner.userId,
    username: owner.userId === null ? null : username,
    firstName: owner.firstName,
    lastName: owner.lastName,
    dariName: owner.dariName,
    phone: owner.phone,
    email: owner.email,
    sharePercent: owner.sharePercent === null ? null : Number(owner.sharePercent),
    notes: owner.notes,
    createdAt: owner.createdAt.toISOString(),
    updatedAt: owner.updatedAt.toISOString(),
  };
}

/** Live owners with their account's username, filtered by `where`. */
export function selectOwners(db: DbOrTx, where: SQL | undefined) {
  return db.select(ownerColumns).from(owners).leftJoin(users, eq(users.id, owners.userId)).where(and(isNull(owners.deletedAt), where));
}

/** A page of the live owners of the schools the user sees (or of `schoolId`), by name, and how many there are. */
export async function listOwners(
  db: DbOrTx,
  user: AuthUser,
  options: { page: number; limit: number; schoolId?: number; search?: string },
): Promise<{ items: Owner[]; totalCount: number }> {
  const { page, limit, schoolId, search } = options;
  const conditions: (SQL | undefined)[] = [lookupSchoolCondition(user, owners.schoolId, schoolId)];
  if (search) {
    const pattern = likePattern(search);
    conditions.push(or(ilike(owners.firstName, pattern), ilike(owners.lastName, pattern), ilike(owners.dariName, pattern), ilike(owners.phone, pattern), ilike(owners.email, pattern)));
  }
  const where = and(isNull(owners.deletedAt), ...conditions);
  const rows = await selectOwners(db, where)
    .orderBy(asc(owners.firstName), asc(owners.lastName), asc(owners.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [counted] = await db.select({ value: count() }).from(owners).where(where);
  return { items: rows.map(toOwnerDto), totalCount: Number(counted?.value ?? 0) };
}

/** A live owner of a school the user sees, or 404 (another school's owner reads as missing). */
export async function findOwnerInScope(db: DbOrTx, user: AuthUser, id: number): Promise<Owner> {
  const [row] = await selectOwners(db, eq(owners.id, id));
  if (!row || !canAccessSchool(user, row.owner.schoolId)) throw httpError(404, OWNER_MESSAGES.notFound);
  return toOwnerDto(row);
}

/** Locks the school's row for the rest of the transaction (400 when there is no such school). */
export async function lockSchool(tx: DbOrTx, schoolId: number): Promise<void> {
  const [school] = await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId)).for('update');
  if (!school) throw httpError(400, OWNER_MESSAGES.schoolNotFound, { schoolId: OWNER_MESSAGES.schoolNotFound });
}

/** 400 when `share` added to the other live owners' shares goes over 100 %. Call after lockSchool. */
export async function checkShareFits(tx: DbOrTx, schoolId: number, share: number, exceptOwnerId?: number): Promise<void> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${owners.sharePercent}), 0)` })
    .from(owners)
    .where(and(eq(owners.schoolId, schoolId), isNull(owners.deletedAt), exceptOwnerId === undefined ? undefined : ne(owners.id, exceptOwnerId)));
  // In hundredths, so 33.33 + 33.33 + 33.34 is exactly 100.
  const othersCents = Math.round(Number(row?.total ?? 0) * 100);
  const shareCents = Math.round(share * 100);
  if (othersCents + shareCents > 10_000) {
    const message = ownerSharesOverLimit(othersCents / 100, share);
    throw httpError(400, message, { sharePercent: message });
  }
}

/** The linked account must be a live OWNER of the school and not linked to another live owner. */
export async function checkOwnerAccount(tx: DbOrTx, schoolId: number, userId: number, exceptOwnerId?: number): Promise<void> {
  const [account] = await tx
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.schoolId, schoolId), isNull(users.deletedAt), eq(users.isActive, true)));
  if (!account || normalizeRole(account.role) !== 'OWNER') {
    throw httpError(400, OWNER_MESSAGES.userNotOwner, { userId: OWNER_MESSAGES.userNotOwner });
  }
  const [linked] = await tx
    .select({ firstName: owners.firstName, lastName: owners.lastName })
    .from(owners)
    .where(and(eq(owners.userId, userId), isNull(owners.deletedAt), exceptOwnerId === undefined ? undefined : ne(owners.id, exceptOwnerId)));
  if (linked) throw httpError(409, ownerUserTaken([linked.firstName, linked.lastName].filter(Boolean).join(' ')));
}

/** Inserts the owner; answers its id. */
export async function insertOwner(tx: DbOrTx, values: NewOwnerRow): Promise<number> {
  const [row] = await tx.insert(owners).values(values).returning();
  return row.id;
}

export async function updateOwner(tx: DbOrTx, id: number, changes: Partial<NewOwnerRow>): Promise<void> {
  await tx.update(owners).set(changes).where(eq(owners.id, id));
}

export async function softDeleteOwner(tx: DbOrTx, id: number): Promise<void> {
  await tx.update(owners).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(owners.id, id));
}
