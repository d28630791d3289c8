/**
 * Customers (the front desk's "Visitors", spec part 1 §3) and what hangs off them: events,
 * documents, tasks, automations, collaborations, saved searches, and the per-school serial counter.
 * Enumerations are stored in their canonical upper-case form (src/contract/customers.ts).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { schools, users } from './core';

export const customers = pgTable(
  'customers',
  {
    /** Made on the device that registered the visitor (offline-first), or by the server. */
    id: uuid('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    /** Readable, unique per school, assigned by the server: V-2026-000123. */
    serialNumber: text('serial_number').notNull(),
    name: text('name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    dariName: text('dari_name'),
    phone: text('phone'),
    mobile: text('mobile'),
    email: text('email'),
    gender: text('gender'),
    type: text('type').notNull().default('STUDENT'),
    purpose: text('purpose'),
    department: text('department'),
    source: text('source'),
    priority: text('priority').notNull().default('MEDIUM'),
    referredTo: text('referred_to'),
    referredById: integer('referred_by_id').references(() => users.id),
    remarks: text('remarks'),
    status: text('status').notNull().default('NEW'),
    stage: text('stage'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    address: text('address'),
    street: text('street'),
    city: text('city'),
    country: text('country'),
    postalCode: text('postal_code'),
    company: text('company'),
    website: text('website'),
    occupation: text('occupation'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    value: numeric('value', { precision: 14, scale: 2 }),
    leadScore: integer('lead_score'),
    pipelineStageId: integer('pipeline_stage_id'),
    totalSpent: numeric('total_spent', { precision: 14, scale: 2 }).notNull().default('0'),
    orderCount: integer('order_count').notNull().default(0),
    notes: text('notes'),
    assignedTo: integer('assigned_to').references(() => users.id),
    ownerId: integer('owner_id').references(() => users.id),
    userId: integer('user_id').references(() => users.id),
    /** The student this visitor became (convert-to-student). */
    convertedStudentId: integer('converted_student_id'),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    lastContact: timestamp('last_contact', { withTimezone: true }),
    lastActivity: timestamp('last_activity', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * What a text search looks in: name, Dari name and email, lower-cased, one per line (chr(10): a
     * search box cannot type a line break, so no match spans two of them). One column and one trigram
     * index make the list's search one index scan and a cheap test per row (customer-list-filters).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(name || chr(10) || coalesce(dari_name, '') || chr(10) || coalesce(email, ''))`,
    ),
  },
  (table) => [
    uniqueIndex('customers_school_serial_idx').on(table.schoolId, table.serialNumber),
    // The list's order (newest first, then id): walked from the top for a page of a broad search.
    index('customers_school_created_id_idx').on(table.schoolId, table.createdAt, table.id),
    index('customers_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // Search by fragments of name, phone and email (ILIKE '%…%'): trigram indexes.
    index('customers_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('customers_dari_name_trgm_idx').using('gin', sql`${table.dariName} gin_trgm_ops`),
    index('customers_phone_trgm_idx').using('gin', sql`${table.phone} gin_trgm_ops`),
    index('customers_mobile_trgm_idx').using('gin', sql`${table.mobile} gin_trgm_ops`),
    index('customers_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
    // Phone search by digits whatever the spacing typed ("0799 123" finds "+93 799 123 456").
    index('customers_phone_digits_trgm_idx').using('gin', sql`regexp_replace(${table.phone}, '[^0-9]', '', 'g') gin_trgm_ops`),
    index('customers_mobile_digits_trgm_idx').using('gin', sql`regexp_replace(${table.mobile}, '[^0-9]', '', 'g') gin_trgm_ops`),
    // The same digits, whole: a new or edited visitor's phone looked up among the school's
    // (phoneOwner). A trigram index does not serve `=` well enough for the planner, which read
    // every row through the expression (8 ms a create with 1 300 visitors, 0.2 ms with these).
    index('customers_school_phone_digits_idx').on(table.schoolId, sql`regexp_replace(${table.phone}, '[^0-9]', '', 'g')`),
    index('customers_school_mobile_digits_idx').on(table.schoolId, sql`regexp_replace(${table.mobile}, '[^0-9]', '', 'g')`),
  ],
);

/** Last serial number handed out per school and year (updated in the create transaction). */
export const customerSerials = pgTable(
  'customer_serials',
  {
    schoolId: integer('school_id').notNull(),
    year: integer('year').notNull(),
    lastValue: integer('last_value').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.schoolId, table.year] })],
);

/** What happened to a customer: created, updated, status changed, converted, ... */
export const customerEvents = pgTable(
  'customer_events',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('customer_events_customer_idx').on(table.customerId, table.createdAt), index('customer_events_school_type_idx').on(table.schoolId, table.type, table.createdAt)],
);

export const customerDocuments = pgTable(
  'customer_documents',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    title: text('title').notNull(),
    kind: text('kind').notNull().default('OTHER'),
    fileName: text('file_name'),
    mimeType: text('mime_type'),
    sizeBytes: integer('size_bytes'),
    /** Stored content (base64) for small files; larger storage is a later concern. */
    content: text('content'),
    url: text('url'),
    notes: text('notes'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('customer_documents_customer_idx').on(table.customerId)],
);

export const customerTasks = pgTable(
  'customer_tasks',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    title: text('title').notNull(),
    description: text('description'),
    status: text('status').notNull().default('OPEN'),
    priority: text('priority').notNull().default('MEDIUM'),
    dueDate: timestamp('due_date', { withTimezone: true }),
    assignedTo: integer('assigned_to').references(() => users.id),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('customer_tasks_customer_idx').on(table.customerId), index('customer_tasks_school_status_idx').on(table.schoolId, table.status)],
);

export const customerAutomations = pgTable(
  'customer_automations',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    templateKey: text('template_key').notNull(),
    name: text('name').notNull(),
    trigger: text('trigger').notNull(),
    action: jsonb('action').$type<Record<string, unknown>>().notNull().default({}),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('customer_automations_customer_idx').on(table.customerId)],
);

export const customerCollaborations = pgTable(
  'customer_collaborations',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind').notNull().default('NOTE'),
    message: text('message').notNull(),
    mentions: jsonb('mentions').$type<number[]>().notNull().default([]),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('customer_collaborations_school_idx').on(table.schoolId, table.createdAt)],
);

export const customerSavedSearches = pgTable('customer_saved_searches', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id').notNull(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  name: text('name').notNull(),
  criteria: jsonb('criteria').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
