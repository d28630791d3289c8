/**
 * The database's rendering of a customer (customer-json.ts, used by lists) and toCustomerDto
 * (used by single customers) must give the same object, field for field, for a customer with every
 * field filled and for one with only the required ones; and it must pass the contract's schema.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSchema } from '@/contract/customers';
import type { DatabaseHandle } from '../../db/connection';
import { customers, schools, users } from '../../db/schema';
import { openTestDatabase } from '../../test-support/test-database';
import { toCustomerDto } from './customer-dto';
import { customerJson } from './customer-json';

let database: DatabaseHandle;
let dispose: () => Promise<void>;
let userId: number;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  await database.db.insert(schools).values({ id: 1, name: 'Kabul' });
  const [user] = await database.db.insert(users).values({ schoolId: 1, username: 'desk', passwordHash: 'x', role: 'TEACHER' }).returning();
  userId = user.id;
});
afterAll(async () => {
  await dispose?.();
});

async function bothRenderings(id: string) {
  const [row] = await database.db.select().from(customers).where(eq(customers.id, id));
  const result = await database.db.execute(sql`select ${customerJson('c')}::text as json from customers c where c.id = ${id}`);
  const [{ json }] = (result as { rows: { json: string }[] }).rows;
  return { fromDatabase: JSON.parse(json) as unknown, fromNode: toCustomerDto(row) };
}

describe('customerJson', () => {
  it('renders a customer with every field filled as toCustomerDto does', async () => {
    const id = randomUUID();
    const moment = new Date('2026-03-04T05:06:07.891Z');
    await database.db.insert(customers).values({
      id, schoolId: 1, serialNumber: 'V-2026-000001', name: 'Karim "Kaka" Karimi', firstName: 'Karim', lastName: 'Karimi',
      dariName: 'کریم کریمی', phone: '+93 799 123 456', mobile: '0799 123 456', email: 'karim@example.af', gender: 'MALE',
      type: 'PARENT', purpose: 'ENROLLMENT', department: 'ACADEMIC', source: 'WALK_IN', priority: 'HIGH', referredTo: 'Principal',
      referredById: userId, remarks: 'line one\nline two', status: 'QUALIFIED', stage: 'VISIT', metadata: { 'Child class': '7B', note: 'a\\b' },
      address: 'Street 4', street: 'Darulaman', city: 'Kabul', country: 'Afghanistan', postalCode: '1001', company: 'Ariana',
      website: 'https://example.af', occupation: 'Engineer', tags: ['vip', 'sibling'], value: '1234.50', leadScore: 77,
      pipelineStageId: 2, totalSpent: '99.99', orderCount: 3, notes: 'notes', assignedTo: userId, ownerId: userId, userId,
      convertedStudentId: 12, convertedAt: moment, lastContact: moment, lastActivity: moment, createdBy: userId, updatedBy: userId,
      // Microseconds: a JS Date keeps milliseconds, and so must the database's text.
      createdAt: sql`'2026-01-02T03:04:05.678912Z'::timestamptz` as unknown as Date, updatedAt: moment, deletedAt: moment,
    });
    const { fromDatabase, fromNode } = await bothRenderings(id);
    expect(fromDatabase).toEqual(fromNode);
    expect(customerSchema.strict().parse(fromDatabase)).toEqual(fromNode);
  });

  it('renders a customer with only the required fields as toCustomerDto does', async () => {
    const id = randomUUID();
    await database.db.insert(customers).values({ id, schoolId: 1, serialNumber: 'V-2026-000002', name: 'Gul' });
    const { fromDatabase, fromNode } = await bothRenderings(id);
    expect(fromDatabase).toEqual(fromNode);
    expect(customerSchema.strict().parse(fromDatabase)).toEqual(fromNode);
  });
});
