/**
 * Classes and students (spec part 2 §3.1). The students area (its own issue) builds on these;
 * the Visitors area needs them now to convert a visitor into a student.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { schools, teachers, users } from './core';

export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    name: text('name').notNull(),
    /** The name in Dari and in Pashto ("صنف ۷ الف" / "ټولګی ۷ الف"); null: the screens show `name`. */
    dariName: text('dari_name'),
    pashtoName: text('pashto_name'),
    code: text('code').notNull(),
    grade: integer('grade'),
    section: text('section'),
    /** The class's usual room (its lessons may name another in the timetable). */
    room: text('room'),
    /** How many students the class holds; null: no limit set. */
    capacity: integer('capacity'),
    /** The academic year, as the school writes it (e.g. "1405" or "2026-2027"). */
    academicYear: text('academic_year'),
    /** The class teacher (homeroom teacher). */
    classTeacherId: integer('class_teacher_id').references(() => teachers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  // One live class per code and school: a removed class's code may be given again.
  (table) => [uniqueIndex('classes_school_code_idx').on(table.schoolId, table.code).where(sql`${table.deletedAt} is null`)],
);

export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    /** The student's own account (role STUDENT). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The parent's account (role PARENT), when known. */
    parentUserId: integer('parent_user_id').references(() => users.id),
    classId: integer('class_id').references(() => classes.id),
    admissionNo: text('admission_no').notNull(),
    rollNo: text('roll_no'),
    tazkiraNo: text('tazkira_no'),
    admissionDate: date('admission_date'),
    status: text('status').notNull().default('ACTIVE'),
    bloodGroup: text('blood_group'),
    nationality: text('nationality'),
    religion: text('religion'),
    caste: text('caste'),
    previousSchool: text('previous_school'),
    bankName: text('bank_name'),
    bankAccountNo: text('bank_account_no'),
    originAddress: text('origin_address'),
    originCity: text('origin_city'),
    originState: text('origin_state'),
    originProvince: text('origin_province'),
    originCountry: text('origin_country'),
    originPostalCode: text('origin_postal_code'),
    currentAddress: text('current_address'),
    currentCity: text('current_city'),
    currentState: text('current_state'),
    currentProvince: text('current_province'),
    currentCountry: text('current_country'),
    currentPostalCode: text('current_postal_code'),
    /** The visitor this student was converted from, if any. */
    convertedFromCustomerId: text('converted_from_customer_id'),
    /** How many times the ID card was generated for printing (spec part 2 §7.1 print-count). */
    cardPrintCount: integer('card_print_count').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * What a search looks in among the student's own numbers, lower case: the admission number and
     * the roll number, one line each. A trigram index serves `like '%…%'` on it (the list's search;
     * the names, phone and email are in users.search_text).
     */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(admission_no || chr(10) || coalesce(roll_no, ''))`),
  },
  (table) => [
    uniqueIndex('students_school_admission_idx').on(table.schoolId, table.admissionNo),
    // The list's default order (newest first, then id): a page is read from the top of the index.
    index('students_school_created_id_idx').on(table.schoolId, table.createdAt, table.id),
    index('students_school_class_idx').on(table.schoolId, table.classId),
    index('students_parent_user_idx').on(table.parentUserId),
    // The search's user matches are joined back by user id.
    index('students_user_idx').on(table.userId),
    // A school's live students in the list's default order: a page's ids are read from it alone.
    index('students_school_live_created_idx').on(table.schoolId, table.createdAt, table.id).where(sql`${table.deletedAt} is null`),
    // Counting a school's list reads this one (one key, deduplicated: a few pages for 20 000 students).
    index('students_school_live_idx').on(table.schoolId).where(sql`${table.deletedAt} is null`),
    index('students_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

/**
 * A parent's or guardian's profile (spec part 2 §3.2 "Nested parent"): one row per parent user
 * (role PARENT). Their children are the students whose `parent_user_id` is that user.
 */
export const parents = pgTable(
  'parents',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    occupation: text('occupation'),
    annualIncome: numeric('annual_income', { precision: 14, scale: 2 }),
    education: text('education'),
    employer: text('employer'),
    designation: text('designation'),
    workPhone: text('work_phone'),
    emergencyContact: text('emergency_contact'),
    relationship: text('relationship').notNull().default('Parent'),
    isGuardian: boolean('is_guardian').notNull().default(true),
    isEmergencyContact: boolean('is_emergency_contact').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('parents_user_idx').on(table.userId)],
);

/** What happened to a student (created, updated, card printed, ...): GET /students/{id}/events. */
export const studentEvents = pgTable(
  'student_events',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    type: text('type').notNull(),
    description: text('description'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    userId: integer('user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('student_events_student_idx').on(table.studentId, table.createdAt),
    // The dashboard's Recent Activity: a school's newest events.
    index('student_events_school_created_idx').on(table.schoolId, table.createdAt),
  ],
);
