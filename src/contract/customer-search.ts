/**
 * Criteria of the customer searches beyond the plain list (POST /customers/search/advanced,
 * POST /customers/search/filters, saved searches, POST /customers/analytics/export). Every list
 * filter of GET /customers is accepted, each enumeration as one value or a list (either
 * vocabulary), plus text fragments, tags and Kabul date ranges.
 */
import { z } from 'zod';
import {
  CUSTOMER_DEPARTMENTS,
  CUSTOMER_GENDERS,
  CUSTOMER_PRIORITIES,
  CUSTOMER_PURPOSES,
  CUSTOMER_REFERRED_TO,
  CUSTOMER_SOURCES,
  CUSTOMER_STATUSES,
  CUSTOMER_TYPES,
  vocabulary,
} from './customers';
import { idSchema, pageSchema } from './ids';

export const CUSTOMER_SEARCH_SORT_FIELDS = ['createdAt', 'updatedAt', 'name', 'serialNumber', 'priority'] as const;

/** One value or a list of values of an enumeration: "walk-in" or ["WALK_IN", "referral"]. */
const oneOrMany = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess(
    (input) => (input === undefined || input === null || Array.isArray(input) ? (input ?? undefined) : [input]),
    z.array(vocabulary(values, label)).min(1).max(values.length).optional(),
  );

const fragment = z.string().trim().min(1).max(100).optional();
const day = z.iso.date('Use a date like 2026-03-21').optional();

export const customerSearchCriteriaSchema = z.object({
  /** Fragment of name, Dari name, email, phone or mobile (as GET /customers?search). */
  search: z.string().trim().max(100).optional(),
  name: fragment,
  dariName: fragment,
  phone: fragment.describe('Fragment of phone or mobile'),
  email: fragment,
  serialNumber: fragment,
  remarks: fragment,
  city: fragment,
  company: fragment,
  occupation: fragment,
  type: oneOrMany(CUSTOMER_TYPES, 'Type'),
  status: oneOrMany(CUSTOMER_STATUSES, 'Status'),
  purpose: oneOrMany(CUSTOMER_PURPOSES, 'Purpose'),
  priority: oneOrMany(CUSTOMER_PRIORITIES, 'Priority'),
  source: oneOrMany(CUSTOMER_SOURCES, 'Source'),
  department: oneOrMany(CUSTOMER_DEPARTMENTS, 'Department'),
  gender: oneOrMany(CUSTOMER_GENDERS, 'Gender'),
  referredTo: oneOrMany(CUSTOMER_REFERRED_TO, 'Referred to'),
  tags: z.array(z.string().trim().min(1).max(50)).max(20).optional(),
  /** `any` (default): at least one of the tags; `all`: every one. */
  tagsMatch: z.enum(['any', 'all']).optional(),
  /** Inclusive Kabul days. `from`/`to` are the list's names for the created range. */
  from: day,
  to: day,
  createdFrom: day,
  createdTo: day,
  updatedFrom: day,
  updatedTo: day,
  convertedFrom: day,
  convertedTo: day,
  /** true: only customers made into students; false: only the others. */
  converted: z.boolean().optional(),
  assignedTo: idSchema.optional(),
  createdBy: idSchema.optional(),
  sortBy: z.enum(CUSTOMER_SEARCH_SORT_FIELDS).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
});
export type CustomerSearchCriteria = z.output<typeof customerSearchCriteriaSchema>;
export type CustomerSearchCriteriaInput = z.input<typeof customerSearchCriteriaSchema>;

/** POST /customers/search/advanced and POST /customers/search/filters. */
export const customerAdvancedSearchSchema = customerSearchCriteriaSchema.extend({
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(200).default(20),
});

/** POST /customers/search/save. */
export const saveCustomerSearchSchema = z.object({
  name: z.string('Name is required').trim().min(1, 'Name is required').max(100, 'At most 100 characters'),
  criteria: customerSearchCriteriaSchema,
});
export type SaveCustomerSearchInput = z.input<typeof saveCustomerSearchSchema>;
