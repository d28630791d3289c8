/**
 * Collaboration notes on a staff member's record in the database: a page of the live ones
 * (newest first) with their count, one live note, and adding, editing and soft-deleting a note.
 */
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { staffCollaborations } from '../../db/schema';

export type CollaborationNoteRow = typeof staffCollaborations.$inferSelect;
export type NewCollaborationNote = typeof staffCollaborations.$inferInsert;

/** A page of the staff member's live notes (optionally of one kind) and how many there are. */
export async function listCollaborationNotes(
  db: DbOrTx,
  staffId: number,
  options: { page: number; limit: number; kind?: string },
): Promise<{ rows: CollaborationNoteRow[]; total: number }> {
  const { page, limit, kind } = options;
  const conditions: SQL[] = [eq(staffCollaborations.staffId, staffId), isNull(staffCollaborations.deletedAt)];
  if (kind) conditions.push(eq(staffCollaborations.kind, kind));
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(staffCollaborations)
    .where(where)
    .orderBy(desc(staffCollaborations.createdAt), desc(staffCollaborations.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [counted] = await db.select({ value: count() }).from(staffCollaborations).where(where);
  return { rows, total: Number(counted?.value ?? 0) };
}

/** A live note of this staff member, or undefined. */
export async function findLiveCollaborationNote(db: DbOrTx, staffId: number, noteId: number): Promise<CollaborationNoteRow | undefined> {
  const [row] = await db
    .select()
    .from(staffCollaborations)
    .where(and(eq(staffCollaborations.id, noteId), eq(staffCollaborations.staffId, staffId), isNull(staffCollaborations.deletedAt)));
  return row;
}

export async function insertCollaborationNote(db: DbOrTx, values: NewCollaborationNote): Promise<CollaborationNoteRow> {
  const [row] = await db.insert(staffCollaborations).values(values).returning();
  return row;
}

export async function updateCollaborationNote(
  db: DbOrTx,
  noteId: number,
  changes: Partial<Pick<NewCollaborationNote, 'kind' | 'message' | 'mentions'>>,
  now: Date,
): Promise<CollaborationNoteRow> {
  const [row] = await db
    .update(staffCollaborations)
    .set({ ...changes, updatedAt: now })
    .where(eq(staffCollaborations.id, noteId))
    .returning();
  return row;
}

export async function softDeleteCollaborationNote(db: DbOrTx, noteId: number, now: Date): Promise<void> {
  await db.update(staffCollaborations).set({ deletedAt: now, updatedAt: now }).where(eq(staffCollaborations.id, noteId));
}
