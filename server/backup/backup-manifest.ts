/**
 * What a backup file holds and how to check it: the first entry of the archive, `manifest.json`,
 * names the product version and migration level that made it, every table (in the order a restore
 * loads them) with its row count and the checksum of its lines, and every upload with its size and
 * checksum. The archive's other entries are `database/{table}.jsonl` (table-rows.ts) and
 * `uploads/{path}`, in the manifest's order.
 */
import { z } from 'zod';
import { UPLOAD_PATH } from '../lib/uploads/upload-path';

export const BACKUP_FORMAT = 1;

export const MANIFEST_ENTRY = 'manifest.json';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  product: z.literal('school-mis'),
  version: z.string(),
  createdAt: z.iso.datetime(),
  engine: z.enum(['pglite', 'postgres']),
  /** How many of the product's migrations the database had applied (migration-level.ts). */
  migrations: z.number().int().min(1),
  tables: z.array(z.object({ name: z.string().min(1), rows: z.number().int().min(0), sha256 })),
  uploads: z.array(z.object({ path: z.string().regex(UPLOAD_PATH), bytes: z.number().int().min(0), sha256 })),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;

export function tableEntryName(table: string): string {
  return `database/${table}.jsonl`;
}

export function uploadEntryName(relativePath: string): string {
  return `uploads/${relativePath}`;
}
