/**
 * Every endpoint the device may keep for later (its definition has an `offline` policy), found
 * from a queued request's method and path. The service worker asks it which writes to keep
 * (write-routing.ts); the outbox panel asks it what a kept write is. A screen asks only its own
 * area's (offlineWritesOf), so it does not load every area's definitions.
 * An area whose endpoints may be queued adds its module here.
 */
import { findEndpoint, offlineWritesOf, type OfflineWrite } from '@/contract/endpoint';
import * as administrationOwners from '@/contract/endpoints/administration/owners';
import * as administrationResources from '@/contract/endpoints/administration/resources';
import * as administrationSchools from '@/contract/endpoints/administration/schools';
import * as attendanceMarks from '@/contract/endpoints/attendance/marks';
import * as attendanceRegister from '@/contract/endpoints/attendance/register';
import * as classLife from '@/contract/endpoints/class-life';
import * as classes from '@/contract/endpoints/classes';
import * as customers from '@/contract/endpoints/customers';
import * as customersAutomations from '@/contract/endpoints/customers/automations';
import * as customersCollaborations from '@/contract/endpoints/customers/collaborations';
import * as customersSearch from '@/contract/endpoints/customers/search';
import * as customersTasks from '@/contract/endpoints/customers/tasks';
import * as exams from '@/contract/endpoints/exams';
import * as financeBudgets from '@/contract/endpoints/finance/budgets';
import * as financeExpenses from '@/contract/endpoints/finance/expenses';
import * as financeFeeStructures from '@/contract/endpoints/finance/fee-structures';
import * as financeIncomes from '@/contract/endpoints/finance/incomes';
import * as financePaymentMethods from '@/contract/endpoints/finance/payment-methods';
import * as financePayments from '@/contract/endpoints/finance/payments';
import * as financePayroll from '@/contract/endpoints/finance/payroll';
import * as financeTransactions from '@/contract/endpoints/finance/transactions';
import * as messagingConversations from '@/contract/endpoints/messaging/conversations';
import * as messagingMessages from '@/contract/endpoints/messaging/messages';
import * as messagingParentInbox from '@/contract/endpoints/messaging/parent-inbox';
import * as messagingPolls from '@/contract/endpoints/messaging/polls';
import * as parentsAccount from '@/contract/endpoints/parents/account';
import * as parentsPortal from '@/contract/endpoints/parents/portal';
import * as reports from '@/contract/endpoints/reports';
import * as staff from '@/contract/endpoints/staff';
import * as students from '@/contract/endpoints/students';
import * as teacherAnalytics from '@/contract/endpoints/teachers/analytics';
import * as teachers from '@/contract/endpoints/teachers/teachers';

const AREAS: readonly Record<string, unknown>[] = [administrationOwners, administrationResources, administrationSchools, attendanceMarks, attendanceRegister, classLife, classes, customers, customersAutomations, customersCollaborations, customersSearch, customersTasks, exams, financeBudgets, financeExpenses, financeFeeStructures, financeIncomes, financePaymentMethods, financePayments, financePayroll, financeTransactions, messagingConversations, messagingMessages, messagingParentInbox, messagingPolls, parentsAccount, parentsPortal, reports, staff, students, teacherAnalytics, teachers];

export const OFFLINE_WRITES: readonly OfflineWrite[] = AREAS.flatMap(offlineWritesOf);

/** The kept-write endpoint a request is for, with its path params; `path` is below `/api`, without query. */
export function findOfflineWrite(method: string, path: string): { endpoint: OfflineWrite; params: Record<string, string> } | null {
  return findEndpoint(OFFLINE_WRITES, method, path);
}
