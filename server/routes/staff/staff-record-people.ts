/**
 * The people a staff record names (authors, mentioned users, verifiers, who completed a task),
 * shown as {id, name}, read in one query per answer.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { StaffRecordPerson } from '@/contract/staff-records';
import type { DbOrTx } from '../../db/connection';
import { users } from '../../db/schema';

/** The person's name, or their username when no name is on record. */
function personName(row: { firstName: string | null; lastName: string | null; username: string }): string {
  return [row.firstName, row.lastName].filter(Boolean).join(' ') || row.username;
}

export type PeopleById = ReadonlyMap<number, StaffRecordPerson>;

/** The named users (deleted ones too: an old note keeps its author's name). */
export async function readPeople(db: DbOrTx, ids: Iterable<number | null | undefined>): Promise<PeopleById> {
  const wanted = [...new Set([...ids].filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, { id: row.id, name: personName(row) }]));
}

export function personOf(people: PeopleById, id: number | null): StaffRecordPerson | null {
  if (id === null) return null;
  return people.get(id) ?? { id, name: `User ${id}` };
}

/** Of `ids`, those that are not live, active users of the school (kept in the order given). */
export async function usersNotOfSchool(db: DbOrTx, schoolId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.schoolId, schoolId), eq(users.isActive, true), isNull(users.deletedAt)));
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}
