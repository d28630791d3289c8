/** A staff_documents row as the API shows it (the contract's staffDocumentSchema). */
import type { StaffDocument, StaffDocumentKind } from '@/contract/staff-records';
import type { DbOrTx } from '../../db/connection';
import type { staffDocuments } from '../../db/schema';
import { staffDocumentUrl } from './staff-document-path';
import { personOf, readPeople } from './staff-record-people';

export type StaffDocumentRow = typeof staffDocuments.$inferSelect;

/** The documents with the names of who verified and added them, in the order given. */
export async function toStaffDocuments(db: DbOrTx, rows: readonly StaffDocumentRow[]): Promise<StaffDocument[]> {
  const people = await readPeople(db, rows.flatMap((row) => [row.verifiedBy, row.createdBy]));
  return rows.map((row) => ({
    id: row.id,
    staffId: row.staffId,
    title: row.title,
    kind: row.kind as StaffDocumentKind,
    fileName: row.fileName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    url: row.storagePath ? staffDocumentUrl(row.staffId, row.id) : null,
    notes: row.notes,
    verified: row.verified,
    verifiedBy: personOf(people, row.verifiedBy),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    createdBy: personOf(people, row.createdBy),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function toStaffDocument(db: DbOrTx, row: StaffDocumentRow): Promise<StaffDocument> {
  const [document] = await toStaffDocuments(db, [row]);
  return document;
}
