/**
 * Test data for the customer tests: customers inserted directly (a fresh school and its users:
 * server/test-support/school-fixtures.ts).
 */
import { randomUUID } from 'node:crypto';
import { customers } from '../../db/schema';
import type { TestApp } from '../../test-support/test-app';
import type { CustomerRow } from './customer-dto';

let serial = 0;

export type CustomerValues = Partial<typeof customers.$inferInsert> & { schoolId: number };

export async function insertCustomer(t: TestApp, values: CustomerValues): Promise<CustomerRow> {
  serial += 1;
  const [row] = await t.database.db
    .insert(customers)
    .values({ id: randomUUID(), serialNumber: `T-${String(serial).padStart(6, '0')}`, name: `Visitor ${serial}`, ...values })
    .returning();
  return row;
}

export const daysAgo = (days: number, from: Date = new Date()) => new Date(from.getTime() - days * 24 * 60 * 60 * 1000);
