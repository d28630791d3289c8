/**
 * Database schema (PostgreSQL dialect; the same for PGlite and PostgreSQL).
 *
 * Every school-owned row carries `school_id` so tables can later be distributed by it.
 * The platform's tables: schools, users, access control, tokens, idempotency, staff and teachers.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
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
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const schools = pgTable('schools', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  dariName: text('dari_name'),
  pashtoName: text('pashto_name'),
  complexName: text('complex_name'),
  address: text('address'),
  /** The address in Dari and in Pashto, for the Dari and Pashto screens and slips. */
  dariAddress: text('dari_address'),
  pashtoAddress: text('pashto_address'),
  phone: text('phone'),
  email: text('email'),
  socialLinks: jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
  /** The manager named on the school's bills; none printed while null. */
  managerName: text('manager_name'),
  ...timestamps,
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    username: text('username').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    dariName: text('dari_name'),
    phone: text('phone'),
    // The personal fields of spec part 2 §3.2 (students and parents; any user may have them).
    middleName: text('middle_name'),
    displayName: text('display_name'),
    gender: text('gender'),
    dateOfBirth: date('date_of_birth'),
    /** Path of the uploaded photo under the server's upload folder, or null. */
    avatarPath: text('avatar_path'),
    bio: text('bio'),
    timezone: text('timezone'),
    locale: text('locale'),
    tazkiraNo: text('tazkira_no'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    /**
     * What a people search looks in, lower case, one line per way of writing it: the full name,
     * first and last name together, the Dari name, phone and email. A trigram index serves
     * `like '%…%'` on it (the students list's search). `||` with coalesce, not concat_ws: a
     * generated column needs an immutable expression.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(first_name, '') || ' ' || coalesce(middle_name, '') || ' ' || coalesce(last_name, '') || chr(10) || coalesce(first_name, '') || ' ' || coalesce(last_name, '') || chr(10) || coalesce(dari_name, '') || chr(10) || coalesce(phone, '') || chr(10) || coalesce(email, ''))`,
    ),
    role: text('role').notNull(),
    department: text('department'),
    /** Extra data scopes beyond the user's own school; `*` means every school. */
    dataScopes: jsonb('data_scopes').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Signed into every access token (claim `sv`); a token whose number differs is refused. A new
     * password (the user's own change or an administrator's reset) adds one, ending every session
     * signed in before it (server/lib/session-version.ts).
     */
    sessionVersion: integer('session_version').notNull().default(0),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    ...timestamps,
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
    index('users_school_idx').on(table.schoolId),
    index('users_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // A phone typed the local way ("0772 779 7") finds the stored number's digits (student search).
    index('users_phone_digits_trgm_idx').using('gin', sql`regexp_replace(${table.phone}, '[^0-9]', '', 'g') gin_trgm_ops`),
  ],
);

export const roles = pgTable('roles', {
  name: text('name').primaryKey(),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
});

export const permissions = pgTable('permissions', {
  name: text('name').primaryKey(),
  resource: text('resource').notNull(),
  action: text('action').notNull(),
  description: text('description'),
});

/** The role defaults of spec part 1 §6, stored as data so they can be changed without a release. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    role: text('role')
      .notNull()
      .references(() => roles.name, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (table) => [primaryKey({ columns: [table.role, table.permission] })],
);

/** Per-user grants (granted = true) and revocations (granted = false) on top of the role. */
export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
    granted: boolean('granted').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.permission] })],
);

/** Tokens revoked by logout (or refresh), kept until they would have expired anyway. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Idempotency keys: one row per (user, X-Request-ID). `state` is `pending` while the first request
 * runs and `done` once its answer is stored, in the same transaction as the write it made.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    requestId: text('request_id').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state').$type<'pending' | 'done'>().notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.requestId] }), index('idempotency_created_idx').on(table.createdAt)],
);

/**
 * Failed logins per (username, address) pair and per address, for the login throttle shared by
 * every API process (server/routes/auth/login-throttle.ts): `key` names the pair or the address.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Requests per rate-limit window, shared by every server of one PostgreSQL
 * (server/lib/database-rate-limit-store.ts): `key` names the limit and the address. Counters,
 * not records: UNLOGGED (not kept through a database crash, no write-ahead log) and left out of
 * backups.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/**
 * Which server makes each school day's scheduled backup (server/backup/scheduled-backup-claim.ts):
 * several servers on one PostgreSQL each arm the daily timer, and the first to claim the day makes
 * it, so the backup folder they share gets one a day, not one per server.
 */
export const scheduledBackupClaims = pgTable('scheduled_backup_claims', {
  day: date('day').primaryKey(),
  /** The claiming server, as `host pid` (the log's words when it is asked). */
  server: text('server').notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server-wide settings and generated secrets (e.g. the JWT signing key when none is configured). */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Non-teaching employees (front desk, cashiers, ...): the payroll picker's "staff" (spec part 2 §3.8). */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    userId: integer('user_id').references(() => users.id),
    employeeId: text('employee_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    dariName: text('dari_name'),
    phone: text('phone'),
    email: text('email'),
    designation: text('designation'),
    department: text('department'),
    basicSalary: numeric('basic_salary', { precision: 12, scale: 2 }).notNull().default('0'),
    allowances: numeric('allowances', { precision: 12, scale: 2 }).notNull().default('0'),
    status: text('status').notNull().default('ACTIVE'),
    ...timestamps,
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_school_employee_idx').on(table.schoolId, table.employeeId)],
);

/** Teachers (spec part 2 §3.4). The teachers area (its own issue) builds on this table. */
export const teachers = pgTable(
  'teachers',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    userId: integer('user_id').references(() => users.id),
    employeeId: text('employee_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dariName: text('dari_name'),
    email: text('email'),
    mobile: text('mobile'),
    dateOfBirth: date('date_of_birth'),
    gender: text('gender'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    country: text('country'),
    qualification: text('qualification'),
    degree: text('degree'),
    experience: integer('experience'),
    department: text('department'),
    subject: text('subject'),
    salary: numeric('salary', { precision: 12, scale: 2 }),
    allowances: numeric('allowances', { precision: 12, scale: 2 }).notNull().default('0'),
    status: text('status').notNull().default('Active'),
    hireDate: date('hire_date'),
    photo: text('photo'),
    emergencyContact: jsonb('emergency_contact').$type<{ name: string; relationship: string; phone: string }>(),
    ...timestamps,
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('teachers_school_employee_idx').on(table.schoolId, table.employeeId),
    index('teachers_school_idx').on(table.schoolId),
    // The teachers list: live rows of a school in name order (a few hundred per school).
    index('teachers_school_live_name_idx')
      .on(table.schoolId, sql`lower(${table.lastName})`, sql`lower(${table.firstName})`)
      .where(sql`${table.deletedAt} is null`),
  ],
);
