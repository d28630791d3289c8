/** Test data for Add Payment and the bill: students as GET /students answers them, a bill, a payment, the sent body. */
import type { Payment, PaymentBill } from '@/contract/finance';
import { decryptPayload, DEFAULT_PAYLOAD_KEY } from '@/lib/payload-crypto';

type ApiStudentOverrides = {
  id: number;
  firstName: string;
  lastName?: string | null;
  admissionNo: string;
  className?: string | null;
  phone?: string | null;
  parentUserId?: number | null;
};

/** A student of the list answer, with the parts the picker reads (the rest of a real one is ignored). */
export function makeApiStudent({ id, firstName, lastName = null, admissionNo, className = null, phone = null, parentUserId = null }: ApiStudentOverrides) {
  return {
    id,
    userId: 100 + id,
    schoolId: 1,
    admissionNo,
    class: className ? { id: 900 + id, name: className, code: className.replace(/\s+/g, '') } : null,
    user: { id: 100 + id, firstName, lastName, displayName: null, phone },
    parent: parentUserId ? { id: 500 + id, user: { id: parentUserId } } : null,
  };
}

export function studentListBody(students: ReturnType<typeof makeApiStudent>[]) {
  return {
    success: true,
    message: 'Students retrieved successfully',
    data: students,
    meta: { pagination: { currentPage: 1, totalPages: 1, totalCount: students.length, limit: 20 } },
  };
}

export function makeBill(overrides: Partial<PaymentBill> = {}): PaymentBill {
  return {
    paymentId: 31,
    receiptNumber: 'RCP-000031',
    studentId: 'ADM-2024-005',
    studentName: 'Ahmad Karimi',
    fatherName: 'Rahim Karimi',
    branch: 'Kabul Model School',
    paymentDate: '2026-03-21',
    className: 'Grade 7 A',
    phone: '+93 70 555 0101',
    totalFees: 1234.5,
    paidAmount: 1234.5,
    discount: 0,
    currency: 'AFN',
    receivedBy: 'Cashier',
    status: 'PAID',
    method: 'CASH',
    type: 'TUITION_FEE',
    ...overrides,
  };
}

export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 31,
    schoolId: 1,
    studentId: 5,
    student: { id: 5, firstName: 'Ahmad', lastName: 'Karimi', admissionNo: 'ADM-2024-005' },
    parentId: 41,
    amount: 1234.5,
    total: 1234.5,
    paymentDate: '2026-03-21',
    status: 'PAID',
    method: 'CASH',
    type: 'TUITION_FEE',
    remarks: null,
    description: 'Tuition Fee',
    receiptNumber: 'RCP-000031',
    createdBy: 7,
    createdAt: '2026-03-21T05:00:00.000Z',
    updatedAt: '2026-03-21T05:00:00.000Z',
    ...overrides,
  };
}

/** The decrypted JSON body of a write the client sent (`{ encryptedData }`). */
export async function readSentBody(request: Request): Promise<Record<string, unknown>> {
  const envelope = (await request.clone().json()) as { encryptedData: string };
  return decryptPayload(envelope.encryptedData, DEFAULT_PAYLOAD_KEY) as Record<string, unknown>;
}
