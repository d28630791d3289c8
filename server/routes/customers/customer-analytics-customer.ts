/**
 * One customer's dashboard (GET /customers/{id}/dashboard): the customer, the student made from
 * them, how many events, tasks, documents, automations and notes they have, the latest of each,
 * and the suggestions that apply to them.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { calendarDaySchema } from '@/contract/timestamps';
import { customerSchema } from '@/contract/customers';
import type { DbOrTx } from '../../db/connection';
import { customerAutomations, customerCollaborations, customerDocuments, customerEvents, customerTasks, students } from '../../db/schema';
import type { AuthUser } from '../../types';
import { customerAutomationSchema, latestAutomations } from './customer-automations-routes';
import { customerCollaborationSchema, latestCollaborations } from './customer-collaborations-routes';
import { customerEventSchema, customerEventsPage } from './customer-conversion-queries';
import { customerDocumentSchema, latestDocuments } from './customer-documents-routes';
import { toCustomerDto } from './customer-dto';
import { customerSuggestionSchema, customerSuggestions } from './customer-suggestions-queries';
import { customerTaskSchema, latestTasks } from './customer-tasks-routes';
import { findVisibleCustomer } from './extras/customer-lookup';

export const LATEST_PER_LIST = 5;

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
export type CustomerDashboard = z.infer<typeof customerDashboardSchema>;

export async function customerActivityDashboard(db: DbOrTx, user: AuthUser, id: string): Promise<CustomerDashboard> {
  const customer = await findVisibleCustomer(db, user, id);
  const active = inArray(customerTasks.status, ['OPEN', 'IN_PROGRESS']);
  const [
    [events],
    [documents],
    [tasks],
    [automations],
    [collaborations],
    [student],
    latestEvents,
    latestTaskList,
    latestDocumentList,
    latestAutomationList,
    latestCollaborationList,
    suggestions,
  ] = await Promise.all([
    db.select({ value: count() }).from(customerEvents).where(eq(customerEvents.customerId, customer.id)),
    db
      .select({ value: count(), bytes: sql<number>`coalesce(sum(${customerDocuments.sizeBytes}), 0)::float8` })
      .from(customerDocuments)
      .where(eq(customerDocuments.customerId, customer.id)),
    db
      .select({
        value: count(),
        open: sql<number>`count(*) filter (where ${active})::int`,
        overdue: sql<number>`count(*) filter (where ${and(active, sql`${customerTasks.dueDate} < now()`)})::int`,
        completed: sql<number>`count(*) filter (where ${customerTasks.status} = 'COMPLETED')::int`,
      })
      .from(customerTasks)
      .where(eq(customerTasks.customerId, customer.id)),
    db
      .select({ value: count(), active: sql<number>`count(*) filter (where ${customerAutomations.isActive})::int` })
      .from(customerAutomations)
      .where(eq(customerAutomations.customerId, customer.id)),
    db.select({ value: count() }).from(customerCollaborations).where(eq(customerCollaborations.customerId, customer.id)),
    customer.convertedStudentId === null
      ? Promise.resolve([] as (typeof students.$inferSelect)[])
      : db.select().from(students).where(eq(students.id, customer.convertedStudentId)),
    customerEventsPage(db, user, customer.id, 1, LATEST_PER_LIST),
    latestTasks(db, customer.id, LATEST_PER_LIST),
    latestDocuments(db, customer.id, LATEST_PER_LIST),
    latestAutomations(db, customer.id, LATEST_PER_LIST),
    latestCollaborations(db, customer.id, LATEST_PER_LIST),
    customerSuggestions(db, user, { contactDays: 7, staleDays: 30 }, 1, customer.id),
  ]);
  return {
    customer: toCustomerDto(customer),
    student: student
      ? { id: student.id, userId: student.userId, admissionNo: student.admissionNo, admissionDate: student.admissionDate, classId: student.classId, status: student.status }
      : null,
    counts: {
      events: Number(events?.value ?? 0),
      documents: Number(documents?.value ?? 0),
      documentBytes: Number(documents?.bytes ?? 0),
      tasks: Number(tasks?.value ?? 0),
      openTasks: Number(tasks?.open ?? 0),
      overdueTasks: Number(tasks?.overdue ?? 0),
      completedTasks: Number(tasks?.completed ?? 0),
      automations: Number(automations?.value ?? 0),
      activeAutomations: Number(automations?.active ?? 0),
      collaborations: Number(collaborations?.value ?? 0),
    },
    latest: {
      events: latestEvents.items,
      tasks: latestTaskList,
      documents: latestDocumentList,
      automations: latestAutomationList,
      collaborations: latestCollaborationList,
    },
    suggestions: suggestions.suggestions,
  };
}
