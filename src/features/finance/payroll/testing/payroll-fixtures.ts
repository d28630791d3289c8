/** Test data of the payroll area: employees and payroll records as the API answers them, and a sent body's reader. */
import type { Payroll } from '@/contract/finance';
import type { PayrollEmployee } from '@/contract/payroll-employees';
import { decryptPayload, DEFAULT_PAYLOAD_KEY } from '@/lib/payload-crypto';

export function makeEmployee(overrides: Partial<PayrollEmployee> = {}): PayrollEmployee {
  return {
    kind: 'staff',
    id: 3,
    employeeId: 'EMP-002',
    user: { firstName: 'Mohammad', lastName: 'Karimi', phone: '+93788345678', email: 'mohammad.karimi@example.af' },
    designation: 'Cashier',
    department: 'Finance',
    subject: null,
    salary: { basicSalary: 22000, allowances: 2500 },
    ...overrides,
  };
}

export const sampleEmployees: PayrollEmployee[] = [
  makeEmployee(),
  makeEmployee({
    id: 4,
    employeeId: 'EMP-007',
    user: { firstName: 'Nasir', lastName: 'Popal', phone: '+93700111222', email: null },
    designation: 'Guard',
    department: 'Security',
    salary: { basicSalary: 9000.5, allowances: 750.25 },
  }),
  makeEmployee({
    kind: 'teacher',
    id: 12,
    employeeId: 'TCH-012',
    user: { firstName: 'Laila', lastName: 'Rahimi', phone: '+93799000111', email: 'laila@example.af' },
    designation: 'Teacher',
    department: 'Science',
    subject: 'Physics',
    salary: { basicSalary: 12000, allowances: 1000 },
  }),
];

export function makePayroll(overrides: Partial<Payroll> = {}): Payroll {
  return {
    id: 41,
    schoolId: 1,
    staffId: 4,
    teacherId: null,
    employeeId: 'EMP-007',
    employeeName: 'Nasir Popal',
    salaryMonth: '2026-03-01',
    month: 3,
    year: 2026,
    basicSalary: 9000.5,
    allowances: 750.25,
    deductions: 100,
    tax: 50,
    bonus: 0,
    netSalary: 9600.75,
    totalAmount: 9600.75,
    amount: 9600.75,
    paymentDate: '2026-03-28',
    status: 'PENDING',
    method: 'BANK_TRANSFER',
    paymentMethod: 'BANK_TRANSFER',
    transactionId: null,
    remarks: 'March salary',
    createdBy: 1,
    updatedBy: 1,
    createdAt: '2026-03-28T05:00:00.000Z',
    updatedAt: '2026-03-28T05:00:00.000Z',
    ...overrides,
  };
}

/** The decrypted JSON body of a write the client sent (`{ encryptedData }`). */
export async function readSentBody(request: Request): Promise<Record<string, unknown>> {
  const envelope = (await request.clone().json()) as { encryptedData: string };
  return decryptPayload(envelope.encryptedData, DEFAULT_PAYLOAD_KEY) as Record<string, unknown>;
}
