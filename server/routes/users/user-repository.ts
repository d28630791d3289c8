/**
 * Users as the API shows them (never with the password hash), read within the caller's data
 * scope, and written (insert, edit, soft delete). Takes the database or an open transaction
 * (CONVENTIONS §8); a write's constraint violations reach the caller as they are.
 */
import { and, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { PublicUser } from '@/contract/endpoints/users';
import type { DbOrTx } from '../../db/connection';
import { users } from '../../db/schema';
import { likePattern } from '../../lib/lookup-query';
import { schoolScopeCondition } from '../../lib/school-scope';
import type { AuthUser } from '../../types';

type UserRow = typeof users.$inferSelect;
type NewUser = typeof users.$inferInsert;

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    schoolId: row.schoolId,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    dariName: row.dariName,
    phone: row.phone,
    role: row.role,
    department: row.department,
    dataScopes: row.dataScopes,
    isActive: row.isActive,
    lastLogin: row.lastLogin?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type UserListFilters = { page: number; limit: number; search?: string; role?: string };

export function createUserRepository(db: DbOrTx) {
  /** Undeleted users the actor may see. */
  const visible = (actor: AuthUser, ...conditions: (SQL | undefined)[]) =>
    and(isNull(users.deletedAt), schoolScopeCondition(actor, users.schoolId), ...conditions);

  return {
    /** The user, if it exists, is not deleted and lies in the actor's data scope. */
    async findVisible(actor: AuthUser, id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(visible(actor, eq(users.id, id)));
      return row ?? null;
    },

    async list(actor: AuthUser, filters: UserListFilters): Promise<{ rows: UserRow[]; totalCount: number }> {
      const search = filters.search?.trim();
      const where = visible(
        actor,
        search
          ? or(
              ilike(users.username, likePattern(search)),
              ilike(users.firstName, likePattern(search)),
              ilike(users.lastName, likePattern(search)),
              ilike(users.email, likePattern(search)),
              ilike(users.dariName, likePattern(search)),
            )
          : undefined,
        filters.role ? sql`upper(${users.role}) = ${filters.role.trim().toUpperCase()}` : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(users.id)
          .limit(filters.limit)
          .offset((filters.page - 1) * filters.limit),
        db.select({ value: count() }).from(users).where(where),
      ]);
      return { rows, totalCount: Number(total?.value ?? 0) };
    },

    async usernameTaken(username: string, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            sql`lower(${users.username}) = lower(${username})`,
            exceptId === undefined ? undefined : sql`${users.id} <> ${exceptId}`,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async insert(values: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row;
    },

    async update(id: number, changes: PgUpdateSetSource<typeof users>): Promise<UserRow> {
      const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
      return row;
    },

    /** Soft delete: the account is marked deleted and inactive. */
    async softDelete(id: number, now: Date): Promise<void> {
      await db.update(users).set({ deletedAt: now, isActive: false, updatedAt: now }).where(eq(users.id, id));
    },
  };
}
