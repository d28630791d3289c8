/**
 * Owners, schools and resources (spec part 2 §7.7: "CRUD on … /owners, … /schools, /resources";
 * payloads not shown, so designed here). Answers are `{ success, message, data, meta? }` like
 * every other area; lists add `meta.pagination`.
 *
 * - Owners: the people who own a share of a school. The live owners' shares of one school add up
 *   to 100 % at most; an owner may be linked to a sign-in account of the school with role OWNER.
 * - Schools: the school profile of Settings (src/contract/school-settings.ts), one row per school.
 * - Resources: books, videos, links, equipment…, optionally for a class or a subject.
 */
import { z } from 'zod';
import { timestampSchema } from '@/contract/timestamps';
import { messageAnswer, paginationSchema } from './api';
import { schoolProfileSchema, updateSchoolProfileSchema } from './school-settings';
import { coercedIdSchema, pageSchema } from './ids';

// ---------------------------------------------------------------------------------------------
// Shared pieces

const idParam = coercedIdSchema;
export const adminIdParamsSchema = z.object({ id: idParam });

const blankToUndefined = (input: unknown) => (typeof input === 'string' && input.trim() === '' ? undefined : input);
const blankToNull = (input: unknown) => (typeof input === 'string' && input.trim() === '' ? null : input);
const upperCase = (input: unknown) => (typeof input === 'string' ? input.trim().toUpperCase() : input);
const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable()).optional();
const requiredText = (message: string, max: number) => z.string(message).trim().min(1, message).max(max);
const searchText = z.preprocess(blankToUndefined, z.string().trim().max(100).optional());

const pageQuery = {
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(500).default(20),
  /** One school in the user's scope; by default every school the user may see. */
  schoolId: idParam.optional(),
  search: searchText,
  _t: z.unknown().optional(),
};

const pagedAnswer = <T extends z.ZodType>(item: T) => messageAnswer(z.array(item)).extend({ meta: z.object({ pagination: paginationSchema }) });
export const adminDeletedAnswerSchema = messageAnswer(z.object({ id: z.number().int() }));

/** "12.5" rather than "12.50" in messages. */
const percentText = (value: number) => String(Number(value.toFixed(2)));

// ---------------------------------------------------------------------------------------------
// Owners

export const OWNER_MESSAGES = {
  listed: 'Owners retrieved successfully',
  fetched: 'Owner retrieved successfully',
  created: 'Owner added successfully',
  updated: 'Owner updated successfully',
  deleted: 'Owner removed successfully',
  notFound: 'Owner not found',
  firstNameRequired: 'First name is required',
  emailInvalid: 'Please enter a valid email address',
  shareRange: 'Share must be a percent from 0 to 100, with at most two decimals',
  userNotOwner: 'The linked account must be an active user of the same school with the role OWNER',
  schoolNotFound: 'The school was not found',
} as const;

export const ownerSharesOverLimit = (othersTotal: number, asked: number) =>
  `The owners' shares may not add up to more than 100%: the other owners hold ${percentText(othersTotal)}%, so at most ${percentText(Math.max(0, 100 - othersTotal))}% is left (asked for ${percentText(asked)}%)`;
export const ownerUserTaken = (ownerName: string) => `This account is already linked to the owner ${ownerName}`;

export const ownerSchema = z.object({
  id: z.number().int(),
  schoolId: z.number().int(),
  /** The owner's sign-in account (role OWNER), and its username. */
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  dariName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Percent of the school owned, 0 to 100 (two decimals); null when not recorded. */
  sharePercent: z.number().nullable(),
  notes: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Owner = z.infer<typeof ownerSchema>;

/** GET /owners: search looks in the names, phone and email. */
export const ownerListQuerySchema = z.object(pageQuery);

const sharePercent = z
  .number(OWNER_MESSAGES.shareRange)
  .min(0, OWNER_MESSAGES.shareRange)
  .max(100, OWNER_MESSAGES.shareRange)
  // numeric(5,2): a third decimal would be rounded away silently.
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, OWNER_MESSAGES.shareRange);

const ownerFields = {
  firstName: requiredText(OWNER_MESSAGES.firstNameRequired, 100),
  lastName: optionalText(100),
  dariName: optionalText(200),
  phone: optionalText(30),
  email: z.preprocess(blankToNull, z.string().trim().toLowerCase().max(254).pipe(z.email(OWNER_MESSAGES.emailInvalid)).nullable()).optional(),
  sharePercent: sharePercent.nullable().optional(),
  notes: optionalText(2000),
  userId: idParam.nullable().optional(),
};
/** POST /owners; `schoolId` (a school in the user's scope) defaults to the user's own school. */
export const ownerCreateSchema = z.strictObject({ ...ownerFields, schoolId: idParam.optional() });
/** PUT /owners/{id}: the fields given; null clears one. An owner stays in their school. */
export const ownerUpdateSchema = z.strictObject(ownerFields).partial();
export type OwnerCreate = z.infer<typeof ownerCreateSchema>;
export type OwnerUpdate = z.infer<typeof ownerUpdateSchema>;

export const ownerAnswerSchema = messageAnswer(ownerSchema);
export const ownerListAnswerSchema = pagedAnswer(ownerSchema);

// ---------------------------------------------------------------------------------------------
// Schools

export const SCHOOL_MESSAGES = {
  listed: 'Schools retrieved successfully',
  fetched: 'School retrieved successfully',
  created: 'School created successfully',
  updated: 'School updated successfully',
  deleted: 'School deleted successfully',
  notFound: 'School not found',
  nameRequired: 'School name is required',
  otherRecords: 'This school still has other records (staff, teachers, subjects, owners…); it cannot be deleted',
} as const;

/** "This school still has 3 users, 1 class; …" — what keeps a school from being deleted. */
export const schoolNotEmpty = (uses: string[]) => `This school still has ${uses.join(', ')}; it cannot be deleted`;

export const schoolSchema = schoolProfileSchema.extend({ createdAt: timestampSchema, updatedAt: timestampSchema });
export type School = z.infer<typeof schoolSchema>;

/** GET /schools: search looks in the name, Dari name and complex name. */
export const schoolListQuerySchema = z.object({ page: pageQuery.page, limit: pageQuery.limit, search: searchText, _t: pageQuery._t });

/** POST /schools: the Settings profile's fields (and checks), the name required. */
export const schoolCreateSchema = updateSchoolProfileSchema.extend({ name: requiredText(SCHOOL_MESSAGES.nameRequired, 200) });
/** PUT /schools/{id}: the fields given; socialLinks replaces the whole set (as in Settings). */
export const schoolUpdateSchema = updateSchoolProfileSchema;
export type SchoolCreate = z.infer<typeof schoolCreateSchema>;

export const schoolAnswerSchema = messageAnswer(schoolSchema);
export const schoolListAnswerSchema = pagedAnswer(schoolSchema);

// ---------------------------------------------------------------------------------------------
// Resources

export const RESOURCE_TYPES = ['BOOK', 'TEXTBOOK', 'VIDEO', 'AUDIO', 'DOCUMENT', 'LINK', 'EQUIPMENT', 'OTHER'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
export const RESOURCE_STATUSES = ['AVAILABLE', 'CHECKED_OUT', 'DAMAGED', 'LOST', 'ARCHIVED'] as const;
export type ResourceStatus = (typeof RESOURCE_STATUSES)[number];

export const RESOURCE_MESSAGES = {
  listed: 'Resources retrieved successfully',
  fetched: 'Resource retrieved successfully',
  created: 'Resource added successfully',
  updated: 'Resource updated successfully',
  deleted: 'Resource removed successfully',
  notFound: 'Resource not found',
  titleRequired: 'Title is required',
  typeInvalid: `Type must be one of ${RESOURCE_TYPES.join(', ')}`,
  statusInvalid: `Status must be one of ${RESOURCE_STATUSES.join(', ')}`,
  urlInvalid: 'The link must be a full http:// or https:// address',
  quantityRange: 'Quantity must be a whole number, 0 or more',
  classNotFound: 'The class was not found in this school',
  subjectNotFound: 'The subject was not found in this school',
} as const;

const resourceType = z.preprocess(upperCase, z.enum(RESOURCE_TYPES, RESOURCE_MESSAGES.typeInvalid));
const resourceStatus = z.preprocess(upperCase, z.enum(RESOURCE_STATUSES, RESOURCE_MESSAGES.statusInvalid));

export const resourceSchema = z.object({
  id: z.number().int(),
  schoolId: z.number().int(),
  title: z.string(),
  type: z.enum(RESOURCE_TYPES),
  description: z.string().nullable(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  /** The class's Dari and Pashto names (local-names.ts); null or absent: not given. */
  classDariName: z.string().nullable().optional(),
  classPashtoName: z.string().nullable().optional(),
  subjectId: z.number().int().nullable(),
  subjectName: z.string().nullable(),
  /** The subject's Dari and Pashto names (local-names.ts); null or absent: not given. */
  subjectDariName: z.string().nullable().optional(),
  subjectPashtoName: z.string().nullable().optional(),
  url: z.string().nullable(),
  /** Copies or units held; null for links and files. */
  quantity: z.number().int().nullable(),
  location: z.string().nullable(),
  status: z.enum(RESOURCE_STATUSES),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Resource = z.infer<typeof resourceSchema>;

/** GET /resources: search looks in the title, description and location. */
export const resourceListQuerySchema = z.object({
  ...pageQuery,
  type: resourceType.optional(),
  status: resourceStatus.optional(),
  classId: idParam.optional(),
  subjectId: idParam.optional(),
});

const resourceFields = {
  title: requiredText(RESOURCE_MESSAGES.titleRequired, 200),
  type: resourceType,
  description: optionalText(2000),
  classId: idParam.nullable().optional(),
  subjectId: idParam.nullable().optional(),
  url: z.preprocess(blankToNull, z.string().trim().max(2000).pipe(z.url({ protocol: /^https?$/, error: RESOURCE_MESSAGES.urlInvalid })).nullable()).optional(),
  quantity: z.number(RESOURCE_MESSAGES.quantityRange).int(RESOURCE_MESSAGES.quantityRange).min(0, RESOURCE_MESSAGES.quantityRange).max(1_000_000, RESOURCE_MESSAGES.quantityRange).nullable().optional(),
  location: optionalText(200),
  status: resourceStatus.optional(),
};
/** POST /resources: in the user's own school; status AVAILABLE unless given. */
export const resourceCreateSchema = z.strictObject(resourceFields);
/** PUT /resources/{id}: the fields given; null clears one. */
export const resourceUpdateSchema = z.strictObject(resourceFields).partial();
export type ResourceCreate = z.infer<typeof resourceCreateSchema>;
export type ResourceUpdate = z.infer<typeof resourceUpdateSchema>;

export const resourceAnswerSchema = messageAnswer(resourceSchema);
export const resourceListAnswerSchema = pagedAnswer(resourceSchema);
