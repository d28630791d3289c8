/**
 * A customer's documents (spec part 1 §7): GET and POST /customers/{id}/documents,
 * GET /customers/documents/analytics, and GET /customers/{id}/documents/{documentId}/content to
 * download a stored file. A document holds a small file (base64 in the database, 5 MB at most,
 * PDF / images / word-processor documents), a link, or only a note that a paper was seen.
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { CUSTOMER_DOCUMENT_KINDS, CUSTOMER_DOCUMENT_MESSAGES } from '@/contract/customer-activity';
import type { CustomerDocument, UserRef } from '@/contract/customer-extras';
import * as documentEndpoints from '@/contract/endpoints/customers/documents';
import { customerDocuments, customers } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { schoolScopeCondition } from '../../lib/school-scope';
import { checkDocumentFile } from './customer-documents-content';
import { touchCustomer, userRefs } from './extras/customer-activity-helpers';
import { withKnownValues } from './extras/customer-breakdowns';
import { findVisibleCustomer } from './extras/customer-lookup';
import { toCustomerSummary } from './extras/extras-schemas';

type DocumentRow = typeof customerDocuments.$inferSelect;

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

export async function latestDocuments(db: Parameters<typeof userRefs>[0], customerId: string, limit: number) {
  const rows = await db
    .select(documentColumns)
    .from(customerDocuments)
    .where(eq(customerDocuments.customerId, customerId))
    .orderBy(desc(customerDocuments.createdAt), desc(customerDocuments.id))
    .limit(limit);
  const people = await userRefs(db, rows.map((row) => row.createdBy));
  return rows.map((row) => toCustomerDocument(row, people));
}

export const customerDocumentsRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, documentEndpoints.list, async (request) => {
    const actor = requireUser(request.user);
    const customer = await findVisibleCustomer(app.db, actor, request.params.id);
    const { page, limit } = request.query;
    const where = eq(customerDocuments.customerId, customer.id);
    const [rows, [total]] = await Promise.all([
      app.db
        .select(documentColumns)
        .from(customerDocuments)
        .where(where)
        .orderBy(desc(customerDocuments.createdAt), desc(customerDocuments.id))
        .limit(limit)
        .offset((page - 1) * limit),
      app.db.select({ value: count() }).from(customerDocuments).where(where),
    ]);
    const people = await userRefs(app.db, rows.map((row) => row.createdBy));
    return {
      success: true as const,
      data: rows.map((row) => toCustomerDocument(row, people)),
      meta: { pagination: paginationMeta(page, limit, Number(total?.value ?? 0)) },
    };
  });

  routeEndpoint(app, documentEndpoints.create, async (request, reply) => {
    const actor = requireUser(request.user);
    const body = request.body;
    const customer = await findVisibleCustomer(app.db, actor, request.params.id);
    const file = body.contentBase64 === undefined ? null : checkDocumentFile(body.contentBase64, body.mimeType);
    return app.writeTransaction(request, reply, async (tx) => {
      const now = new Date();
      const [row] = await tx
        .insert(customerDocuments)
        .values({
          schoolId: customer.schoolId,
          customerId: customer.id,
          title: body.title,
          kind: body.kind ?? 'OTHER',
          fileName: body.fileName ?? null,
          mimeType: file?.mimeType ?? body.mimeType?.toLowerCase() ?? null,
          sizeBytes: file?.sizeBytes ?? null,
          content: file?.base64 ?? null,
          url: body.url ?? null,
          notes: body.notes ?? null,
          createdBy: actor.id,
          createdAt: now,
        })
        .returning(documentColumns);
      await touchCustomer(tx, customer.id, now);
      const people = await userRefs(tx, [actor.id]);
      reply.code(201);
      return { success: true as const, message: CUSTOMER_DOCUMENT_MESSAGES.created, data: toCustomerDocument(row, people) };
    });
  });

  routeEndpoint(app, documentEndpoints.content, async (request, reply) => {
    const actor = requireUser(request.user);
    const customer = await findVisibleCustomer(app.db, actor, request.params.id);
    const [document] = await app.db
      .select()
      .from(customerDocuments)
      .where(and(eq(customerDocuments.id, request.params.documentId), eq(customerDocuments.customerId, customer.id)));
    if (!document) throw httpError(404, CUSTOMER_DOCUMENT_MESSAGES.notFound);
    if (!document.content) throw httpError(404, CUSTOMER_DOCUMENT_MESSAGES.noFile);
    const fileName = (document.fileName ?? `document-${document.id}`).replace(/[^\w.\- ]+/g, '_');
    return reply
      .header('content-type', document.mimeType ?? 'application/octet-stream')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(document.content, 'base64'));
  });

  routeEndpoint(app, documentEndpoints.analytics, async (request) => {
    const actor = requireUser(request.user);
    const where = and(schoolScopeCondition(actor, customerDocuments.schoolId), isNull(customers.deletedAt));
    const grouped = (column: typeof customerDocuments.kind | typeof customerDocuments.mimeType) =>
      app.db
        .select({ value: column, count: count(), sizeBytes: sql<number>`coalesce(sum(${customerDocuments.sizeBytes}), 0)::float8` })
        .from(customerDocuments)
        .innerJoin(customers, eq(customers.id, customerDocuments.customerId))
        .where(where)
        .groupBy(column);
    const [[totals], byKind, byMimeType, recent] = await Promise.all([
      app.db
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
      app.db
        .select({ document: documentColumns, customer: customers })
        .from(customerDocuments)
        .innerJoin(customers, eq(customers.id, customerDocuments.customerId))
        .where(where)
        .orderBy(desc(customerDocuments.createdAt), desc(customerDocuments.id))
        .limit(5),
    ]);
    const people = await userRefs(app.db, recent.map((row) => row.document.createdBy));
    const numbers = (rows: { value: string | null; count: number; sizeBytes: number }[]) =>
      rows.map((row) => ({ value: row.value, count: Number(row.count), sizeBytes: Number(row.sizeBytes) }));
    return {
      success: true as const,
      data: {
        totalDocuments: Number(totals?.totalDocuments ?? 0),
        withFile: Number(totals?.withFile ?? 0),
        totalSizeBytes: Number(totals?.totalSizeBytes ?? 0),
        byKind: withKnownValues(numbers(byKind), CUSTOMER_DOCUMENT_KINDS, (value) => ({ value, count: 0, sizeBytes: 0 })),
        byMimeType: numbers(byMimeType).sort((a, b) => b.count - a.count || String(a.value).localeCompare(String(b.value))),
        recent: recent.map((row) => ({ ...toCustomerDocument(row.document, people), customer: toCustomerSummary(row.customer) })),
      },
    };
  });
};
