/**
 * Customers ("Visitors"): enumerations, the two vocabularies, validation messages and the API's
 * schemas (spec part 1 §3, §5, §7, §8). The server stores every enumeration in one canonical
 * upper-case form, and both the register and the edit forms send it; the API still accepts the
 * spec's front-desk words ("walk-in", "Male"), mapped to it here at the edge.
 */
import { z } from 'zod';
import { errorResponseSchema } from '@/contract/api';
import { timestampSchema } from '@/contract/timestamps';
import { pageSchema } from './ids';
import { PHONE_NUMBER_MESSAGES, optionalPhoneNumberSchema, phoneNumberSchema } from './phone-number';

export const CUSTOMER_GENDERS = ['MALE', 'FEMALE', 'OTHER', 'PREFER_NOT_TO_SAY'] as const;
export const CUSTOMER_TYPES = ['STUDENT', 'PARENT', 'TEACHER', 'STAFF', 'PROSPECT', 'ALUMNI'] as const;
export const CUSTOMER_PURPOSES = ['ENROLLMENT', 'INQUIRY', 'SUPPORT'] as const;
export const CUSTOMER_DEPARTMENTS = ['ACADEMIC', 'ADMINISTRATION', 'FINANCE'] as const;
export const CUSTOMER_SOURCES = ['FACEBOOK', 'WEBSITE', 'REFERRAL', 'WALK_IN'] as const;
export const CUSTOMER_PRIORITIES = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const;
export const CUSTOMER_REFERRED_TO = ['OWNER', 'ADMIN', 'FINANCE', 'ACADEMIC', 'SUPPORT', 'OTHER'] as const;
/** Not shown in the spec: a lead's life at the front desk (docs/decisions.md). */
export const CUSTOMER_STATUSES = ['NEW', 'CONTACTED', 'QUALIFIED', 'CONVERTED', 'LOST'] as const;

export type CustomerGender = (typeof CUSTOMER_GENDERS)[number];
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
export type CustomerPurpose = (typeof CUSTOMER_PURPOSES)[number];
export type CustomerDepartment = (typeof CUSTOMER_DEPARTMENTS)[number];
export type CustomerSource = (typeof CUSTOMER_SOURCES)[number];
export type CustomerPriority = (typeof CUSTOMER_PRIORITIES)[number];
export type CustomerReferredTo = (typeof CUSTOMER_REFERRED_TO)[number];
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/**
 * What a new visitor is unless the form says otherwise: the server stores it (customer-repository.ts,
 * and the columns' defaults, which a test holds to this), the device shows it on a registration
 * still waiting to be sent, the register and edit forms start from it.
 */
export const CUSTOMER_DEFAULTS = { type: 'STUDENT', priority: 'MEDIUM', status: 'NEW' } as const;
export const EDIT_FORM_DEFAULTS = { gender: 'MALE', type: CUSTOMER_DEFAULTS.type, priority: CUSTOMER_DEFAULTS.priority, referredTo: 'OWNER' } as const;

export const CUSTOMER_MESSAGES = {
  fullNameRequired: 'Full name is required',
  nameRequired: 'Name is required',
  phoneRequired: 'Phone number is required',
  invalidPhone: PHONE_NUMBER_MESSAGES.invalid,
  /** 409: the phone (or mobile) is another visitor's of the school; `existing` names them. */
  phoneTaken: 'This phone number already belongs to another visitor',
  invalidEmail: 'Please enter a valid email address',
  invalidWebsite: 'Please enter a valid website URL (starting with http:// or https://)',
  fetchFailed: 'Failed to fetch customers',
  loadFailed: 'Failed to load customers',
  createFailed: 'Failed to create customer',
  updateFailed: 'Failed to update customer',
  unexpected: 'An unexpected error occurred',
  fetchOneFailed: 'Failed to fetch customer',
  deleteFailed: 'Failed to delete customer',
  analyticsFailed: 'Failed to fetch customer analytics',
  searchFailed: 'Failed to search customers',
  conversionAnalyticsFailed: 'Failed to fetch conversion analytics',
  unconvertedFailed: 'Failed to fetch unconverted customers',
  noCustomers: 'No customers found',
  notFound: 'Customer not found',
  alreadyConverted: 'This customer has already been converted to a student',
  idTaken: 'A different customer already uses this id',
  invalidId: 'Customer id must be a UUID',
} as const;

/** Canonical form of a vocabulary word: "walk-in" → WALK_IN, "Male" → MALE. */
export function toCanonical(value: string): string {
  return value.trim().toUpperCase().replace(/[\s-]+/g, '_');
}

/** An enumeration that accepts either vocabulary (any case, "walk-in" or "WALK_IN") and yields the canonical value. */
export function vocabulary<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  // Typed input: a word of either vocabulary (the preprocess still sees anything at run time).
  return z.preprocess(
    (input: string) => (typeof input === 'string' ? toCanonical(input) : input),
    z.enum(values, { error: () => `${label} must be one of: ${values.join(', ')}` }),
  );
}

const trimmed = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
/** An optional text: empty or blank reads as "not given" (null). */
const optionalText = (max: number) =>
  z.preprocess((input: string | null | undefined) => (typeof input === 'string' && input.trim() === '' ? null : input), trimmed(max).nullable().optional());
const optionalVocabulary = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess((input: string | null | undefined) => (input === '' ? null : input), vocabulary(values, label).nullable().optional());

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const optionalEmail = z.preprocess(
  (input: string | null | undefined) => (typeof input === 'string' && input.trim() === '' ? null : input),
  z.string().trim().max(254).regex(EMAIL_PATTERN, CUSTOMER_MESSAGES.invalidEmail).nullable().optional(),
);
const optionalWebsite = z.preprocess(
  (input: string | null | undefined) => (typeof input === 'string' && input.trim() === '' ? null : input),
  z.string().trim().max(500).regex(/^https?:\/\/\S+$/i, CUSTOMER_MESSAGES.invalidWebsite).nullable().optional(),
);

export const MAX_METADATA_ENTRIES = 50;
export const metadataSchema = z
  .record(z.string().trim().min(1).max(100), z.string().max(1000))
  .refine((value) => Object.keys(value).length <= MAX_METADATA_ENTRIES, `At most ${MAX_METADATA_ENTRIES} custom fields`);

/**
 * `true`: save even when the phone is another visitor's (the desk chose "Register anyway" or
 * "Save anyway"); otherwise such a write answers 409 with that visitor (duplicatePhoneAnswerSchema).
 */
const allowDuplicatePhone = z.boolean('allowDuplicatePhone must be true or false').optional();

/** Fields that both the create and the update calls take. Phones: the one rule (phone-number.ts). */
const customerFields = {
  phone: optionalPhoneNumberSchema(),
  mobile: optionalPhoneNumberSchema(),
  email: optionalEmail,
  dariName: optionalText(200),
  firstName: optionalText(100),
  lastName: optionalText(100),
  gender: optionalVocabulary(CUSTOMER_GENDERS, 'Gender'),
  type: optionalVocabulary(CUSTOMER_TYPES, 'Type'),
  purpose: optionalVocabulary(CUSTOMER_PURPOSES, 'Purpose'),
  department: optionalVocabulary(CUSTOMER_DEPARTMENTS, 'Department'),
  source: optionalVocabulary(CUSTOMER_SOURCES, 'Source'),
  priority: optionalVocabulary(CUSTOMER_PRIORITIES, 'Priority'),
  referredTo: optionalVocabulary(CUSTOMER_REFERRED_TO, 'Referred to'),
  status: optionalVocabulary(CUSTOMER_STATUSES, 'Status'),
  remarks: optionalText(2000),
  metadata: metadataSchema.optional(),
  address: optionalText(300),
  street: optionalText(200),
  city: optionalText(100),
  country: optionalText(100),
  postalCode: optionalText(20),
  company: optionalText(200),
  website: optionalWebsite,
  occupation: optionalText(200),
  notes: optionalText(5000),
  tags: z.array(z.string().trim().min(1).max(50)).max(20).optional(),
};

/** The spec's alias names for fields (refered_to, remark, postal_code). */
type Aliases = { refered_to?: unknown; remark?: unknown; postal_code?: unknown };

/** A body schema that also reads the aliases; typed as its fields (plus the aliases) for callers. */
function withAliases<S extends z.ZodObject>(schema: S) {
  return z.preprocess((input: z.input<S> & Aliases) => readAliases(input), schema);
}

/** Aliases the spec names for the same fields (refered_to, remark, postal_code). */
function readAliases(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input;
  const body = { ...(input as Record<string, unknown>) };
  if (body.referredTo === undefined && body.refered_to !== undefined) body.referredTo = body.refered_to;
  if (body.remarks === undefined && body.remark !== undefined) body.remarks = body.remark;
  if (body.postalCode === undefined && body.postal_code !== undefined) body.postalCode = body.postal_code;
  delete body.refered_to;
  delete body.remark;
  delete body.postal_code;
  return body;
}

/**
 * POST /customers (the front desk's create). `id` is optional: a device that registers a visitor
 * offline makes it (UUID), and the same id sent twice is the same customer, never a second one.
 * createdBy and schoolId are read from the session on the server, whatever the body says.
 */
export const createCustomerSchema = withAliases(
  z.object({
    id: z.uuid('id must be a UUID').optional(),
    name: z.string(CUSTOMER_MESSAGES.fullNameRequired).trim().min(1, CUSTOMER_MESSAGES.fullNameRequired).max(200, 'At most 200 characters'),
    ...customerFields,
    allowDuplicatePhone,
    createdBy: z.unknown().optional(),
    schoolId: z.unknown().optional(),
  }),
);
export type CreateCustomerInput = z.input<typeof createCustomerSchema>;

/** PUT /customers/{id}: the edit dialog's rules (name and phone required). */
export const updateCustomerSchema = withAliases(
  z.object({
    name: z.string(CUSTOMER_MESSAGES.nameRequired).trim().min(1, CUSTOMER_MESSAGES.nameRequired).max(200, 'At most 200 characters'),
    ...customerFields,
    phone: z
      .string(CUSTOMER_MESSAGES.phoneRequired)
      .trim()
      .min(1, CUSTOMER_MESSAGES.phoneRequired)
      .pipe(phoneNumberSchema()),
    allowDuplicatePhone,
  }),
);
export type UpdateCustomerInput = z.input<typeof updateCustomerSchema>;

/** PATCH /customers/{id}: any subset; a given name or phone may not be blank. */
export const patchCustomerSchema = withAliases(
  z.object({
    name: z.string().trim().min(1, CUSTOMER_MESSAGES.nameRequired).max(200, 'At most 200 characters').optional(),
    ...customerFields,
    allowDuplicatePhone,
  }),
);

/** The visitor a phone already belongs to (a 409's `existing`). */
export const phoneOwnerSchema = z.object({ id: z.string(), name: z.string() });
export type PhoneOwner = z.infer<typeof phoneOwnerSchema>;

/**
 * A create's or an edit's 409: the common error answer, and `existing` when the refusal is a
 * phone that is another visitor's ("This phone belongs to Zahra Karimi": open them, or save anyway
 * with `allowDuplicatePhone: true`).
 */
export const duplicatePhoneAnswerSchema = errorResponseSchema.extend({ existing: phoneOwnerSchema.optional() });

/** The visitor a refused write's answer names as the phone's owner, or null (another refusal). */
export function phoneOwnerOf(answer: unknown): PhoneOwner | null {
  const parsed = duplicatePhoneAnswerSchema.safeParse(answer);
  return parsed.success ? (parsed.data.existing ?? null) : null;
}

/** A customer as the API answers it. Enumerations are canonical; dates are ISO strings. */
export const customerSchema = z.object({
  id: z.string(),
  serialNumber: z.string(),
  schoolId: z.number().int(),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dariName: z.string().nullable(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  gender: z.string().nullable(),
  type: z.string(),
  purpose: z.string().nullable(),
  department: z.string().nullable(),
  source: z.string().nullable(),
  priority: z.string(),
  referredTo: z.string().nullable(),
  remarks: z.string().nullable(),
  status: z.string(),
  stage: z.string().nullable(),
  metadata: z.record(z.string(), z.string()),
  address: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  postalCode: z.string().nullable(),
  company: z.string().nullable(),
  website: z.string().nullable(),
  occupation: z.string().nullable(),
  notes: z.string().nullable(),
  tags: z.array(z.string()),
  leadScore: z.number().nullable(),
  value: z.number().nullable(),
  totalSpent: z.number(),
  orderCount: z.number().int(),
  convertedStudentId: z.number().int().nullable(),
  convertedAt: timestampSchema.nullable(),
  lastContact: z.string().nullable(),
  lastActivity: z.string().nullable(),
  createdBy: z.number().int().nullable(),
  updatedBy: z.number().int().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  deletedAt: timestampSchema.nullable(),
});
export type Customer = z.infer<typeof customerSchema>;

export const CUSTOMER_SORT_FIELDS = ['createdAt', 'updatedAt', 'name', 'serialNumber', 'priority'] as const;
export const CUSTOMER_LIST_LIMIT = 50;

/** GET /customers query. `_t` (the client's cache buster) is accepted and ignored. */
export const customerListQuerySchema = z.object({
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(200).default(20),
  search: z.string().trim().max(100).optional(),
  type: vocabulary(CUSTOMER_TYPES, 'Type').optional(),
  status: vocabulary(CUSTOMER_STATUSES, 'Status').optional(),
  /** The spec's client also calls `purpose=academic`: a department word here filters by department. */
  purpose: z.string().trim().max(30).optional(),
  priority: vocabulary(CUSTOMER_PRIORITIES, 'Priority').optional(),
  source: vocabulary(CUSTOMER_SOURCES, 'Source').optional(),
  department: vocabulary(CUSTOMER_DEPARTMENTS, 'Department').optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  sortBy: z.enum(CUSTOMER_SORT_FIELDS).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  includeDeleted: z.stringbool().optional(),
  _t: z.unknown().optional(),
});
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;
