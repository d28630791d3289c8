/**
 * The teachers area's own tables (spec part 2 §3.4, §7.2): who teaches what in which class,
 * uploaded documents and per-teacher notifications. The `teachers` table itself lives in core.ts
 * (payroll refers to it). Every row carries `school_id`.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { schools, teachers, users } from './core';
import { subjects } from './academics';
import { classes } from './students';

/**
 * A teacher teaches a subject in a class (subject null: the class teacher without one subject).
 * Analytics finds "their classes" here: grades by class + subject, attendance by class.
 */
export const teacherAssignments = pgTable(
  'teacher_assignments',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    subjectId: integer('subject_id').references(() => subjects.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // NULLS NOT DISTINCT: one "no subject" assignment per teacher and class, not many.
    unique('teacher_assignments_teacher_class_subject_key')
      .on(table.teacherId, table.classId, table.subjectId)
      .nullsNotDistinct(),
    index('teacher_assignments_class_idx').on(table.classId),
  ],
);

export const teacherDocuments = pgTable(
  'teacher_documents',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Path under the server's upload folder. */
    storagePath: text('storage_path').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('teacher_documents_teacher_idx').on(table.teacherId)],
);

export const teacherNotifications = pgTable(
  'teacher_notifications',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id),
    /** What raised it, e.g. 'LOW_ATTENDANCE', 'GRADES_DROP' (the notification routes name them). */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('teacher_notifications_teacher_created_idx').on(table.teacherId, table.createdAt)],
);
