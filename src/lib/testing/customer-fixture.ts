/** Test data for the customers area: a customer as the API answers it, and request readers. */
import type { Customer } from '@/contract/customers';
import type { EffectivePermissions } from '@/contract/endpoints/rbac';
import { toPermissionMap } from '@/contract/permissions';
import { decryptPayload, DEFAULT_PAYLOAD_KEY } from '@/lib/payload-crypto';

let counter = 0;

export function makeCustomer(overrides: Partial<Customer> = {}): Customer {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    serialNumber: `V-2026-${String(counter).padStart(6, '0')}`,
    schoolId: 1,
    name: 'Ahmad Rahimi',
    firstName: null,
    lastName: null,
    dariName: null,
    phone: '+93 70 123 4567',
    mobile: '+93 70 123 4567',
    email: null,
    gender: 'MALE',
    type: 'STUDENT',
    purpose: 'ENROLLMENT',
    department: 'ACADEMIC',
    source: 'WALK_IN',
    priority: 'MEDIUM',
    referredTo: null,
    remarks: null,
    status: 'NEW',
    stage: null,
    metadata: {},
    address: null,
    street: null,
    city: null,
    country: null,
    postalCode: null,
    company: null,
    website: null,
    occupation: null,
    notes: null,
    tags: [],
    leadScore: null,
    value: null,
    totalSpent: 0,
    orderCount: 0,
    convertedStudentId: null,
    convertedAt: null,
    lastContact: null,
    lastActivity: null,
    createdBy: 7,
    updatedBy: null,
    createdAt: '2026-11-22T05:45:00.000Z',
    updatedAt: '2026-11-22T05:45:00.000Z',
    deletedAt: null,
    ...overrides,
  };
}

/** GET /customers's answer for a list. */
export function listAnswer(customers: Customer[], totalCount = customers.length) {
  return {
    body: {
      success: true,
      message: 'Customers retrieved successfully',
      data: customers,
      meta: {
        pagination: { currentPage: 1, totalPages: Math.max(1, Math.ceil(totalCount / 50)), totalCount, limit: 50 },
        totalCountCapped: false,
      },
    },
  };
}

/** The decrypted JSON body of a write the client sent (`{ encryptedData }`). */
export async function readSentBody(request: Request): Promise<Record<string, unknown>> {
  const envelope = (await request.clone().json()) as { encryptedData: string };
  return decryptPayload(envelope.encryptedData, DEFAULT_PAYLOAD_KEY) as Record<string, unknown>;
}

/** GET /api/rbac/permissions/user/7/effective as the server answers it for the front-desk user of these tests. */
export function effectivePermissionsAnswer(permissionNames: readonly string[]) {
  const data: EffectivePermissions = {
    userId: 7,
    username: 'teacher',
    role: 'TEACHER',
    permissions: toPermissionMap(permissionNames),
    permissionNames: [...permissionNames],
    dataScopes: ['school:1'],
    grants: [],
    revocations: [],
  };
  return { body: { success: true, data } };
}
