/** Messages the /teachers routes share (their schemas are the contract's: src/contract/endpoints/teachers/). */
export const TEACHER_ROUTE_MESSAGES = {
  listed: 'Teachers',
  fetched: 'Teacher',
  schoolNotFound: 'School not found',
  bulkDone: 'Bulk operation finished',
  validated: 'Validation finished',
} as const;
