/**
 * A customer's documents (spec part 1 §7): GET and POST /customers/{id}/documents,
 * GET /customers/documents/analytics, and GET /customers/{id}/documents/{documentId}/content to
 * download a stored file. A document holds a small file (base64 in the database, 5 MB at most,
 * PDF / images / word-processor documents), a link, or only a note that a paper was seen.
 */
import type { FastifyPluginAsync } from 'fastify';
import { CUSTOMER_DOCUMENT_MESSAGES } from '@/contract/customer-activity';
import * as documentEndpoints from '@/contract/endpoints/customers/documents';
import { httpError } from '../../../lib/http-error';
import { paginationMeta } from '../../../lib/pagination';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import { touchCustomer, userRefs } from '../customer-activity-helpers';
import { findVisibleCustomer } from '../customer-lookup';
import { documentAnalytics, findDocumentWithFile, insertDocument, listDocuments, toCustomerDocument } from './customer-document-repository';
import { checkDocumentFile } from './customer-documents-content';

export const customerDocumentsRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, documentEndpoints.list, async (request) => {
    const actor = requireUser(request.user);
    const customer = await findVisibleCustomer(app.db, actor, request.params.id);
    const { page, limit } = request.query;
    const { items, totalCount } = await listDocuments(app.db, customer.id, page, limit);
    return { success: true as const, data: items, meta: { pagination: paginationMeta(page, limit, totalCount) } };
  });

  routeEndpoint(app, documentEndpoints.create, async (request, reply) => {
    const actor = requireUser(request.user);
    const body = request.body;
    const customer = await findVisibleCustomer(app.db, actor, request.params.id);
    const file = body.contentBase64 === undefined ? null : checkDocumentFile(body.contentBase64, body.mimeType);
    return app.writeTransaction(request, reply, async (tx) => {
      const now = new Date();
      const row = await insertDocument(tx, {
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
      });
      await touchCustomer(tx, customer.id, now);
      const people = await userRefs(tx, [actor.id]);
      reply.code(201);
      return { success: true as const, message: CUSTOMER_DOCUMENT_MESSAGES.created, data: toCustomerDocument(row, people) };
    });
  });

  routeEndpoint(app, documentEndpoints.content, async (request, reply) => {
    const actor = requireUser(request.user);
    const customer = await findVisibleCustomer(app.db, actor, request.params.id);
    const document = await findDocumentWithFile(app.db, customer.id, request.params.documentId);
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
    return { success: true as const, data: await documentAnalytics(app.db, actor) };
  });
};
