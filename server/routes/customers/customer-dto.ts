/** A customers row as the API answers it (customerSchema): ISO dates, numbers for numeric columns. */
import { getTableColumns } from 'drizzle-orm';
import type { Customer } from '@/contract/customers';
import { customers } from '../../db/schema';

export type CustomerRow = typeof customers.$inferSelect;

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;
const numberOrNull = (value: string | null): number | null => (value === null ? null : Number(value));

export function toCustomerDto(row: CustomerRow): Customer {
  return {
    id: row.id,
    serialNumber: row.serialNumber,
    schoolId: row.schoolId,
    name: row.name,
    firstName: row.firstName,
    lastName: row.lastName,
    dariName: row.dariName,
    phone: row.phone,
    mobile: row.mobile,
    email: row.email,
    gender: row.gender,
    type: row.type,
    purpose: row.purpose,
    department: row.department,
    source: row.source,
    priority: row.priority,
    referredTo: row.referredTo,
    remarks: row.remarks,
    status: row.status,
    stage: row.stage,
    metadata: row.metadata ?? {},
    address: row.address,
    street: row.street,
    city: row.city,
    country: row.country,
    postalCode: row.postalCode,
    company: row.company,
    website: row.website,
    occupation: row.occupation,
    notes: row.notes,
    tags: row.tags ?? [],
    leadScore: row.leadScore,
    value: numberOrNull(row.value),
    totalSpent: Number(row.totalSpent),
    orderCount: row.orderCount,
    convertedStudentId: row.convertedStudentId,
    convertedAt: iso(row.convertedAt),
    lastContact: iso(row.lastContact),
    lastActivity: iso(row.lastActivity),
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: iso(row.deletedAt),
  };
}

const COLUMNS = Object.entries(getTableColumns(customers)).map(([key, column]) => ({
  key,
  name: column.name,
  dataType: column.dataType,
}));

/**
 * A customers row read as JSON (row_to_json / json_agg: column names as keys, timestamps as ISO
 * text, numerics as numbers) in the shape Drizzle reads it, so toCustomerDto serves both.
 */
export function customerRowFromJson(record: Record<string, unknown>): CustomerRow {
  const row: Record<string, unknown> = {};
  for (const { key, name, dataType } of COLUMNS) {
    const value = record[name] ?? null;
    if (value === null) row[key] = null;
    else if (dataType === 'date') row[key] = new Date(value as string);
    else if (dataType === 'string' && typeof value === 'number') row[key] = String(value);
    else row[key] = value;
  }
  return row as CustomerRow;
}
