/**
 * The parent portal's own records (spec part 2 §2.5, §3.9): the assignments set to a class in a
 * subject, each student's submission of them (the Academics tab's completed/total and completion
 * rate), and the notifications a parent reads. Every row carries `school_id` (submissions through
 * their assignment).
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { schools, users } from './core';
import { subjects } from './academics';
import { classes, students } from './students';

export const assignments = pgTable(
  'assignments',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    title: text('title').notNull(),
    description: text('description'),
    dueDate: date('due_date').notNull(),
    maxGrade: numeric('max_grade', { precision: 6, scale: 2 }).notNull().default('100'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    // A child's assignments: their class's live ones by due date.
    index('assignments_class_due_idx').on(table.classId, table.dueDate).where(sql`${table.deletedAt} is null`),
  ],
);

/** Submission statuses: handed in, marked, handed in after the due date, never handed in. */
export const SUBMISSION_STATUSES = ['SUBMITTED', 'GRADED', 'LATE', 'MISSING'] as const;

export const assignmentSubmissions = pgTable(
  'assignment_submissions',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    /** Null while not handed in (MISSING). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Null until marked. */
    grade: numeric('grade', { precision: 6, scale: 2 }),
    status: text('status').$type<(typeof SUBMISSION_STATUSES)[number]>().notNull().default('SUBMITTED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('assignment_submissions_assignment_student_key').on(table.assignmentId, table.studentId),
    index('assignment_submissions_student_idx').on(table.studentId),
  ],
);

/** Notification types the portal colours (spec part 2 §4: warning, error, success, other). */
export const PARENT_NOTIFICATION_TYPES = ['warning', 'error', 'success', 'info'] as const;

export const parentNotifications = pgTable(
  'parent_notifications',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    parentUserId: integer('parent_user_id')
      .notNull()
      .references(() => users.id),
    /** The child it is about, when about one. */
    studentId: integer('student_id').references(() => students.id),
    type: text('type').$type<(typeof PARENT_NOTIFICATION_TYPES)[number]>().notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    // A parent's notifications, newest first.
    index('parent_notifications_parent_created_idx').on(table.parentUserId, table.createdAt),
  ],
);

/**
 * A parent's own portal settings (PUT /parents/{id}/settings): notification preferences as spec
 * part 2 §3.10 names them. No row: the defaults (src/contract/parent-account.ts).
 */
export const parentSettings = pgTable('parent_settings', {
  parentUserId: integer('parent_user_id')
    .primaryKey()
    .references(() => users.id),
  schoolId: integer('school_id')
    .notNull()
    .references(() => schools.id),
  /** Validated by the contract's schema on every write and read. */
  preferences: jsonb('preferences').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A message a parent sent the school (POST /parents/{id}/messages), about one child or none. */
export const parentMessages = pgTable(
  'parent_messages',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    parentUserId: integer('parent_user_id')
      .notNull()
      .references(() => users.id),
    studentId: integer('student_id').references(() => students.id),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null until someone at the school opens it (the messaging screens, issue 9). */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [index('parent_messages_parent_created_idx').on(table.parentUserId, table.createdAt)],
);
