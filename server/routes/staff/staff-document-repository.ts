/**
 * A staff member's documents in the database: the live ones (newest first; optional kind,
 * verified), one live document, a new row for an uploaded file, editing, soft-deleting (the row
 * is marked deleted and the file kept) and verifying (one already verified keeps its first
 * verifier and time).
 */
import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { staffDocuments } from '../../db/schema';
import type { StaffDocumentRow } from './staff-document-dto';

export type NewStaffDocument = typeof staffDocuments.$inferInsert;

const liveDocumentsOf = (staffId: number): SQL => and(eq(staffDocuments.staffId, staffId), isNull(staffDocuments.deletedAt)) as SQL;

/** The staff member's live documents, newest first. */
export async function listStaffDocuments(db: DbOrTx, staffId: number, filters: { kind?: string; verified?: boolean }): Promise<StaffDocumentRow[]> {
  const conditions: SQL[] = [liveDocumentsOf(staffId)];
  if (filters.kind) conditions.push(eq(staffDocuments.kind, filters.kind));
  if (filters.verified !== undefined) conditions.push(eq(staffDocuments.verified, filters.verified));
  return db
    .select()
    .from(staffDocuments)
    .where(and(...conditions))
    .orderBy(desc(staffDocuments.createdAt), desc(staffDocuments.id));
}

/** A live document of this staff member, or undefined. */
export async function findLiveStaffDocument(db: DbOrTx, staffId: number, documentId: number): Promise<StaffDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(staffDocuments)
    .where(and(eq(staffDocuments.id, documentId), liveDocumentsOf(staffId)));
  return row;
}

export async function insertStaffDocument(db: DbOrTx, values: NewStaffDocument): Promise<StaffDocumentRow> {
  const [row] = await db.insert(staffDocuments).values(values).returning();
  return row;
}

export async function updateStaffDocument(
  db: DbOrTx,
  documentId: number,
  changes: Partial<Pick<NewStaffDocument, 'title' | 'kind' | 'notes'>>,
  now: Date,
): Promise<StaffDocumentRow> {
  const [row] = await db
    .update(staffDocuments)
    .set({ ...changes, updatedAt: now })
    .where(eq(staffDocuments.id, documentId))
    .returning();
  return row;
}

export async function softDeleteStaffDocument(db: DbOrTx, documentId: number, now: Date): Promise<void> {
  await db.update(staffDocuments).set({ deletedAt: now, updatedAt: now }).where(eq(staffDocuments.id, documentId));
}

/** Of `documentIds`, those that are live documents of this staff member. */
export async function liveStaffDocumentIds(db: DbOrTx, staffId: number, documentIds: number[]): Promise<Set<number>> {
  const own = await db
    .select({ id: staffDocuments.id })
    .from(staffDocuments)
    .where(and(inArray(staffDocuments.id, documentIds), liveDocumentsOf(staffId)));
  return new Set(own.map((row) => row.id));
}

/** Marks the not yet verified ones verified by `verifiedBy`; returns how many it marked. */
export async function verifyStaffDocuments(db: DbOrTx, documentIds: number[], verifiedBy: number, now: Date): Promise<number> {
  const newly = await db
    .update(staffDocuments)
    .set({ verified: true, verifiedBy, verifiedAt: now, updatedAt: now })
    .where(and(inArray(staffDocuments.id, documentIds), eq(staffDocuments.verified, false)))
    .returning({ id: staffDocuments.id });
  return newly.length;
}

/** These documents, in the order of `documentIds` (unknown ids left out). */
export async function staffDocumentsByIds(db: DbOrTx, documentIds: number[]): Promise<StaffDocumentRow[]> {
  const rows = await db.select().from(staffDocuments).where(inArray(staffDocuments.id, documentIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return documentIds.map((id) => byId.get(id)).filter((row): row is StaffDocumentRow => row !== undefined);
}
