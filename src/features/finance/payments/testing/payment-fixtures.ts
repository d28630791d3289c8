/** Test data for Add Payment and the bill: students as GET /students answers them, a bill, a payment, the sent body, the school profile. */
import type { SchoolClass } from '@/contract/classes';
import type { Payment, PaymentBill } from '@/contract/finance';
import type { SchoolProfile } from '@/contract/school-settings';
import type { Student } from '@/contract/students';
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

/** A student as GET /students answers it (the contract's whole record; the picker reads a few parts). */
export function makeApiStudent({ id, firstName, lastName = null, admissionNo, className = null, phone = null, parentUserId = null }: ApiStudentOverrides): Student {
  const text = null;
  return {
    id,
    userId: 100 + id,
    schoolId: 1,
    admissionNo,
    rollNo: text,
    tazkiraNo: text,
    classId: className ? 900 + id : null,
    class: className ? { id: 900 + id, name: className, code: className.replace(/\s+/g, '') } : null,
    admissionDate: '2024-03-21',
    status: 'ACTIVE',
    bloodGroup: text,
    nationality: text,
    religion: text,
    caste: text,
    previousSchool: text,
    bankName: text,
    bankAccountNo: text,
    originAddress: text,
    originCity: text,
    originState: text,
    originProvince: text,
    originCountry: text,
    originPostalCode: text,
    currentAddress: text,
    currentCity: text,
    currentState: text,
    currentProvince: text,
    currentCountry: text,
    currentPostalCode: text,
    cardPrintCount: 0,
    convertedFromCustomerId: text,
    user: {
      id: 100 + id,
      username: `student${id}`,
      firstName,
      middleName: text,
      lastName,
      dariName: text,
      displayName: text,
      gender: text,
      dateOfBirth: text,
      birthDate: text,
      phone,
      email: text,
      tazkiraNo: text,
      status: 'ACTIVE',
      avatar: text,
      bio: text,
      timezone: text,
      locale: text,
      metadata: text,
    },
    parent: parentUserId
      ? {
          id: 500 + id,
          user: {
            id: parentUserId,
            username: `parent${parentUserId}`,
            firstName: 'Parent',
            middleName: text,
            lastName: text,
            dariName: text,
            displayName: text,
            phone: text,
            email: text,
            gender: text,
          },
          occupation: text,
          annualIncome: text,
          education: text,
          employer: text,
          designation: text,
          workPhone: text,
          emergencyContact: text,
          relationship: 'Father',
          isGuardian: true,
          isEmergencyContact: true,
        }
      : null,
    createdAt: '2024-03-21T08:00:00.000Z',
    updatedAt: '2024-03-21T08:00:00.000Z',
    deletedAt: text,
  };
}

/** A class as GET /classes answers it. */
export function makeApiClass(id: number, name: string, code: string): SchoolClass {
  return { id, name, dariName: null, pashtoName: null, code, schoolId: 1, grade: null, section: null, room: null, capacity: null, academicYear: null, classTeacherId: null, classTeacher: null, studentCount: 0, updatedAt: '2026-11-01T08:00:00.000Z' };
}

/** GET /classes's answer. */
export function classListBody(classes: SchoolClass[]) {
  return {
    success: true,
    message: 'Classes retrieved successfully',
    data: classes,
    meta: { pagination: { currentPage: 1, totalPages: 1, totalCount: classes.length, limit: 500 } },
  };
}

export function studentListBody(students: Student[]) {
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
    managerName: 'Abdul Qadir Noori',
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

/** A school profile as GET /settings/school answers it (and the device keeps it), with a manager. */
export function makeSchoolProfile(overrides: Partial<SchoolProfile> = {}): SchoolProfile {
  return {
    id: 1,
    name: 'Kabul Model School',
    dariName: null,
    pashtoName: null,
    complexName: null,
    address: null,
    dariAddress: null,
    pashtoAddress: null,
    phone: null,
    email: null,
    socialLinks: {},
    managerName: 'Nadia Rahimi',
    ...overrides,
  };
}
