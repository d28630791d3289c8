/**
 * Uploaded files kept in the database (UPLOAD_STORE=database, the default on PostgreSQL), so every
 * server of a group sees the same photos and documents (server/lib/uploads/database-upload-store.ts).
 * Not audited and not a backup table: a backup holds the files as uploads, whatever the store.
 */
import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** node-postgres gives a Buffer, PGlite a Uint8Array: both read as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

export const storedUploads = pgTable('stored_uploads', {
  /** The path an area's path builder gave it, as under the upload folder: `avatars/student-4-….jpg`. */
  path: text('path').primaryKey(),
  bytes: bytea('bytes').notNull(),
  byteSize: integer('byte_size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
