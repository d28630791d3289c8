/**
 * What a class's week and a student's file hold beyond marks: the timetable, the school's
 * announcements and a student's documents. The parent portal reads them
 * (GET /parents/{id}/students/{sid}/timetable|announcements|documents); the Classes, messaging and
 * documents screens (issue 9) write them through their own calls.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, time, timestamp } from 'drizzle-orm/pg-core';
import { schools, teachers, users } from './core';
import { subjects } from './academics';
import { classes, students } from './students';

/**
 * One lesson of a class's week. `weekday` is ISO (1 Monday … 7 Sunday); an Afghan school week
 * runs Saturday (6) to Thursday (4).
 */
export const timetableEntries = pgTable(
  'timetable_entries',
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
    teacherId: integer('teacher_id').references(() => teachers.id),
    weekday: smallint('weekday').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    room: text('room'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('timetable_entries_class_day_idx')
      .on(table.classId, table.weekday, table.startTime)
      .where(sql`${table.deletedAt} is null`),
  ],
);

/** Who an announcement is for. */
export const ANNOUNCEMENT_AUDIENCES = ['ALL', 'PARENTS', 'STAFF', 'STUDENTS'] as const;

/** A notice from the school, to everyone in it or to one class (`class_id`). */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    classId: integer('class_id').references(() => classes.id),
    audience: text('audience').$type<(typeof ANNOUNCEMENT_AUDIENCES)[number]>().notNull().default('ALL'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: shown until deleted. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('announcements_school_published_idx').on(table.schoolId, table.publishedAt)],
);

/** A file in a student's record (report card, certificate, medical note), like teacher_documents. */
export const studentDocuments = pgTable(
  'student_documents',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Path under the server's upload folder. */
    storagePath: text('storage_path').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('student_documents_student_idx').on(table.studentId)],
);
