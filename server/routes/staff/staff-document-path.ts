/**
 * Where a staff member's document is stored: `staff/documents/staff-{id}/{uuid}.{ext}` under the
 * server's upload folder. The client's file name is kept in the row only (shown and used for the
 * download), never in the path. Only paths of exactly this shape, for this staff member, are ever
 * opened, so a stored value can never point the server at another file.
 */
import { randomUUID } from 'node:crypto';
import { fillPath } from '@/contract/endpoint';
import * as staffEndpoints from '@/contract/endpoints/staff';

const DOCUMENT_PATH_PATTERN = /^staff\/documents\/staff-(\d+)\/[0-9a-f-]{36}\.[a-z0-9]{1,10}$/;

export function staffDocumentRelativePath(staffId: number, extension: string): string {
  return `staff/documents/staff-${staffId}/${randomUUID()}.${extension}`;
}

/** The stored path when it is one of ours for this staff member, else null. */
export function checkedStaffDocumentPath(staffId: number, storagePath: string | null): string | null {
  const match = storagePath ? DOCUMENT_PATH_PATTERN.exec(storagePath) : null;
  return match && Number(match[1]) === staffId ? match[0] : null;
}

export function staffDocumentUrl(staffId: number, documentId: number): string {
  return `/api${fillPath(staffEndpoints.downloadDocument.path, { id: staffId, docId: documentId })}`;
}
