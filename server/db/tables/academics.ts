/**
 * The academic records behind the students area, its dashboard and (later) the parent portal:
 * subjects, exams, grades and attendance (spec part 2 §3.3, §3.9, §7.6). Every row carries
 * `school_id`. The students area reads them; the classes, exams and attendance screens (their
 * own issues) write them through their own calls.
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, serial, text, time, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { schools, users } from './core';
import { classes, students } from './students';

export const subjects = pgTable(
  'subjects',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    name: text('name').notNull(),
    /** The name in Dari and in Pashto (Arabic script); null: the screens show `name`. */
    dariName: text('dari_name'),
    pashtoName: text('pashto_name'),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('subjects_school_code_idx').on(table.schoolId, table.code)],
);

/** Exam statuses (spec part 2 §4, parent portal). */
export const EXAM_STATUSES = ['SCHEDULED', 'COMPLETED', 'CANCELLED'] as const;

export const exams = pgTable(
  'exams',
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
    name: text('name').notNull(),
    /** The name in Dari and in Pashto; null: the screens show `name`. */
    dariName: text('dari_name'),
    pashtoName: text('pashto_name'),
    examDate: date('exam_date').notNull(),
    startTime: time('start_time'),
    endTime: time('end_time'),
    room: text('room'),
    maxMarks: numeric('max_marks', { precision: 6, scale: 2 }).notNull().default('100'),
    status: text('status').$type<(typeof EXAM_STATUSES)[number]>().notNull().default('SCHEDULED'),
    academicYear: text('academic_year'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('exams_school_class_date_idx').on(table.schoolId, table.classId, table.examDate)],
);

/** One mark of one student in one subject (an exam's result, or a graded piece of work). */
export const grades = pgTable(
  'grades',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    /** The class the student was in when graded (a student may change class). */
    classId: integer('class_id').references(() => classes.id),
    examId: integer('exam_id').references(() => exams.id),
    score: numeric('score', { precision: 6, scale: 2 }).notNull(),
    maxScore: numeric('max_score', { precision: 6, scale: 2 }).notNull().default('100'),
    gradedOn: date('graded_on').notNull(),
    academicYear: text('academic_year'),
    remarks: text('remarks'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    // The dashboard's period scans read live grades by day: every column they use is in the
    // index, so a year of grades is read from it alone (an index-only scan, no heap visits).
    index('grades_school_live_graded_on_idx')
      .on(table.schoolId, table.gradedOn, table.studentId, table.classId, table.subjectId, table.score, table.maxScore)
      .where(sql`${table.deletedAt} is null`),
    index('grades_student_idx').on(table.studentId, table.gradedOn),
    // The dashboard's completion figure: the grades of given exams.
    index('grades_exam_student_idx').on(table.examId, table.studentId).where(sql`${table.deletedAt} is null`),
  ],
);

/** Attendance statuses (spec part 2 §4). */
export const ATTENDANCE_STATUSES = ['PRESENT', 'ABSENT', 'LATE', 'EXCUSED'] as const;

/** One student's attendance on one day: at most one row per student and date. */
export const attendance = pgTable(
  'attendance',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    classId: integer('class_id').references(() => classes.id),
    date: date('date').notNull(),
    status: text('status').$type<(typeof ATTENDANCE_STATUSES)[number]>().notNull(),
    inTime: time('in_time'),
    outTime: time('out_time'),
    remarks: text('remarks'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('attendance_student_date_idx').on(table.studentId, table.date).where(sql`${table.deletedAt} is null`),
    index('attendance_school_date_idx').on(table.schoolId, table.date),
  ],
);

/**
 * The live attendance marks counted per school, class and day, by status: kept equal to
 * `attendance` by statement-level triggers (migration 0011_academics_summaries, tested in
 * server/db/attendance-day-counts.test.ts), so the dashboard reads a few rows per class and day
 * instead of every mark of a year. Never written by the app. A counter may fall back to zero.
 */
export const attendanceDayCounts = pgTable(
  'attendance_day_counts',
  {
    schoolId: integer('school_id').notNull(),
    /** The class of the marks (null: marks without a class, counted together). */
    classId: integer('class_id'),
    date: date('date').notNull(),
    present: integer('present').notNull().default(0),
    absent: integer('absent').notNull().default(0),
    late: integer('late').notNull().default(0),
    excused: integer('excused').notNull().default(0),
    marks: integer('marks').notNull().default(0),
  },
  (table) => [unique('attendance_day_counts_key').on(table.schoolId, table.classId, table.date).nullsNotDistinct()],
);
