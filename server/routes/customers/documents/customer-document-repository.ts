/**
 * A customer's documents in the database: the list and the latest few (every column but the
 * file), insert, one document with its file for the download, and the analytics across the
 * schools in scope (totals, by kind and type, the latest). Takes the database or the route's
 * transaction.
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { CUSTOMER_DOCUMENT_KINDS } from '@/contract/customer-activity';
import type { CustomerDocument, UserRef } from '@/contract/customer-extras';
import type { DbOrTx } from '../../../db/connection';
import { customerDocuments, customers } from '../../../db/schema';
import { schoolScopeCondition } from '../../../lib/school-scope';
import type { AuthUser } from '../../../types';
import { userRefs } from '../customer-activity-helpers';
import { toCustomerSummary } from '../customer-answer-parts';
import { withKnownValues } from '../customer-breakdowns';

type DocumentRow = typeof customerDocuments.$inferSelect;
export type NewDocumentRow = typeof customerDocuments.$inferInsert;

/** Every column but the file itself. */
const documentColumns = {
  id: customerDocuments.id,
  schoolId: customerDocuments.schoolId,
  customerId: customerDocuments.customerId,
  title: customerDocuments.title,
  kind: customerDocuments.kind,
  fileName: customerDocuments.fileName,
  mimeType: customerDocuments.mimeType,
  sizeBytes: customerDocuments.sizeBytes,
  hasFile: sql<boolean>`(${customerDocuments.content} is not null)`,
  url: customerDocuments.url,
  notes: customerDocuments.notes,
  createdBy: customerDocuments.createdBy,
  createdAt: customerDocuments.createdAt,
};
type DocumentListRow = Omit<DocumentRow, 'content'> & { hasFile: boolean };

export function toCustomerDocument(row: DocumentListRow, people: Map<number, UserRef>): CustomerDocument {
  return {
    id: row.id,
    customerId: row.customerId,
    title: row.title,
    kind: row.kind,
    fileName: row.fileName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    hasFile: Boolean(row.hasFile),
    url: row.url,
    notes: row.notes,
    createdBy: row.createdBy === null ? null : (people.get(row.createdBy) ?? null),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function latestDocuments(db: DbOrTx, customerId: string, limit: number) {
  const rows = await db
    .select(documentColumns)
    .from(customerDocuments)
    .where(eq(customerDocuments.customerId, customerId))
    .orderBy(desc(customerDocuments.createdAt), desc(customerDocuments.id))
    .limit(limit);
  const people = await userRefs(db, rows.map((row) => row.createdBy));
  return rows.map((row) => toCustomerDocument(row, people));
}

/** A page of the customer's documents, newest first, and how many there are. */
export async function listDocuments(db: DbOrTx, customerId: string, page: number, limit: number): Promise<{ items: CustomerDocument[]; totalCount: number }> {
  const where = eq(customerDocuments.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    db
      .select(documentColumns)
      .from(customerDocuments)
      .where(where)
      .orderBy(desc(customerDocuments.createdAt), desc(customerDocuments.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(customerDocuments).where(where),
  ]);
  const people = await userRefs(db, rows.map((row) => row.createdBy));
  return { items: rows.map((row) => toCustomerDocument(row, people)), totalCount: Number(total?.value ?? 0) };
}

/** Inserts the document; answers its columns without the file. */
export async function insertDocument(db: DbOrTx, values: NewDocumentRow): Promise<DocumentListRow> {
  const [row] = await db.insert(customerDocuments).values(values).returning(documentColumns);
  return row;
}

/** The customer's document with its file, or undefined. */
export async function findDocumentWithFile(db: DbOrTx, customerId: string, documentId: number): Promise<DocumentRow | undefined> {
  const [document] = await db
    .select()
    .from(customerDocuments)
    .where(and(eq(customerDocuments.id, documentId), eq(customerDocuments.customerId, customerId)));
  return document;
}

/** GET /customers/documents/analytics: documents of the undeleted customers in the user's scope. */
export async function documentAnalytics(db: DbOrTx, actor: AuthUser) {
  const where = and(schoolScopeCondition(actor, customerDocuments.schoolId), isNull(customers.deletedAt));
  const grouped = (column: typeof customerDocuments.kind | typeof customerDocuments.mimeType) =>
    db
      .select({ value: column, count: count(), sizeBytes: sql<number>`coalesce(sum(${customerDocuments.sizeBytes}), 0)::float8` })
      .from(customerDocuments)
      .innerJoin(customers, eq(customers.id, customerDocuments.customerId))
      .where(where)
      .groupBy(column);
  const [[totals], byKind, byMimeType, recent] = await Promise.all([
    db
      .select({
        totalDocuments: count(),
        withFile: sql<number>`count(${customerDocuments.content})::int`,
        totalSizeBytes: sql<number>`coalesce(sum(${customerDocuments.sizeBytes}), 0)::float8`,
      })
      .from(customerDocuments)
      .innerJoin(customers, eq(customers.id, customerDocuments.customerId))
      .where(where),
    grouped(customerDocuments.kind),
    grouped(customerDocuments.mimeType),
    db
      .select({ document: documentColumns, customer: customers })
      .from(customerDocuments)
      .innerJoin(customers, eq(customers.id, customerDocuments.customerId))
      .where(where)
      .orderBy(desc(customerDocuments.createdAt), desc(customerDocuments.id))
      .limit(5),
  ]);
  const people = await userRefs(db, recent.map((row) => row.document.createdBy));
  const numbers = (rows: { value: string | null; count: number; sizeBytes: number }[]) =>
    rows.map((row) => ({ value: row.value, count: Number(row.count), sizeBytes: Number(row.sizeBytes) }));
  return {
    totalDocuments: Number(totals?.totalDocuments ?? 0),
    withFile: Number(totals?.withFile ?? 0),
    totalSizeBytes: Number(totals?.totalSizeBytes ?? 0),
    byKind: withKnownValues(numbers(byKind), CUSTOMER_DOCUMENT_KINDS, (value) => ({ value, count: 0, sizeBytes: 0 })),
    byMimeType: numbers(byMimeType).sort((a, b) => b.count - a.count || String(a.value).localeCompare(String(b.value))),
    recent: recent.map((row) => ({ ...toCustomerDocument(row.document, people), customer: toCustomerSummary(row.customer) })),
  };
}
