/**
 * The ONE query-key factory of the finance area (CONVENTIONS §2). Any money write invalidates
 * `financeKeys.all`: the lists, the overview's stats and the analytics all depend on every write
 * (spec §4 "Creates and deletes refresh the expense or payroll lists and the finance analytics and
 * stats").
 */
export const financeKeys = {
  all: ['finance'] as const,
  stats: () => [...financeKeys.all, 'stats'] as const,
  /** The overview's 'Calculated' fallback, under the stats' key; `access`: which lists the user may read. */
  calculatedStats: (access: object) => [...financeKeys.stats(), 'calculated', access] as const,
  payments: () => [...financeKeys.all, 'payments'] as const,
  /** `filters`: the payment list's query (search, filters, sort, page, limit). */
  paymentList: (filters: object) => [...financeKeys.payments(), 'list', filters] as const,
  paymentBill: (paymentId: number) => [...financeKeys.payments(), 'bill', paymentId] as const,
  expenses: () => [...financeKeys.all, 'expenses'] as const,
  expenseList: (filters: object) => [...financeKeys.expenses(), 'list', filters] as const,
  payrolls: () => [...financeKeys.all, 'payrolls'] as const,
  payrollList: (filters: object) => [...financeKeys.payrolls(), 'list', filters] as const,
  /** The Analytics tab's figures; `range` is its date range. */
  analytics: (range: object) => [...financeKeys.all, 'analytics', range] as const,
  /** The report kinds GET /finance/reports offers. */
  reports: () => [...financeKeys.all, 'reports'] as const,
  /** The pickers' lists (students for Add Payment, staff and teachers for Add Payroll). */
  studentPicker: () => [...financeKeys.all, 'picker', 'students'] as const,
  employeePicker: () => [...financeKeys.all, 'picker', 'employees'] as const,
  /** The school's active fee structures (the Add Payment form's "usual fee"). */
  activeFeeStructures: () => [...financeKeys.all, 'fee-structures', 'active'] as const,
};
