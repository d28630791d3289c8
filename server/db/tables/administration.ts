/**
 * The school's administration records (spec part 2 §7.3, §7.7): owners, shared resources, staff
 * members' documents, tasks and collaboration notes, generated reports, and the audit log that
 * records every write of the product (filled by database triggers, see migration 0021).
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { subjects } from './academics';
import { schools, staff, users } from './core';
import { classes } from './students';

/** The people who own a school (a share of it), as the /owners screen lists them. */
export const owners = pgTable(
  'owners',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    /** The owner's sign-in account, if they have one. */
    userId: integer('user_id').references(() => users.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    dariName: text('dari_name'),
    phone: text('phone'),
    email: text('email'),
    /** Percent of the school owned, 0 to 100. */
    sharePercent: numeric('share_percent', { precision: 5, scale: 2 }),
    notes: text('notes'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('owners_school_idx').on(table.schoolId).where(sql`${table.deletedAt} is null`)],
);

/** Teaching and library resources: books, videos, links, equipment; optionally for a class or subject. */
export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    title: text('title').notNull(),
    type: text('type').notNull(),
    description: text('description'),
    classId: integer('class_id').references(() => classes.id),
    subjectId: integer('subject_id').references(() => subjects.id),
    url: text('url'),
    /** Copies or units held (books, equipment); null for links and files. */
    quantity: integer('quantity'),
    location: text('location'),
    status: text('status').notNull().default('AVAILABLE'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('resources_school_type_idx').on(table.schoolId, table.type).where(sql`${table.deletedAt} is null`)],
);

/** A file kept for a staff member (contract, ID copy, certificate), verified by an administrator. */
export const staffDocuments = pgTable(
  'staff_documents',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    title: text('title').notNull(),
    kind: text('kind').notNull().default('OTHER'),
    fileName: text('file_name'),
    mimeType: text('mime_type'),
    sizeBytes: integer('size_bytes'),
    /** Path under the server's upload folder, when a file was uploaded. */
    storagePath: text('storage_path'),
    notes: text('notes'),
    verified: boolean('verified').notNull().default(false),
    verifiedBy: integer('verified_by').references(() => users.id),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('staff_documents_staff_idx').on(table.staffId)],
);

/** Work given to a staff member, completed once done. */
export const staffTasks = pgTable(
  'staff_tasks',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    title: text('title').notNull(),
    description: text('description'),
    status: text('status').notNull().default('OPEN'),
    priority: text('priority').notNull().default('MEDIUM'),
    dueDate: date('due_date'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: integer('completed_by').references(() => users.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('staff_tasks_staff_idx').on(table.staffId, table.status)],
);

/** Notes colleagues leave on a staff member's record (handover, feedback, mentions). */
export const staffCollaborations = pgTable(
  'staff_collaborations',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    kind: text('kind').notNull().default('NOTE'),
    message: text('message').notNull(),
    mentions: jsonb('mentions').$type<number[]>().notNull().default([]),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('staff_collaborations_staff_idx').on(table.staffId, table.createdAt)],
);

/**
 * A generated report: its kind, parameters and the table it produced (columns and rows, as
 * computed when generated), so every export of it, PDF or CSV, shows the same figures.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    type: text('type').notNull(),
    title: text('title').notNull(),
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull().default({}),
    columns: jsonb('columns').$type<string[]>().notNull().default([]),
    rows: jsonb('rows').$type<unknown[][]>().notNull().default([]),
    /** Totals and figures printed above the table. */
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    rowCount: integer('row_count').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('reports_school_created_idx').on(table.schoolId, table.createdAt)],
);

/**
 * One row per inserted, updated or deleted row of an audited table: who (the signed-in user of
 * the request, set per transaction), what (table, row, action, request), when, before and after.
 * Written only by the `audit_row_change` trigger; never updated or deleted by the product.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id'),
    userId: integer('user_id'),
    tableName: text('table_name').notNull(),
    rowId: text('row_id'),
    action: text('action').notNull(),
    /** "POST /api/students" and the client's X-Request-ID, when the write came from a request. */
    route: text('route'),
    requestId: text('request_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_logs_school_at_idx').on(table.schoolId, table.at),
    index('audit_logs_user_at_idx').on(table.userId, table.at),
    index('audit_logs_row_idx').on(table.tableName, table.rowId),
  ],
);
