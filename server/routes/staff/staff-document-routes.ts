/**
 * A staff member's documents, beside the upload (staff-document-upload-routes.ts):
 * GET /staff/{id}/documents (newest first; optional kind, verified),
 * GET /staff/{id}/documents/{docId} (its details),
 * GET /staff/{id}/documents/{docId}/file (the file, as an attachment with its own name),
 * PUT /staff/{id}/documents/{docId} (title, kind, notes), DELETE (soft: the row is marked deleted
 * and the file kept, as for teachers' documents) and POST /staff/{id}/documents/verify
 * {documentIds}: every id must be a live document of this staff member (else 400 naming the
 * others, and nothing changes); one already verified keeps its first verifier and time.
 *
 * Access: GET staff:read; PUT, DELETE and verify staff:update.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as staffEndpoints from '@/contract/endpoints/staff';
import { STAFF_RECORD_MESSAGES, documentsNotOfStaff } from '@/contract/staff-records';
import type { DbOrTx } from '../../db/connection';
import { httpError } from '../../lib/http-error';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { attachmentDisposition } from '../../lib/uploads/document-file-name';
import { toStaffDocument, toStaffDocuments, type StaffDocumentRow } from './staff-document-dto';
import { checkedStaffDocumentPath } from './staff-document-path';
import {
  findLiveStaffDocument,
  listStaffDocuments,
  liveStaffDocumentIds,
  softDeleteStaffDocument,
  staffDocumentsByIds,
  updateStaffDocument,
  verifyStaffDocuments,
} from './staff-document-repository';
import { findStaffInScope } from './staff-record-target';

async function findLiveDocument(db: DbOrTx, staffId: number, documentId: number): Promise<StaffDocumentRow> {
  const row = await findLiveStaffDocument(db, staffId, documentId);
  if (!row) throw httpError(404, STAFF_RECORD_MESSAGES.documentNotFound);
  return row;
}

export const staffDocumentRoutes: FastifyPluginAsync = async (app) => {
  const uploads = app.uploads;

  routeEndpoint(app, staffEndpoints.documents, async (request) => {
    const user = requireUser(request.user);
    const member = await findStaffInScope(app.db, user, request.params.id);
    const { kind, verified } = request.query;
    const rows = await listStaffDocuments(app.db, member.id, { kind, verified: verified ? verified === 'true' : undefined });
    return { success: true as const, message: STAFF_RECORD_MESSAGES.documentsListed, data: await toStaffDocuments(app.db, rows) };
  });

  routeEndpoint(app, staffEndpoints.document, async (request) => {
    const user = requireUser(request.user);
    const member = await findStaffInScope(app.db, user, request.params.id);
    const document = await findLiveDocument(app.db, member.id, request.params.docId);
    return { success: true as const, message: STAFF_RECORD_MESSAGES.documentFetched, data: await toStaffDocument(app.db, document) };
  });

  routeEndpoint(app, staffEndpoints.downloadDocument, async (request, reply) => {
    const user = requireUser(request.user);
    const member = await findStaffInScope(app.db, user, request.params.id);
    const document = await findLiveDocument(app.db, member.id, request.params.docId);
    const storagePath = checkedStaffDocumentPath(member.id, document.storagePath);
    const bytes = storagePath ? await uploads.read(storagePath) : null;
    if (!bytes) throw httpError(404, STAFF_RECORD_MESSAGES.documentNotFound);
    return reply
      .header('content-type', document.mimeType ?? 'application/octet-stream')
      .header('content-disposition', attachmentDisposition(document.fileName ?? `document-${document.id}`))
      .header('x-content-type-options', 'nosniff')
      // A stored file never changes under its id; it is private to signed-in staff.
      .header('cache-control', 'private, max-age=3600')
      .send(bytes);
  });

  routeEndpoint(app, staffEndpoints.updateDocument, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const member = await findStaffInScope(tx, user, request.params.id);
      const document = await findLiveDocument(tx, member.id, request.params.docId);
      const row = await updateStaffDocument(tx, document.id, request.body, new Date());
      return { success: true as const, message: STAFF_RECORD_MESSAGES.documentUpdated, data: await toStaffDocument(tx, row) };
    });
  });

  routeEndpoint(app, staffEndpoints.removeDocument, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const member = await findStaffInScope(tx, user, request.params.id);
      const document = await findLiveDocument(tx, member.id, request.params.docId);
      const now = new Date();
      await softDeleteStaffDocument(tx, document.id, now);
      return { success: true as const, message: STAFF_RECORD_MESSAGES.documentDeleted, data: { id: document.id } };
    });
  });

  routeEndpoint(app, staffEndpoints.verifyDocuments, async (request, reply) => {
    const user = requireUser(request.user);
    const { documentIds } = request.body;
    return app.writeTransaction(request, reply, async (tx) => {
      const member = await findStaffInScope(tx, user, request.params.id);
      const ownIds = await liveStaffDocumentIds(tx, member.id, documentIds);
      const others = documentIds.filter((id) => !ownIds.has(id));
      if (others.length > 0) throw httpError(400, documentsNotOfStaff(others), { documentIds: documentsNotOfStaff(others) });
      const now = new Date();
      const newlyVerified = await verifyStaffDocuments(tx, documentIds, user.id, now);
      const ordered = await staffDocumentsByIds(tx, documentIds);
      return {
        success: true as const,
        message: STAFF_RECORD_MESSAGES.documentsVerified,
        data: { documents: await toStaffDocuments(tx, ordered), newlyVerified },
      };
    });
  });
};
