/**
 * A large file goes to the server in parts of at most MAX_STUDENT_IMPORT_ROWS rows (the
 * server's limit per call), and of at most MAX_IMPORT_CHUNK_BYTES of JSON so the encrypted body
 * stays well under the 10 MB request limit however long the rows are. Each part gets its
 * X-Request-ID when the parts are made: sending a part again (a retry after a failure) reuses it,
 * so the server answers from the first attempt instead of importing twice.
 */
import { MAX_STUDENT_IMPORT_ROWS } from '@/contract/students';
import { createRequestId } from '@/lib/api/request-id';
import type { ImportRow } from '@/features/students/import/import-rows';

export const MAX_IMPORT_CHUNK_BYTES = 3 * 1024 * 1024;

export type ImportChunk = { rows: ImportRow[]; requestId: string };

export type ChunkLimits = { maxRows?: number; maxBytes?: number; newRequestId?: () => string };

export function chunkImportRows(rows: readonly ImportRow[], limits: ChunkLimits = {}): ImportChunk[] {
  const maxRows = limits.maxRows ?? MAX_STUDENT_IMPORT_ROWS;
  const maxBytes = limits.maxBytes ?? MAX_IMPORT_CHUNK_BYTES;
  const newRequestId = limits.newRequestId ?? createRequestId;
  const encoder = new TextEncoder();
  const chunks: ImportChunk[] = [];
  let current: ImportRow[] = [];
  let bytes = 0;
  for (const row of rows) {
    const rowBytes = encoder.encode(JSON.stringify(row.payload)).length + 1;
    if (current.length > 0 && (current.length >= maxRows || bytes + rowBytes > maxBytes)) {
      chunks.push({ rows: current, requestId: newRequestId() });
      current = [];
      bytes = 0;
    }
    current.push(row);
    bytes += rowBytes;
  }
  if (current.length > 0) chunks.push({ rows: current, requestId: newRequestId() });
  return chunks;
}
