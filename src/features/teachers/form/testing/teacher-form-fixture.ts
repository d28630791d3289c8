/** Test data for the teacher form: a teacher as the API answers it, and the sent body's reader. */
import type { Teacher } from '@/contract/teachers';
import { decryptPayload, DEFAULT_PAYLOAD_KEY } from '@/lib/payload-crypto';

export function makeTeacher(overrides: Partial<Teacher> = {}): Teacher {
  return {
    id: 12,
    employeeId: 'TCH-012',
    schoolId: 1,
    userId: null,
    firstName: 'Farida',
    lastName: 'Sultani',
    dariName: null,
    email: 'farida.sultani@example.af',
    mobile: '+93 70 555 0112',
    dateOfBirth: '1988-04-02',
    gender: 'Female',
    address: 'House 3, Street 9, Karte Se',
    city: 'Kabul',
    state: 'Kabul',
    zipCode: '1006',
    country: 'Afghanistan',
    qualification: 'Master of Science',
    degree: 'MSc Mathematics',
    experience: 9,
    department: 'Science',
    subject: 'Mathematics',
    salary: 850.5,
    allowances: 0,
    status: 'On Leave',
    hireDate: '2017-03-21',
    photo: null,
    emergencyContact: { name: 'Hamid Sultani', relationship: 'Brother', phone: '+93 79 555 0199' },
    createdAt: '2026-03-21T05:00:00.000Z',
    updatedAt: '2026-03-21T05:00:00.000Z',
    deletedAt: null,
    ...overrides,
  };
}

/** The decrypted JSON body of a write the client sent (`{ encryptedData }`). */
export async function readSentBody(request: Request): Promise<Record<string, unknown>> {
  const envelope = (await request.clone().json()) as { encryptedData: string };
  return decryptPayload(envelope.encryptedData, DEFAULT_PAYLOAD_KEY) as Record<string, unknown>;
}
