/** A customers row as the API answers it (customerSchema): ISO dates, numbers for numeric columns. */
import type { Customer } from '@/contract/customers';
import type { customers } from '../../db/schema';

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
