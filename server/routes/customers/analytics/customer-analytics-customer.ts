/**
 * One customer's dashboard (GET /customers/{id}/dashboard): the customer, the student made from
 * them, how many events, tasks, documents, automations and notes they have, the latest of each,
 * and the suggestions that apply to them.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { customerDashboardSchema } from '@/contract/customer-extras';
import type { DbOrTx } from '../../../db/connection';
import { customerAutomations, customerCollaborations, customerDocuments, customerEvents, customerTasks, students } from '../../../db/schema';
import type { AuthUser } from '../../../types';
import { latestAutomations } from '../automations/customer-automation-repository';
import { latestCollaborations } from '../collaborations/customer-collaboration-repository';
import { customerEventsPage } from '../conversion/customer-conversion-repository';
import { toCustomerDto } from '../customer-dto';
import { findVisibleCustomer } from '../customer-lookup';
import { latestDocuments } from '../documents/customer-document-repository';
import { customerSuggestions } from '../suggestions/customer-suggestion-repository';
import { latestTasks } from '../tasks/customer-task-repository';

export const LATEST_PER_LIST = 5;

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
