/**
 * Students: enumerations, validation and error messages, and the API's schemas (spec part 2
 * §3.1, §3.2, §5, §7.1, §8, §9). One source for the server (route validation, answers) and the
 * client (form rules shown before sending, types).
 */
import { z } from 'zod';
import { timestampSchema, calendarDaySchema } from '@/contract/timestamps';
import { lookupLimitSchema, paginationSchema } from '@/contract/api';
import { coercedIdSchema, idSchema, pageSchema } from './ids';
import { localNameRefFields } from './local-names';

export const STUDENT_STATUSES = ['ACTIVE', 'INACTIVE', 'SUSPENDED', 'GRADUATED', 'TRANSFERRED'] as const;
export const STUDENT_GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const;
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export const PARENT_RELATIONSHIPS = ['Father', 'Mother', 'Guardian', 'Other'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];
export type StudentGender = (typeof STUDENT_GENDERS)[number];

/** Spec part 2 §3.2, §9: what a new student gets when the form leaves a field empty. */
export const STUDENT_DEFAULTS = {
  status: 'ACTIVE',
  nationality: 'Afghanistan',
  country: 'Afghanistan',
  timezone: 'Asia/Kabul',
  locale: 'en-AF',
  classId: 1,
  schoolId: 1,
  relationship: 'Parent',
  isGuardian: true,
  isEmergencyContact: true,
} as const;

/** Spec part 2 §9. */
export const STUDENT_PAGE_SIZES = [5, 10, 20, 50] as const;
export const DEFAULT_STUDENT_PAGE_SIZE = 10;
export const STUDENT_SEARCH_MIN_LENGTH = 2;
export const STUDENT_PAGE_WINDOW = 5;
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
export const CLASS_LIST_PAGE_SIZE = 100;

/** A student id in a path that is not one (a PostgreSQL integer from 1). */
export const STUDENT_ID_MESSAGE = 'Student id must be a positive whole number';

export const STUDENT_MESSAGES = {
  firstNameRequired: 'First name is required',
  admissionNoRequired: 'Admission number is required',
  invalidPhone: 'Please enter a valid phone number',
  invalidParentPhone: 'Please enter a valid parent phone number',
  invalidImage: 'Please select a valid image file',
  imageTooLarge: 'File size must be less than 5MB',
  listFailed: 'Failed to load students',
  listError: 'Error loading students',
  analyticsFailed: 'Failed to load analytics',
  analyticsError: 'Error loading analytics',
  createError: 'Error creating student',
  updateError: 'Error updating student',
  saveFailed: 'Failed to save student',
  cardFailed: 'Failed to generate card',
  cardFailedWith: 'Failed to generate card: {error}',
  noCardData: 'No card data received',
  printCountFailed: 'Failed to get print count',
  avatarFailed: 'Failed to upload avatar',
  noStudents: 'No students found',
  notFound: 'Student not found',
  admissionNoTaken: 'A student with this admission number already exists',
  usernameTaken: 'This username is already taken',
  classNotFound: 'Class not found',
} as const;

/** Spec part 2 §5: an optional plus, then digits, spaces, hyphens or parentheses. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]+$/;
/** Spec part 2 §5: dates travel as YYYY-MM-DD. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

// ---------------------------------------------------------------------------------------------
// Answers (spec part 2 §3.1)

export const studentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  dariName: z.string().nullable(),
  displayName: z.string().nullable(),
  gender: z.enum(STUDENT_GENDERS).nullable(),
  /** Both names of the spec carry the same date (YYYY-MM-DD). */
  dateOfBirth: z.string().nullable(),
  birthDate: calendarDaySchema.nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  tazkiraNo: z.string().nullable(),
  /** The student's status (the nested user carries it too, spec §3.1). */
  status: z.enum(STUDENT_STATUSES),
  avatar: z.string().nullable().describe('URL path of the photo, or null'),
  bio: z.string().nullable(),
  timezone: z.string().nullable(),
  locale: z.string().nullable(),
  /** JSON text, as the spec keeps it: may hold an address and the origin/current address fields. */
  metadata: z.string().nullable(),
});
export type StudentUser = z.infer<typeof studentUserSchema>;

export const studentParentSchema = z.object({
  id: z.number().int().describe('The parent record id'),
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    firstName: z.string().nullable(),
    middleName: z.string().nullable(),
    lastName: z.string().nullable(),
    dariName: z.string().nullable(),
    displayName: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    gender: z.enum(STUDENT_GENDERS).nullable(),
  }),
  occupation: z.string().nullable(),
  annualIncome: z.number().nullable(),
  education: z.string().nullable(),
  employer: z.string().nullable(),
  designation: z.string().nullable(),
  workPhone: z.string().nullable(),
  emergencyContact: z.string().nullable(),
  relationship: z.string(),
  isGuardian: z.boolean(),
  isEmergencyContact: z.boolean(),
});
export type StudentParent = z.infer<typeof studentParentSchema>;

export const classListItemSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string(), ...localNameRefFields });
export type ClassListItem = z.infer<typeof classListItemSchema>;

export const studentSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  schoolId: z.number().int(),
  admissionNo: z.string(),
  rollNo: z.string().nullable(),
  tazkiraNo: z.string().nullable(),
  classId: z.number().int().nullable(),
  class: classListItemSchema.nullable(),
  admissionDate: calendarDaySchema.nullable(),
  status: z.enum(STUDENT_STATUSES),
  bloodGroup: z.string().nullable(),
  nationality: z.string().nullable(),
  religion: z.string().nullable(),
  caste: z.string().nullable(),
  previousSchool: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccountNo: z.string().nullable(),
  originAddress: z.string().nullable(),
  originCity: z.string().nullable(),
  originState: z.string().nullable(),
  originProvince: z.string().nullable(),
  originCountry: z.string().nullable(),
  originPostalCode: z.string().nullable(),
  currentAddress: z.string().nullable(),
  currentCity: z.string().nullable(),
  currentState: z.string().nullable(),
  currentProvince: z.string().nullable(),
  currentCountry: z.string().nullable(),
  currentPostalCode: z.string().nullable(),
  cardPrintCount: z.number().int(),
  convertedFromCustomerId: z.string().nullable(),
  user: studentUserSchema,
  parent: studentParentSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  deletedAt: timestampSchema.nullable(),
});
export type Student = z.infer<typeof studentSchema>;

export const studentListAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.array(studentSchema),
  meta: z.object({ pagination: paginationSchema }),
});

// ---------------------------------------------------------------------------------------------
// Requests (spec part 2 §3.2, §5, §7.1)

/** Empty text is "not given": stored as null. */
const optionalText = (max: number) =>
  z.preprocess(
    (input: string | null | undefined) => (typeof input === 'string' && input.trim() === '' ? null : input),
    z.string().trim().max(max, `At most ${max} characters`).nullable().optional(),
  );

/** Dates are normalised to YYYY-MM-DD (spec §5): a full ISO timestamp is cut to its date. */
const optionalDate = z.preprocess(
  (input: string | null | undefined) => {
    if (typeof input !== 'string' || input.trim() === '') return input === '' ? null : input;
    const trimmed = input.trim();
    return /^\d{4}-\d{2}-\d{2}T/.test(trimmed) ? trimmed.slice(0, 10) : trimmed;
  },
  z.string().meta({ format: 'date' }).regex(ISO_DATE_PATTERN, 'Dates are YYYY-MM-DD').nullable().optional(),
);

const optionalPhone = (message: string) =>
  z.preprocess(
    (input: string | null | undefined) => (typeof input === 'string' && input.trim() === '' ? null : input),
    z.string().trim().max(30, `At most 30 characters`).regex(PHONE_PATTERN, message).nullable().optional(),
  );

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((input: string | null | undefined) => (input === '' ? null : input), z.enum(values).nullable().optional());

export const studentFormUserSchema = z.object({
  firstName: z.string(STUDENT_MESSAGES.firstNameRequired).trim().min(1, STUDENT_MESSAGES.firstNameRequired).max(100),
  middleName: optionalText(100),
  lastName: optionalText(100),
  dariName: optionalText(200),
  displayName: optionalText(200),
  phone: optionalPhone(STUDENT_MESSAGES.invalidPhone),
  email: optionalText(254),
  gender: optionalEnum(STUDENT_GENDERS),
  dateOfBirth: optionalDate,
  avatar: optionalText(500),
  bio: optionalText(2000),
  timezone: optionalText(64),
  locale: optionalText(20),
  tazkiraNo: optionalText(50),
  /** Generated by the form when empty (spec §3.2); the server makes one when missing. */
  username: optionalText(100),
  role: z.literal('STUDENT').optional(),
  status: optionalEnum(STUDENT_STATUSES),
});

export const studentFormParentSchema = z.object({
  user: z.object({
    id: idSchema.optional(),
    firstName: z.string().trim().min(1).max(100),
    middleName: optionalText(100),
    lastName: optionalText(100),
    dariName: optionalText(200),
    displayName: optionalText(200),
    username: optionalText(100),
    email: optionalText(254),
    phone: optionalPhone(STUDENT_MESSAGES.invalidParentPhone),
    gender: optionalEnum(STUDENT_GENDERS),
    dateOfBirth: optionalDate,
    avatar: optionalText(500),
    bio: optionalText(2000),
    timezone: optionalText(64),
    locale: optionalText(20),
    tazkiraNo: optionalText(50),
    role: z.literal('PARENT').optional(),
  }),
  occupation: optionalText(200),
  annualIncome: z.preprocess((input: number | string | null | undefined) => (input === '' ? null : input), z.coerce.number().min(0).nullable().optional()),
  education: optionalText(200),
  employer: optionalText(200),
  designation: optionalText(200),
  workPhone: optionalPhone(STUDENT_MESSAGES.invalidParentPhone),
  emergencyContact: optionalText(200),
  relationship: optionalText(50),
  isGuardian: z.boolean().optional(),
  isEmergencyContact: z.boolean().optional(),
});

/** Fields of the student row itself (spec §3.2). */
const studentFields = {
  admissionNo: z.string(STUDENT_MESSAGES.admissionNoRequired).trim().min(1, STUDENT_MESSAGES.admissionNoRequired).max(50),
  rollNo: optionalText(50),
  classId: z.preprocess((input: number | string | null | undefined) => (input === '' || input === null ? undefined : input), coercedIdSchema.optional()),
  admissionDate: optionalDate,
  status: optionalEnum(STUDENT_STATUSES),
  bloodGroup: optionalEnum(BLOOD_GROUPS),
  nationality: optionalText(100),
  religion: optionalText(100),
  caste: optionalText(100),
  tazkiraNo: optionalText(50),
  bankAccountNo: optionalText(50),
  bankName: optionalText(100),
  previousSchool: optionalText(200),
  originAddress: optionalText(300),
  originCity: optionalText(100),
  originState: optionalText(100),
  originProvince: optionalText(100),
  originCountry: optionalText(100),
  originPostalCode: optionalText(20),
  currentAddress: optionalText(300),
  currentCity: optionalText(100),
  currentState: optionalText(100),
  currentProvince: optionalText(100),
  currentCountry: optionalText(100),
  currentPostalCode: optionalText(20),
  schoolId: coercedIdSchema.optional(),
};

/** POST /students: the student, its user and (when a parent first name is given) the parent. */
export const createStudentSchema = z.object({
  ...studentFields,
  user: studentFormUserSchema,
  parent: studentFormParentSchema.nullable().optional(),
});
export type CreateStudentInput = z.input<typeof createStudentSchema>;
export type CreateStudentBody = z.output<typeof createStudentSchema>;

/** PUT /students/{id}: the same payload; the parent carries its user id when it already exists. */
export const updateStudentSchema = createStudentSchema;
export type UpdateStudentBody = z.output<typeof updateStudentSchema>;

export const STUDENT_SORT_FIELDS = ['name', 'admissionNo', 'admissionDate', 'createdAt', 'status', 'class'] as const;

/** GET /students (spec §7.1 "Student list filter fields"); limit=all for the payment picker. */
export const studentListQuerySchema = z.object({
  page: pageSchema,
  limit: lookupLimitSchema(DEFAULT_STUDENT_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
  status: z.preprocess((input: StudentStatus | '' | undefined) => (input === '' ? undefined : input), z.enum(STUDENT_STATUSES).optional()),
  gender: z.preprocess((input: StudentGender | '' | undefined) => (input === '' ? undefined : input), z.enum(STUDENT_GENDERS).optional()),
  classId: coercedIdSchema.optional(),
  sectionId: coercedIdSchema.optional(),
  sortBy: z.enum(STUDENT_SORT_FIELDS).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  includeDeleted: z.stringbool().optional(),
});
export type StudentListQuery = z.output<typeof studentListQuerySchema>;

/**
 * One student of GET /students/roll: what a picker shows and a payment needs, and no more (a
 * school's whole roll is kept on the device for searching offline: ~220 bytes a student).
 */
export const studentRollEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  admissionNo: z.string(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  classDariName: z.string().nullable(),
  classPashtoName: z.string().nullable(),
  /** The student's phone, else the parent's. */
  phone: z.string().nullable(),
  parentName: z.string().nullable(),
  parentUserId: z.number().int().nullable(),
});
export type StudentRollEntry = z.infer<typeof studentRollEntrySchema>;

/** How a picker names a person (a student, a parent): first and last name, else the display name. */
export function pickerPersonName(person: { firstName: string | null; lastName: string | null; displayName: string | null }): string | null {
  const full = [person.firstName, person.lastName].filter((part) => part && part.trim() !== '').join(' ');
  return full || person.displayName || null;
}

// ---------------------------------------------------------------------------------------------
// Writes in bulk, import, export, suggestions (spec part 2 §7.1)

/** What `student_events.type` holds for the writes of the students API. */
export const STUDENT_EVENT_TYPES = {
  created: 'CREATED',
  updated: 'UPDATED',
  deleted: 'DELETED',
  restored: 'RESTORED',
} as const;

/**
 * A partial edit (the `data` of a bulk update item): fields left out keep their value, as in
 * PUT /students/{id}; `null` or '' clears an optional field.
 */
export const patchStudentSchema = createStudentSchema.partial().extend({
  user: studentFormUserSchema.partial().optional(),
});
export type PatchStudentBody = z.output<typeof patchStudentSchema>;

/** Most items one bulk call or one import takes. */
export const MAX_STUDENT_BULK_ITEMS = 500;
export const MAX_STUDENT_IMPORT_ROWS = 2000;

/** One item of a bulk answer: `index` is the item's place in the request (from 0). */
export const studentBulkFailureSchema = z.object({
  index: z.number().int(),
  id: z.number().int().nullable(),
  admissionNo: z.string().nullable(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export const studentBulkResultSchema = z.object({
  succeeded: z.array(z.object({ index: z.number().int(), id: z.number().int() })),
  failed: z.array(studentBulkFailureSchema),
  successCount: z.number().int(),
  failureCount: z.number().int(),
});
export type StudentBulkResult = z.infer<typeof studentBulkResultSchema>;

/** POST /students/import: `row` counts from 1 (the first student of the request). */
export const studentImportResultSchema = z.object({
  imported: z.number().int(),
  importedIds: z.array(z.number().int()),
  failed: z.array(
    z.object({
      row: z.number().int(),
      admissionNo: z.string().nullable(),
      errors: z.record(z.string(), z.string()),
    }),
  ),
});
export type StudentImportResult = z.infer<typeof studentImportResultSchema>;

export const STUDENT_EXPORT_FORMATS = ['csv'] as const;

export const admissionNoSuggestionsSchema = z.object({ suggestions: z.array(z.string()) });
export type AdmissionNoSuggestions = z.infer<typeof admissionNoSuggestionsSchema>;
