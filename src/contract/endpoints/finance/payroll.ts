/**
 * /payrolls (spec part 2 §2.4, §3.7, §7.4): list with search, employeeId, status, month,
 * payment-date range, sort and pages plus the four summary cards in `meta.summary`; get, create,
 * edit, soft delete and restore; and GET /payrolls/employees, the Add Payroll modal's employee
 * picker (src/contract/payroll-employees.ts). Creating and editing a record may be kept on the
 * device when the server cannot be reached.
 */
import { payrollCreateSchema, payrollListAnswerSchema, payrollListQuerySchema, payrollSchema, payrollUpdateSchema } from '@/contract/finance';
import { defineEndpoint } from '@/contract/endpoint';
import { keptEdit, keptPayroll, keptRestore } from '@/contract/endpoints/finance/finance-pending';
import { financeIdParamsSchema, recordAnswer, restoreEndpoint } from '@/contract/endpoints/finance/ledger-records';
import { payrollEmployeesAnswerSchema } from '@/contract/payroll-employees';

const tags = ['finance'];

export const payrollAnswerSchema = recordAnswer(payrollSchema);

export const list = defineEndpoint({
  method: 'GET',
  path: '/payrolls',
  tags,
  summary: 'Payroll records: search, employeeId, status, month (YYYY-MM), payment-date range, sort, pages; meta.summary holds the four cards',
  access: { permission: 'payroll:read' },
  query: payrollListQuerySchema,
  answers: { 200: payrollListAnswerSchema },
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/payrolls/:id',
  tags,
  summary: 'One payroll record',
  access: { permission: 'payroll:read' },
  params: financeIdParamsSchema,
  answers: { 200: payrollAnswerSchema },
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/payrolls',
  tags,
  summary: 'Create a payroll record for a staff member (staffId) or teacher (teacherId) of the school; the net salary is computed (> 0)',
  access: { permission: 'payroll:create' },
  body: payrollCreateSchema,
  answers: { 201: payrollAnswerSchema },
  offline: keptPayroll,
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/payrolls/:id',
  tags,
  summary: 'Edit a payroll record: fields left out keep their value; the net salary is recomputed (> 0)',
  access: { permission: 'payroll:update' },
  params: financeIdParamsSchema,
  body: payrollUpdateSchema,
  answers: { 200: payrollAnswerSchema },
  versionedBy: get,
  offline: keptEdit('payroll'),
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/payrolls/:id',
  tags,
  summary: 'Soft delete a payroll record',
  access: { permission: 'payroll:delete' },
  params: financeIdParamsSchema,
  answers: { 200: payrollAnswerSchema },
});

export const restore = restoreEndpoint({ path: '/payrolls', permission: 'payroll:delete', item: payrollSchema, offline: keptRestore('payroll') });

/** Static: wins over /payrolls/:id in Fastify's router, whatever the registration order. */
export const employees = defineEndpoint({
  method: 'GET',
  path: '/payrolls/employees',
  tags,
  summary: "The payroll employee picker: the active staff members and teachers of the user's school",
  access: { permission: 'payroll:create' },
  answers: { 200: payrollEmployeesAnswerSchema },
});
