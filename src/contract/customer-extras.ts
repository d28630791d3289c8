/**
 * What the customer calls beyond CRUD answer and take (spec part 1 §7): conversion, search,
 * suggestions, analytics and reports, documents, tasks, automations and collaborations. The
 * endpoint definitions (src/contract/endpoints/customers/*.ts) and the server's queries share
 * these schemas, so the answer a route sends is the one the client parses.
 */
import { z } from 'zod';
import { customerSearchCriteriaSchema } from './customer-search';
import { CUSTOMER_TASK_STATUSES } from './customer-activity';

import { customerSchema } from './customers';
import { idSchema, pageSchema } from './ids';
import { calendarDaySchema, timestampSchema } from './timestamps';


/** `_t`: a cache buster some clients add; ignored. */
export const ignoredCacheBuster = { _t: z.unknown().optional() };

// ---------------------------------------------------------------------------------------------
// Shared pieces

export const customerIdParamsSchema = z.object({ id: z.string().max(100).describe('Customer id (UUID)') });

export const pageQuery = z.object({
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(100).default(20),
  _t: z.unknown().optional(),
});

/** One value of an enumeration (canonical form; null = not given) and how many customers have it. */
export const countItemSchema = z.object({ value: z.string().nullable(), count: z.number().int() });
export type CountItem = z.infer<typeof countItemSchema>;

/** What lists of other things (tasks, history, pipeline) show of a customer. */
export const customerSummarySchema = z.object({
  id: z.string(),
  serialNumber: z.string(),
  name: z.string(),
  dariName: z.string().nullable(),
  phone: z.string().nullable(),
  type: z.string(),
  purpose: z.string().nullable(),
  source: z.string().nullable(),
  priority: z.string(),
  status: z.string(),
  createdAt: timestampSchema,
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

/** A user as lists of notes and tasks name them. */
export const userRefSchema = z.object({ id: z.number().int(), username: z.string(), name: z.string() });
export type UserRef = z.infer<typeof userRefSchema>;

// ---------------------------------------------------------------------------------------------
// Conversion

/** No body at all is the same as an empty one. */
export const convertToStudentBodySchema = z.preprocess(
  (input: { classId?: number; admissionNo?: string; admissionDate?: string } | null | undefined) => input ?? {},
  z.object({
    classId: idSchema.optional(),
    admissionNo: z
      .string()
      .trim()
      .min(1, 'Admission number may not be empty')
      .max(30, 'At most 30 characters')
      .regex(/^[A-Za-z0-9][A-Za-z0-9/_.-]*$/, 'Admission number may contain only letters, digits, / _ . and -')
      .optional(),
    admissionDate: z.iso.date('Admission date must be a date (YYYY-MM-DD)').optional(),
  }),
);
export type ConvertToStudentInput = z.output<typeof convertToStudentBodySchema>;

export const convertedStudentSchema = z.object({
  id: z.number().int(),
  schoolId: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  admissionNo: z.string(),
  admissionDate: calendarDaySchema.nullable(),
  classId: z.number().int().nullable(),
  status: z.string(),
  convertedFromCustomerId: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Conversion figures

export const conversionBucketSchema = z.object({
  periodStart: z.string().describe('First Kabul day of the period (YYYY-MM-DD)'),
  label: z.string(),
  newCustomers: z.number().int().describe('Customers registered in the period'),
  convertedOfNew: z.number().int().describe('Of those, how many have been converted since'),
  conversionRate: z.number().describe('convertedOfNew / newCustomers, in percent'),
  conversions: z.number().int().describe('Conversions made in the period (whenever the customer came)'),
});

export const conversionAnalyticsSchema = z.object({
  period: z.string(),
  timeZone: z.string(),
  buckets: z.array(conversionBucketSchema),
  window: z.object({ from: calendarDaySchema, to: calendarDaySchema, newCustomers: z.number().int(), conversions: z.number().int(), conversionRate: z.number() }),
  overall: z.object({
    totalCustomers: z.number().int(),
    convertedCustomers: z.number().int(),
    conversionRate: z.number(),
    averageDaysToConvert: z.number().nullable(),
  }),
});
export type ConversionAnalytics = z.infer<typeof conversionAnalyticsSchema>;

export const conversionHistoryItemSchema = z.object({
  eventId: z.number().int(),
  convertedAt: timestampSchema,
  customer: customerSummarySchema.extend({ deletedAt: timestampSchema.nullable() }),
  student: z
    .object({
      id: z.number().int(),
      admissionNo: z.string(),
      admissionDate: calendarDaySchema.nullable(),
      classId: z.number().int().nullable(),
      className: z.string().nullable(),
      userId: z.number().int(),
      username: z.string().nullable(),
    })
    .nullable()
    .describe('Null when the student record no longer exists'),
  convertedBy: userRefSchema.nullable(),
});

export const rateItemSchema = z.object({
  value: z.string().nullable(),
  total: z.number().int(),
  converted: z.number().int(),
  rate: z.number().describe('converted / total, in percent'),
});

export const conversionRatesSchema = z.object({
  period: z.string(),
  from: calendarDaySchema.describe('First Kabul day of the window (customers registered from then on)'),
  to: calendarDaySchema,
  overall: rateItemSchema.omit({ value: true }),
  byType: z.array(rateItemSchema),
  bySource: z.array(rateItemSchema),
  byPurpose: z.array(rateItemSchema),
});
export type ConversionRates = z.infer<typeof conversionRatesSchema>;

export const customerEventSchema = z.object({
  id: z.number().int(),
  customerId: z.string(),
  type: z.string().describe('CREATED, UPDATED, STATUS_CHANGED, DELETED, RESTORED, CONVERTED'),
  data: z.record(z.string(), z.unknown()),
  createdAt: timestampSchema,
  createdBy: userRefSchema.nullable(),
});

// ---------------------------------------------------------------------------------------------
// Suggestions

export const SUGGESTION_KINDS = ['FOLLOW_UP_HIGH_PRIORITY', 'OVERDUE_TASKS', 'READY_TO_CONVERT', 'STALE_LEAD'] as const;

export const customerSuggestionSchema = z.object({
  kind: z.enum(SUGGESTION_KINDS),
  severity: z.enum(['high', 'medium', 'low']),
  message: z.string(),
  customer: customerSummarySchema,
  days: z.number().int().nullable().describe('Days since the last contact (follow-up) or activity (stale lead)'),
  overdueTasks: z.number().int().nullable(),
});
export type CustomerSuggestion = z.infer<typeof customerSuggestionSchema>;

export const suggestionsSchema = z.object({
  thresholds: z.object({ contactDays: z.number().int(), staleDays: z.number().int() }),
  counts: z.record(z.enum(SUGGESTION_KINDS), z.number().int()).describe('All customers each rule finds (the list shows at most `limit` of each)'),
  suggestions: z.array(customerSuggestionSchema).describe('High severity first'),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;

// ---------------------------------------------------------------------------------------------
// Suggestions: thresholds and the next serial

export const thresholdsQuery = z.object({
  contactDays: z.coerce.number().int().min(1).max(365).default(7).describe('High-priority leads not contacted for this many days'),
  staleDays: z.coerce.number().int().min(1).max(365).default(30).describe('Leads with no activity for this many days'),
  limit: z.coerce.number().int().min(1).max(50).default(10).describe('At most this many of each kind'),
  _t: z.unknown().optional(),
});

export const nextSerialSchema = z.object({
  schoolId: z.number().int(),
  year: z.number().int().describe('Calendar year in Asia/Kabul'),
  lastSerialNumber: z.string().nullable(),
  nextSerialNumber: z.string(),
  reserved: z.literal(false).describe('A preview: the number is assigned when the visitor is saved'),
});

// ---------------------------------------------------------------------------------------------
// Search

/** The fields search suggestions come from. */
export const SUGGESTION_FIELDS = ['name', 'dariName', 'phone', 'mobile', 'email', 'serialNumber'] as const;
export type SuggestionField = (typeof SUGGESTION_FIELDS)[number];

export const suggestionSchema = z.object({
  value: z.string(),
  field: z.enum(SUGGESTION_FIELDS),
  match: z.enum(['prefix', 'fragment']).describe('prefix: the value starts with q; fragment: q is inside it'),
});

export const autocompleteItemSchema = customerSummarySchema.extend({
  label: z.string().describe('"Name · phone · serial number", ready to show'),
});

export const facetsSchema = z.object({
  total: z.number().int(),
  type: z.array(countItemSchema),
  status: z.array(countItemSchema),
  source: z.array(countItemSchema),
  purpose: z.array(countItemSchema),
  priority: z.array(countItemSchema),
  department: z.array(countItemSchema),
  gender: z.array(countItemSchema),
  tags: z.array(z.object({ value: z.string(), count: z.number().int() })).describe('The 30 most used tags'),
});

export const pipelineSchema = z.object({
  total: z.number().int(),
  stages: z.array(
    z.object({
      status: z.string(),
      count: z.number().int(),
      customers: z.array(customerSummarySchema).describe('The latest registered customers of the stage'),
    }),
  ),
});

// ---------------------------------------------------------------------------------------------
// Saved searches and lookups

export const lookupQuery = z.object({
  q: z.string('q is required').trim().min(1, 'q is required').max(100, 'At most 100 characters'),
  limit: z.coerce.number().int().min(1).max(20).default(8),
  _t: z.unknown().optional(),
});

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  criteria: z.record(z.string(), z.unknown()).describe('The criteria as saved (see POST /customers/search/advanced)'),
  createdAt: timestampSchema,
});

// ---------------------------------------------------------------------------------------------
// Analytics

/** The lead's stages in order; LOST is left out (a lost lead counts as having entered the funnel only). */
export const FUNNEL_STAGES = ['NEW', 'CONTACTED', 'QUALIFIED', 'CONVERTED'] as const;

/** The forecast's method (customer-analytics-forecast.ts on the server): least-squares line over weekly counts. */
export const FORECAST_METHOD = 'linear-regression';

export const weekPoint = z.object({ weekStart: z.string(), newCustomers: z.number(), conversions: z.number() });

export const funnelStageSchema = z.object({
  stage: z.enum(FUNNEL_STAGES),
  count: z.number().int().describe('Customers whose status is this stage or a later one'),
  percentOfTotal: z.number(),
  percentOfPrevious: z.number().describe('Share of the previous stage that reached this one'),
});

export const dashboardSchema = z.object({
  timeZone: z.string(),
  today: z.string(),
  totals: z.object({
    total: z.number().int(),
    newToday: z.number().int(),
    newThisWeek: z.number().int().describe('Since Saturday (Kabul)'),
    newThisMonth: z.number().int(),
    converted: z.number().int().describe('Customers made into students'),
    lost: z.number().int(),
    open: z.number().int().describe('Neither converted nor lost'),
    conversionRate: z.number(),
  }),
  byType: z.array(countItemSchema),
  bySource: z.array(countItemSchema),
  byPurpose: z.array(countItemSchema),
  byPriority: z.array(countItemSchema),
  byDepartment: z.array(countItemSchema),
  byStatus: z.array(countItemSchema),
  perDay: z.array(z.object({ date: calendarDaySchema, count: z.number().int() })).describe('The last 30 Kabul days, today last'),
  funnel: z.array(funnelStageSchema),
});

export const trendsSchema = z.object({
  period: z.string(),
  timeZone: z.string(),
  points: z.array(
    z.object({
      periodStart: z.string(),
      label: z.string(),
      newCustomers: z.number().int(),
      conversions: z.number().int(),
      growth: z.number().nullable().describe('Change of newCustomers against the period before, in percent; null when that one had none'),
    }),
  ),
  averagePerPeriod: z.number(),
});

export const forecastSchema = z.object({
  method: z.literal(FORECAST_METHOD),
  description: z.string(),
  timeZone: z.string(),
  historyWeeks: z.number().int(),
  history: z.array(weekPoint).describe('Complete weeks (Saturday to Friday), oldest first'),
  forecast: z.array(weekPoint).describe('Expected counts of the current week and the ones after it'),
  fit: z.object({
    newCustomers: z.object({ slope: z.number(), intercept: z.number() }),
    conversions: z.object({ slope: z.number(), intercept: z.number() }),
  }),
  movingAverage: z.object({ newCustomers: z.number(), conversions: z.number() }),
});

// ---------------------------------------------------------------------------------------------
// Reports

export const summarySchema = z.object({
  newCustomers: z.number().int().describe('Registered in the range'),
  converted: z.number().int().describe('Of those, made into students since'),
  conversions: z.number().int().describe('Conversions made in the range'),
  lost: z.number().int().describe('Of those registered, now LOST'),
  conversionRate: z.number().describe('converted / newCustomers, in percent'),
});

export const reportSchema = z.object({
  from: calendarDaySchema,
  to: calendarDaySchema,
  summary: summarySchema,
  byType: z.array(countItemSchema),
  bySource: z.array(countItemSchema),
  byPurpose: z.array(countItemSchema),
  byPriority: z.array(countItemSchema),
  byDepartment: z.array(countItemSchema),
  byStatus: z.array(countItemSchema),
  byCreator: z.array(z.object({ user: userRefSchema.nullable(), count: z.number().int() })).describe('Who registered them, most first'),
});

export const changeSchema = z.object({
  current: z.number(),
  previous: z.number(),
  difference: z.number(),
  percentChange: z.number().nullable().describe('null when the previous figure is 0'),
});

export const breakdownChangeSchema = z.array(z.object({ value: z.string().nullable(), current: z.number().int(), previous: z.number().int(), difference: z.number().int() }));

export const comparisonSchema = z.object({
  period: z.string(),
  current: z.object({ from: calendarDaySchema, to: calendarDaySchema }),
  previous: z.object({ from: calendarDaySchema, to: calendarDaySchema }),
  changes: z.object({
    newCustomers: changeSchema,
    converted: changeSchema,
    conversions: changeSchema,
    lost: changeSchema,
    conversionRate: changeSchema.describe('difference in percentage points'),
  }),
  byType: breakdownChangeSchema,
  bySource: breakdownChangeSchema,
  byPurpose: breakdownChangeSchema,
});

// ---------------------------------------------------------------------------------------------
// Analytics: the report range and the export

export const rangeQuery = z.object({
  from: z.iso.date('Use a date like 2026-03-21').optional(),
  to: z.iso.date('Use a date like 2026-03-21').optional(),
  ...ignoredCacheBuster,
});

/** No body at all is the same as an empty one: every customer in scope. */
export const exportBodySchema = z.preprocess(
  (input: { format?: 'csv'; filters?: z.input<typeof customerSearchCriteriaSchema> } | null | undefined) => input ?? {},
  z.object({
    format: z.enum(['csv'], { error: () => 'format must be csv' }).default('csv'),
    filters: customerSearchCriteriaSchema.optional(),
  }),
);

// ---------------------------------------------------------------------------------------------
// Documents

export const customerDocumentSchema = z.object({
  id: z.number().int(),
  customerId: z.string(),
  title: z.string(),
  kind: z.string(),
  fileName: z.string().nullable(),
  mimeType: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  hasFile: z.boolean().describe('A file is stored: GET /customers/{id}/documents/{documentId}/content'),
  url: z.string().nullable(),
  notes: z.string().nullable(),
  createdBy: userRefSchema.nullable(),
  createdAt: timestampSchema,
});
export type CustomerDocument = z.infer<typeof customerDocumentSchema>;

export const sizeCount = z.object({ value: z.string().nullable(), count: z.number().int(), sizeBytes: z.number().int() });

export const documentAnalyticsSchema = z.object({
  totalDocuments: z.number().int(),
  withFile: z.number().int(),
  totalSizeBytes: z.number().int(),
  byKind: z.array(sizeCount),
  byMimeType: z.array(sizeCount),
  recent: z.array(customerDocumentSchema.extend({ customer: customerSummarySchema })),
});

// ---------------------------------------------------------------------------------------------
// Tasks

export const customerTaskSchema = z.object({
  id: z.number().int(),
  customerId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(CUSTOMER_TASK_STATUSES),
  priority: z.string(),
  dueDate: calendarDaySchema.nullable(),
  overdue: z.boolean(),
  assignedTo: userRefSchema.nullable(),
  completedAt: timestampSchema.nullable(),
  createdBy: userRefSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type CustomerTask = z.infer<typeof customerTaskSchema>;

export const taskWithCustomer = customerTaskSchema.extend({ customer: customerSummarySchema });

export const tasksDashboardSchema = z.object({
  counts: z.object({
    open: z.number().int(),
    inProgress: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int(),
    overdue: z.number().int().describe('Open or in progress, due time passed'),
    dueSoon: z.number().int().describe('Open or in progress, due within the next dueSoonDays days'),
    completedLast7Days: z.number().int(),
  }),
  openByPriority: z.array(countItemSchema),
  overdue: z.array(taskWithCustomer).describe('The longest overdue first'),
  dueSoon: z.array(taskWithCustomer).describe('The soonest due first'),
});

// ---------------------------------------------------------------------------------------------
// Automation templates

export const templateParameterSchema = z.object({
  name: z.string(),
  type: z.enum(['integer', 'choice', 'text']),
  description: z.string(),
  default: z.union([z.number(), z.string()]),
  min: z.number().int().optional(),
  max: z.number().int().optional(),
  choices: z.array(z.string()).optional(),
});
export type TemplateParameter = z.infer<typeof templateParameterSchema>;

export const automationTemplateSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  trigger: z.enum(['AFTER_DAYS', 'IMMEDIATE', 'NO_ACTIVITY_DAYS']),
  action: z.object({
    type: z.enum(['CREATE_TASK', 'SEND_MESSAGE', 'FLAG_FOR_FOLLOW_UP']),
    text: z.string().describe('Task title or message; {name} is the customer\'s name, {serialNumber} the serial number'),
    priority: z.string().optional(),
  }),
  parameters: z.array(templateParameterSchema),
  runsImmediately: z.boolean().describe('true: the action happens when the automation is added (the task is created at once)'),
});
export type AutomationTemplate = z.infer<typeof automationTemplateSchema>;

// ---------------------------------------------------------------------------------------------
// Automations

export const customerAutomationSchema = z.object({
  id: z.number().int(),
  customerId: z.string(),
  templateKey: z.string(),
  name: z.string(),
  trigger: z.string(),
  action: z.object({
    type: z.string(),
    text: z.string().describe('The rendered task title or message'),
    parameters: z.record(z.string(), z.union([z.string(), z.number()])),
    taskId: z.number().int().nullable().describe('The task created at once (CREATE_TASK templates)'),
    dueDate: calendarDaySchema.nullable(),
  }),
  isActive: z.boolean(),
  createdBy: userRefSchema.nullable(),
  createdAt: timestampSchema,
});
export type CustomerAutomation = z.infer<typeof customerAutomationSchema>;

// ---------------------------------------------------------------------------------------------
// Collaborations

export const customerCollaborationSchema = z.object({
  id: z.number().int(),
  customerId: z.string(),
  kind: z.string().describe('NOTE, COMMENT, CALL, MEETING or MESSAGE'),
  message: z.string(),
  mentions: z.array(userRefSchema),
  createdBy: userRefSchema.nullable(),
  createdAt: timestampSchema,
});
export type CustomerCollaboration = z.infer<typeof customerCollaborationSchema>;

// ---------------------------------------------------------------------------------------------
// One customer's dashboard

export const customerDashboardSchema = z.object({
  customer: customerSchema,
  student: z
    .object({ id: z.number().int(), userId: z.number().int(), admissionNo: z.string(), admissionDate: calendarDaySchema.nullable(), classId: z.number().int().nullable(), status: z.string() })
    .nullable()
    .describe('The student made from this customer, if any'),
  counts: z.object({
    events: z.number().int(),
    documents: z.number().int(),
    documentBytes: z.number().int(),
    tasks: z.number().int(),
    openTasks: z.number().int().describe('Open or in progress'),
    overdueTasks: z.number().int(),
    completedTasks: z.number().int(),
    automations: z.number().int(),
    activeAutomations: z.number().int(),
    collaborations: z.number().int(),
  }),
  latest: z.object({
    events: z.array(customerEventSchema),
    tasks: z.array(customerTaskSchema).describe('Open ones first, by due date'),
    documents: z.array(customerDocumentSchema),
    automations: z.array(customerAutomationSchema),
    collaborations: z.array(customerCollaborationSchema),
  }),
  suggestions: z.array(customerSuggestionSchema),
});

// ---------------------------------------------------------------------------------------------
// Answers

