/**
 * Teachers: enumerations, constants, validation and error messages, and the API's schemas (spec
 * part 2 §2.3, §3.4, §4, §5, §7.2, §8, §9). One source for the server (route validation,
 * answers) and the client (form rules, types, parsing answers).
 */
import { z } from 'zod';
import { timestampSchema, calendarDaySchema } from '@/contract/timestamps';
import { lookupLimitSchema, paginationSchema } from '@/contract/api';
import { ISO_DATE_PATTERN, PHONE_PATTERN } from '@/contract/students';
import { coercedIdSchema, pageSchema } from './ids';
import { localNameRefFields } from './local-names';
import { markMoney } from './money-fields';

export const TEACHER_STATUSES = ['Active', 'Inactive', 'On Leave', 'Terminated'] as const;
export const TEACHER_GENDERS = ['Male', 'Female', 'Other'] as const;
export type TeacherStatus = (typeof TEACHER_STATUSES)[number];
export type TeacherGender = (typeof TEACHER_GENDERS)[number];

/** Spec §4: the statuses bulk actions set. */
export const TEACHER_BULK_STATUSES = ['Active', 'Inactive'] as const satisfies readonly TeacherStatus[];

/** Spec §9. */
export const TEACHER_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_TEACHER_PAGE_SIZE = 20;
/** Spec §7.2: GET /teachers/{id}/analytics period. */
export const DEFAULT_TEACHER_ANALYTICS_PERIOD = '30d';

/** Spec §9: sort fields, each ascending or descending. */
export const TEACHER_SORT_FIELDS = ['name', 'email', 'department', 'salary', 'experience', 'hireDate'] as const;
export type TeacherSortField = (typeof TEACHER_SORT_FIELDS)[number];
export const TEACHER_SORT_ORDERS = ['asc', 'desc'] as const;
export type TeacherSortOrder = (typeof TEACHER_SORT_ORDERS)[number];

/** What GET /teachers?include= may add to each teacher. */
export const TEACHER_INCLUDES = ['documents', 'assignments'] as const;
export type TeacherInclude = (typeof TEACHER_INCLUDES)[number];

/** Employee ids the server makes when a new teacher has none: TCH-001, TCH-002, ... */
export const TEACHER_EMPLOYEE_ID_PREFIX = 'TCH-';
export const TEACHER_EMPLOYEE_ID_DIGITS = 3;

/** Experience bands of GET /teachers/stats/experience (whole years, inclusive). */
export const TEACHER_EXPERIENCE_BANDS = [
  { band: '0-2', min: 0, max: 2 },
  { band: '3-5', min: 3, max: 5 },
  { band: '6-10', min: 6, max: 10 },
  { band: '11-20', min: 11, max: 20 },
  { band: '21+', min: 21, max: null },
] as const;

/** Most items one bulk call takes. */
export const MAX_TEACHER_BULK_ITEMS = 500;

/** Spec §2.3: the delete confirmation ({name} is the teacher's full name). */
export const TEACHER_DELETE_CONFIRMATION = 'Are you sure you want to delete {name}? This action cannot be undone.';

export const TEACHER_MESSAGES = {
  /** Spec §8. */
  noneSelected: 'No teachers selected',
  notFound: 'Teacher not found',
  employeeIdTaken: 'A teacher with this employee ID already exists',
  emailTaken: 'A teacher with this email already exists',
  hasReferences: 'This teacher has class assignments, documents or payroll records and cannot be deleted permanently',
  notDeleted: 'This teacher is not deleted',
  created: 'Teacher created',
  updated: 'Teacher updated',
  deleted: 'Teacher deleted',
  restored: 'Teacher restored',
  valid: 'The teacher is valid',
  invalid: 'Please correct the highlighted fields',
} as const;

/** Field error messages (the spec has none): the server answers them in `errors`, the form shows them. */
export const TEACHER_FIELD_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  mobile: 'Mobile is required',
  mobileInvalid: 'Please enter a valid mobile number',
  dateOfBirth: 'Date of birth is required',
  dateInvalid: 'Please enter a valid date (YYYY-MM-DD)',
  gender: 'Please choose a gender',
  address: 'Address is required',
  city: 'City is required',
  state: 'State is required',
  zipCode: 'ZIP code is required',
  country: 'Country is required',
  qualification: 'Qualification is required',
  degree: 'Degree is required',
  experience: 'Experience is required',
  experienceInvalid: 'Experience must be a whole number of years, 0 or more',
  department: 'Department is required',
  subject: 'Subject is required',
  salary: 'Salary is required',
  salaryInvalid: 'Salary must be 0 or more, with at most 2 decimals',
  status: 'Please choose a status',
  hireDate: 'Hire date is required',
  emergencyContactName: 'Emergency contact name is required',
  emergencyContactRelationship: 'Emergency contact relationship is required',
  emergencyContactPhone: 'Emergency contact phone is required',
  emergencyContactPhoneInvalid: 'Please enter a valid emergency contact phone number',
  employeeIdInvalid: 'Employee ID is at most 50 characters',
  tooLong: 'This text is too long',
} as const;

// ---------------------------------------------------------------------------------------------
// Answers

export const teacherEmergencyContactSchema = z.object({
  name: z.string(),
  relationship: z.string(),
  phone: z.string(),
});
export type TeacherEmergencyContact = z.infer<typeof teacherEmergencyContactSchema>;

export const teacherDocumentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  url: z.string().describe('URL path to download the document'),
  createdAt: timestampSchema,
});
export type TeacherDocument = z.infer<typeof teacherDocumentSchema>;

/** The class's and the subject's Dari and Pashto names sit beside their names (local-names.ts); null or absent: not given. */
export const teacherAssignmentSchema = z.object({
  classId: z.number().int(),
  className: z.string(),
  classDariName: z.string().nullable().optional(),
  classPashtoName: z.string().nullable().optional(),
  subjectId: z.number().int().nullable(),
  subjectName: z.string().nullable(),
  subjectDariName: z.string().nullable().optional(),
  subjectPashtoName: z.string().nullable().optional(),
});
export type TeacherAssignment = z.infer<typeof teacherAssignmentSchema>;

export const teacherSchema = z.object({
  id: z.number().int(),
  employeeId: z.string(),
  schoolId: z.number().int(),
  userId: z.number().int().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  dariName: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  /** YYYY-MM-DD. */
  dateOfBirth: z.string().nullable(),
  gender: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  country: z.string().nullable(),
  qualification: z.string().nullable(),
  degree: z.string().nullable(),
  experience: z.number().int().nullable(),
  department: z.string().nullable(),
  subject: z.string().nullable(),
  salary: z.number().nullable(),
  allowances: z.number(),
  status: z.string(),
  /** YYYY-MM-DD. */
  hireDate: calendarDaySchema.nullable(),
  photo: z.string().nullable().describe('URL path of the photo (/api/teachers/{id}/photo), or null'),
  emergencyContact: teacherEmergencyContactSchema.nullable(),
  documents: z.array(teacherDocumentSchema).optional(),
  assignments: z.array(teacherAssignmentSchema).optional(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  deletedAt: timestampSchema.nullable(),
});
export type Teacher = z.infer<typeof teacherSchema>;

export const teacherListMetaSchema = z.object({ total: z.number().int(), pagination: paginationSchema });

/** GET /teachers (paged): full teachers with `meta.total` (spec §7.2). */
export const teacherListAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.array(teacherSchema),
  meta: teacherListMetaSchema,
});
export type TeacherListAnswer = z.infer<typeof teacherListAnswerSchema>;

/**
 * GET /teachers?limit=all: the employee picker's item (spec §3.8, §7.2 last line), shaped like the
 * staff picker's with designation "Teacher".
 */
export const TEACHER_DESIGNATION = 'Teacher';
export const teacherPickerItemSchema = z.object({
  id: z.number().int(),
  employeeId: z.string(),
  userId: z.number().int().nullable(),
  schoolId: z.number().int(),
  user: z.object({
    firstName: z.string(),
    lastName: z.string(),
    dariName: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  designation: z.string(),
  department: z.string().nullable(),
  subject: z.string().nullable(),
  status: z.string(),
  salary: z.object({ basicSalary: z.number(), allowances: z.number() }),
});
export type TeacherPickerItem = z.infer<typeof teacherPickerItemSchema>;

/** GET /teachers/search: quick results. */
export const teacherSearchItemSchema = z.object({
  id: z.number().int(),
  employeeId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  department: z.string().nullable(),
  subject: z.string().nullable(),
  status: z.string(),
  photo: z.string().nullable(),
});
export type TeacherSearchItem = z.infer<typeof teacherSearchItemSchema>;

export const teacherDepartmentStatSchema = z.object({
  department: z.string().describe('"Unassigned" when a teacher has none'),
  count: z.number().int(),
  active: z.number().int(),
  averageSalary: z.number(),
  averageExperience: z.number(),
});
export type TeacherDepartmentStat = z.infer<typeof teacherDepartmentStatSchema>;

/** GET /teachers/stats: live (not deleted) teachers of the schools in scope. */
export const teacherStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  onLeave: z.number().int(),
  terminated: z.number().int(),
  /** Over teachers with a salary; 0 when none. Rounded to 2 decimals. */
  averageSalary: z.number(),
  totalSalary: z.number(),
  averageExperience: z.number(),
  departments: z.number().int(),
  byDepartment: z.array(teacherDepartmentStatSchema),
  byStatus: z.array(z.object({ status: z.string(), count: z.number().int() })),
});
export type TeacherStats = z.infer<typeof teacherStatsSchema>;

/** GET /teachers/stats/department. */
export const teacherDepartmentStatsSchema = z.object({
  departments: z.array(teacherDepartmentStatSchema),
});
export type TeacherDepartmentStats = z.infer<typeof teacherDepartmentStatsSchema>;

/** GET /teachers/stats/experience: bands of TEACHER_EXPERIENCE_BANDS in order (plus "Unknown" when experience is missing). */
export const teacherExperienceStatsSchema = z.object({
  bands: z.array(z.object({ band: z.string(), count: z.number().int(), averageSalary: z.number() })),
  averageExperience: z.number(),
  minExperience: z.number().int().nullable(),
  maxExperience: z.number().int().nullable(),
});
export type TeacherExperienceStats = z.infer<typeof teacherExperienceStatsSchema>;

/** GET /teachers/{id}/stats. */
export const teacherOwnStatsSchema = z.object({
  teacherId: z.number().int(),
  assignments: z.number().int(),
  classes: z.array(z.object({ id: z.number().int(), name: z.string(), ...localNameRefFields })),
  subjects: z.array(z.object({ id: z.number().int(), name: z.string(), ...localNameRefFields })),
  /** Live students of the teacher's classes. */
  studentsTaught: z.number().int(),
  /** Whole years since the hire date (null without one). */
  yearsOfService: z.number().int().nullable(),
  experience: z.number().int().nullable(),
  salary: z.number().nullable(),
  allowances: z.number(),
  documents: z.number().int(),
});
export type TeacherOwnStats = z.infer<typeof teacherOwnStatsSchema>;

// ---------------------------------------------------------------------------------------------
// Requests (spec §3.4, §5)

/** Dates are normalised to YYYY-MM-DD (spec §5): a full ISO timestamp is cut to its date. */
function normaliseDate(input: string | null | undefined): unknown {
  if (typeof input !== 'string') return input;
  const trimmed = input.trim();
  if (trimmed === '') return undefined;
  return /^\d{4}-\d{2}-\d{2}T/.test(trimmed) ? trimmed.slice(0, 10) : trimmed;
}

function isCalendarDate(text: string): boolean {
  if (!ISO_DATE_PATTERN.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * A blank text counts as missing, so "required" catches it. The parameter types are what a caller
 * sends (the client's input type); at run time a preprocess still sees anything.
 */
const blankToUndefined = (input: string | null | undefined) => (typeof input === 'string' && input.trim() === '' ? undefined : input);

const requiredText = (required: string, max = 200) =>
  z.preprocess(blankToUndefined, z.string(required).trim().max(max, TEACHER_FIELD_MESSAGES.tooLong));

const requiredDate = (required: string) =>
  z.preprocess(normaliseDate, z.string(required).refine(isCalendarDate, TEACHER_FIELD_MESSAGES.dateInvalid).meta({ format: 'date' }));

const requiredPhone = (required: string, invalid: string) =>
  z.preprocess(blankToUndefined, z.string(required).trim().max(30, invalid).regex(PHONE_PATTERN, invalid));

/** Numbers may come as text (imports, forms); '' is missing. */
const numberInput = (input: number | string | null | undefined) => {
  const blank = typeof input === 'string' ? blankToUndefined(input) : input;
  return typeof blank === 'string' && Number.isFinite(Number(blank)) ? Number(blank) : blank;
};

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

export const teacherEmergencyContactWriteSchema = z.object(
  {
    name: requiredText(TEACHER_FIELD_MESSAGES.emergencyContactName),
    relationship: requiredText(TEACHER_FIELD_MESSAGES.emergencyContactRelationship, 100),
    phone: requiredPhone(TEACHER_FIELD_MESSAGES.emergencyContactPhone, TEACHER_FIELD_MESSAGES.emergencyContactPhoneInvalid),
  },
  TEACHER_FIELD_MESSAGES.emergencyContactName,
);

const teacherWriteFields = {
  /** Made by the server when missing (TCH-nnn, unique per school). */
  employeeId: z.preprocess(blankToUndefined, z.string().trim().max(50, TEACHER_FIELD_MESSAGES.employeeIdInvalid).optional()),
  /** By default the signed-in user's school. */
  schoolId: coercedIdSchema.optional(),
  firstName: requiredText(TEACHER_FIELD_MESSAGES.firstName, 100),
  lastName: requiredText(TEACHER_FIELD_MESSAGES.lastName, 100),
  dariName: z.preprocess((input: string | null | undefined) => (input === '' ? null : input), z.string().trim().max(200).nullable().optional()),
  email: z.preprocess(
    blankToUndefined,
    z.string(TEACHER_FIELD_MESSAGES.email).trim().toLowerCase().max(254).pipe(z.email(TEACHER_FIELD_MESSAGES.emailInvalid)),
  ),
  mobile: requiredPhone(TEACHER_FIELD_MESSAGES.mobile, TEACHER_FIELD_MESSAGES.mobileInvalid),
  dateOfBirth: requiredDate(TEACHER_FIELD_MESSAGES.dateOfBirth),
  gender: z.preprocess(blankToUndefined, z.enum(TEACHER_GENDERS, TEACHER_FIELD_MESSAGES.gender)),
  address: requiredText(TEACHER_FIELD_MESSAGES.address, 300),
  city: requiredText(TEACHER_FIELD_MESSAGES.city, 100),
  state: requiredText(TEACHER_FIELD_MESSAGES.state, 100),
  zipCode: requiredText(TEACHER_FIELD_MESSAGES.zipCode, 20),
  country: requiredText(TEACHER_FIELD_MESSAGES.country, 100),
  qualification: requiredText(TEACHER_FIELD_MESSAGES.qualification),
  degree: requiredText(TEACHER_FIELD_MESSAGES.degree),
  experience: z.preprocess(
    numberInput,
    z.number(TEACHER_FIELD_MESSAGES.experience).int(TEACHER_FIELD_MESSAGES.experienceInvalid).min(0, TEACHER_FIELD_MESSAGES.experienceInvalid).max(80, TEACHER_FIELD_MESSAGES.experienceInvalid),
  ),
  department: requiredText(TEACHER_FIELD_MESSAGES.department, 100),
  subject: requiredText(TEACHER_FIELD_MESSAGES.subject, 100),
  salary: markMoney(
    z.preprocess(
      numberInput,
      z
        .number(TEACHER_FIELD_MESSAGES.salary)
        .min(0, TEACHER_FIELD_MESSAGES.salaryInvalid)
        .max(9_999_999_999.99, TEACHER_FIELD_MESSAGES.salaryInvalid)
        .refine(hasAtMostTwoDecimals, TEACHER_FIELD_MESSAGES.salaryInvalid),
    ),
  ),
  /** Payroll's allowances (not on the form); 0 when missing. */
  allowances: markMoney(
    z.preprocess(
      numberInput,
      z.number().min(0, TEACHER_FIELD_MESSAGES.salaryInvalid).refine(hasAtMostTwoDecimals, TEACHER_FIELD_MESSAGES.salaryInvalid).optional(),
    ),
  ),
  status: z.preprocess(blankToUndefined, z.enum(TEACHER_STATUSES, TEACHER_FIELD_MESSAGES.status)),
  hireDate: requiredDate(TEACHER_FIELD_MESSAGES.hireDate),
  emergencyContact: teacherEmergencyContactWriteSchema,
};

/** POST /teachers, each item of POST /teachers/bulk/create, POST /teachers/validate. */
export const teacherWriteSchema = z.object(teacherWriteFields);
export type TeacherWriteInput = z.input<typeof teacherWriteSchema>;
export type TeacherWriteBody = z.output<typeof teacherWriteSchema>;

/**
 * PUT /teachers/{id} and the `data` of a bulk update: fields left out keep their value; a field
 * that is given follows the same rules as on create (a required field cannot be blanked).
 */
export const teacherUpdateSchema = teacherWriteSchema.partial();
export type TeacherUpdateInput = z.input<typeof teacherUpdateSchema>;
export type TeacherUpdateBody = z.output<typeof teacherUpdateSchema>;

const commaList = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (input: string | readonly string[] | undefined) =>
      typeof input === 'string'
        ? input
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : input,
    z.array(z.enum(values)).optional(),
  );

const optionalQueryNumber = z.preprocess(numberInput, z.number().min(0).optional());
/** Years of experience, as stored (a whole number, 0 to 80): a larger or fractional filter would fail in the database. */
const optionalQueryYears = z.preprocess(
  numberInput,
  z.number().int(TEACHER_FIELD_MESSAGES.experienceInvalid).min(0, TEACHER_FIELD_MESSAGES.experienceInvalid).max(80, TEACHER_FIELD_MESSAGES.experienceInvalid).optional(),
);
const emptyToUndefined = (input: string | undefined) => (input === '' ? undefined : input);

/** GET /teachers (spec §7.2): `query` (or `search`) is case-insensitive over names, email, mobile, employee id, subject and department. */
export const teacherListQuerySchema = z.object({
  query: z.string().trim().max(100).optional(),
  search: z.string().trim().max(100).optional(),
  page: pageSchema,
  limit: lookupLimitSchema(DEFAULT_TEACHER_PAGE_SIZE),
  sortBy: z.preprocess(emptyToUndefined, z.enum(TEACHER_SORT_FIELDS).default('name')),
  sortOrder: z.preprocess(emptyToUndefined, z.enum(TEACHER_SORT_ORDERS).default('asc')),
  include: commaList(TEACHER_INCLUDES),
  status: z.preprocess(emptyToUndefined, z.enum(TEACHER_STATUSES).optional()),
  department: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  experienceMin: optionalQueryYears,
  experienceMax: optionalQueryYears,
  salaryMin: optionalQueryNumber,
  salaryMax: optionalQueryNumber,
  includeDeleted: z.stringbool().optional(),
  /** One school in scope; by default every school the user may see. */
  schoolId: coercedIdSchema.optional(),
  /** Cache buster some clients add. */
  _t: z.string().optional(),
});
export type TeacherListQuery = z.output<typeof teacherListQuerySchema>;
export type TeacherListQueryInput = z.input<typeof teacherListQuerySchema>;

/** The filters of the list screen (and of the export): the list query without paging. */
export type TeacherListFilters = Pick<
  TeacherListQuery,
  'status' | 'department' | 'experienceMin' | 'experienceMax' | 'salaryMin' | 'salaryMax'
>;

/** GET /teachers/search. */
export const teacherSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** GET /teachers/suggestions/code. */
export const teacherCodeSuggestionQuerySchema = z.object({
  name: z.string().trim().max(200).optional(),
  schoolId: coercedIdSchema.optional(),
});
export const teacherCodeSuggestionsSchema = z.object({ suggestions: z.array(z.string()) });
export type TeacherCodeSuggestions = z.infer<typeof teacherCodeSuggestionsSchema>;

/** GET /teachers/stats, /stats/department, /stats/experience. */
export const teacherStatsQuerySchema = z.object({ schoolId: coercedIdSchema.optional() });

// ---------------------------------------------------------------------------------------------
// Bulk writes and validation (spec §7.2)

export const teacherBulkCreateSchema = z.object({
  teachers: z.array(z.unknown()).max(MAX_TEACHER_BULK_ITEMS),
});
export const teacherBulkUpdateSchema = z.object({
  updates: z
    .array(z.object({ id: coercedIdSchema, data: z.record(z.string(), z.unknown()) }))
    .max(MAX_TEACHER_BULK_ITEMS),
});
export const teacherBulkDeleteSchema = z.object({
  teacherIds: z.array(coercedIdSchema).max(MAX_TEACHER_BULK_ITEMS),
  /** false: delete for good, only teachers nothing refers to (else 409 for that item). */
  softDelete: z.boolean().default(true),
});
export type TeacherBulkDeleteBody = z.output<typeof teacherBulkDeleteSchema>;

/** One item of a bulk answer: `index` is the item's place in the request (from 0). */
export const teacherBulkResultSchema = z.object({
  succeeded: z.array(z.object({ index: z.number().int(), id: z.number().int() })),
  failed: z.array(
    z.object({
      index: z.number().int(),
      id: z.number().int().nullable(),
      status: z.number().int().describe('The HTTP status the item would have had alone (400, 404, 409)'),
      message: z.string(),
      errors: z.record(z.string(), z.string()).optional(),
    }),
  ),
  successCount: z.number().int(),
  failureCount: z.number().int(),
});
export type TeacherBulkResult = z.infer<typeof teacherBulkResultSchema>;

/**
 * POST /teachers/validate takes the payload of POST /teachers; with `id` (a teacher being edited)
 * it checks it as a PUT of that teacher (fields left out keep their value).
 */
export const teacherValidateRequestSchema = z.record(z.string(), z.unknown());

/** POST /teachers/validate: `errors` maps a field (dotted for nested ones) to its message. */
export const teacherValidationSchema = z.object({
  valid: z.boolean(),
  errors: z.record(z.string(), z.string()),
});
export type TeacherValidation = z.infer<typeof teacherValidationSchema>;

// ---------------------------------------------------------------------------------------------
// Export, import, photo and documents (spec §7.2)

export const TEACHER_EXPORT_FORMATS = ['csv', 'json'] as const;
export type TeacherExportFormat = (typeof TEACHER_EXPORT_FORMATS)[number];

/**
 * The columns of an export, in file order (the `fields` of GET /teachers/export), and the teacher
 * fields an import maps its columns to (all but id and the timestamps). The emergency contact is
 * three flat columns.
 */
export const TEACHER_EXPORT_FIELDS = [
  'id', 'employeeId', 'firstName', 'lastName', 'dariName', 'email', 'mobile', 'dateOfBirth', 'gender',
  'address', 'city', 'state', 'zipCode', 'country', 'qualification', 'degree', 'experience', 'department',
  'subject', 'salary', 'allowances', 'status', 'hireDate', 'emergencyContactName',
  'emergencyContactRelationship', 'emergencyContactPhone', 'createdAt', 'updatedAt', 'deletedAt',
] as const;
export type TeacherExportField = (typeof TEACHER_EXPORT_FIELDS)[number];
export const TEACHER_IMPORT_FIELDS = TEACHER_EXPORT_FIELDS.filter(
  (field) => !['id', 'createdAt', 'updatedAt', 'deletedAt'].includes(field),
) as Exclude<TeacherExportField, 'id' | 'createdAt' | 'updatedAt' | 'deletedAt'>[];

export const MAX_TEACHER_IMPORT_BYTES = 2 * 1024 * 1024;
export const MAX_TEACHER_IMPORT_ROWS = 1000;
export const MAX_TEACHER_PHOTO_BYTES = 5 * 1024 * 1024;
export const MAX_TEACHER_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_TEACHER_DOCUMENTS_PER_UPLOAD = 10;

/** POST /teachers/import: `row` counts data rows from 1 (the header is not a row). */
export const teacherImportResultSchema = z.object({
  total: z.number().int(),
  created: z.number().int(),
  createdIds: z.array(z.number().int()),
  rejected: z.array(
    z.object({ row: z.number().int(), employeeId: z.string().nullable(), errors: z.record(z.string(), z.string()) }),
  ),
  validateOnly: z.boolean(),
});
export type TeacherImportResult = z.infer<typeof teacherImportResultSchema>;

/** Full name as the screens show it (delete confirmation, cards). */
export function teacherFullName(teacher: Pick<Teacher, 'firstName' | 'lastName'>): string {
  return `${teacher.firstName} ${teacher.lastName}`.trim();
}
