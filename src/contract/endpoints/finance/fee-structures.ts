/**
 * /fee-structures (spec part 2 §7.4): what each fee costs, for which class and how often.
 * List, one record, create, edit, soft delete and restore (ledger-records.ts); creating,
 * editing and restoring may be kept on the device when the server cannot be reached.
 */
import { defineEndpoint } from '@/contract/endpoint';
import { feeStructureListQuerySchema, feeStructureListAnswerSchema, feeStructureCreateSchema, feeStructureSchema, feeStructureUpdateSchema } from '@/contract/finance-ledger';
import { keptFeeStructure } from '@/contract/endpoints/finance/finance-pending';
import { ledgerRecordEndpoints } from '@/contract/endpoints/finance/ledger-records';

export const list = defineEndpoint({
  method: 'GET',
  path: '/fee-structures',
  tags: ['Finance'],
  summary: 'Fee structures: type, frequency, classId, academicYear, active, search (name, description, academic year), sort, pages; meta.totalAmount sums every match',
  access: { permission: 'finance:read' },
  query: feeStructureListQuerySchema,
  answers: { 200: feeStructureListAnswerSchema },
});

export const { get, create, update, remove, restore } = ledgerRecordEndpoints({
  path: '/fee-structures',
  item: feeStructureSchema,
  createBody: feeStructureCreateSchema,
  updateBody: feeStructureUpdateSchema,
  resource: 'finance',
  noun: 'fee structure',
  entity: 'feeStructure',
  keptCreate: keptFeeStructure,
});
