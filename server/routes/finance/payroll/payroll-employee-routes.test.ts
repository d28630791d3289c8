import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payrollEmployeesAnswerSchema, type PayrollEmployee } from '@/contract/payroll-employees';
import { staff, teachers } from '../../../db/schema';
import { callApi } from '../../../test-support/api-call';
import { loginAs, type TestLogin } from '../../../test-support/login';
import { createSchool, createUserIn } from '../../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
let picker: TestLogin;

beforeAll(async () => {
  t = await createTestApp();
  const schoolId = await createSchool(t, 'Picker School');
  picker = await createUserIn(t, schoolId, 'picker-cashier', { grants: ['payroll:create'] });
  const otherSchoolId = await createSchool(t, 'Other Picker School');
  const db = t.database.db;
  await db.insert(staff).values([
    {
      schoolId,
      employeeId: 'STF-100',
      firstName: 'Nasir',
      lastName: 'Popal',
      phone: '+93700111222',
      email: 'nasir@example.af',
      designation: 'Guard',
      department: 'Security',
      basicSalary: '9000.50',
      allowances: '750.25',
    },
    { schoolId, employeeId: 'STF-101', firstName: 'Inactive', lastName: 'Staff', status: 'INACTIVE' },
    { schoolId, employeeId: 'STF-102', firstName: 'Deleted', lastName: 'Staff', deletedAt: new Date() },
    { schoolId: otherSchoolId, employeeId: 'STF-900', firstName: 'Elsewhere', lastName: 'Staff' },
  ]);
  await db.insert(teachers).values([
    {
      schoolId,
      employeeId: 'TCH-100',
      firstName: 'Laila',
      lastName: 'Rahimi',
      mobile: '+93799000111',
      email: 'laila@example.af',
      department: 'Science',
      subject: 'Physics',
      salary: '12000.00',
      allowances: '1000.10',
    },
    { schoolId, employeeId: 'TCH-101', firstName: 'Aziz', lastName: 'NoSalary' },
    { schoolId, employeeId: 'TCH-102', firstName: 'Leave', lastName: 'Taker', status: 'Terminated' },
    { schoolId: otherSchoolId, employeeId: 'TCH-900', firstName: 'Elsewhere', lastName: 'Teacher' },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const employees = async (as: TestLogin) => {
  const response = await callApi(t.app, as, { method: 'GET', url: '/payrolls/employees' });
  expect(response.statusCode, response.body).toBe(200);
  return payrollEmployeesAnswerSchema.parse(response.json()).data;
};

describe('GET /api/payrolls/employees', () => {
  it("answers the active staff and teachers of the user's school in the picker shape, in name order", async () => {
    const data = await employees(picker);
    expect(data.map((employee) => employee.employeeId)).toEqual(['TCH-101', 'TCH-100', 'STF-100']);
    expect(data.find((employee) => employee.employeeId === 'STF-100')).toEqual<PayrollEmployee>({
      kind: 'staff',
      id: expect.any(Number),
      employeeId: 'STF-100',
      user: { firstName: 'Nasir', lastName: 'Popal', phone: '+93700111222', email: 'nasir@example.af' },
      designation: 'Guard',
      department: 'Security',
      subject: null,
      salary: { basicSalary: 9000.5, allowances: 750.25 },
    });
    expect(data.find((employee) => employee.employeeId === 'TCH-100')).toEqual<PayrollEmployee>({
      kind: 'teacher',
      id: expect.any(Number),
      employeeId: 'TCH-100',
      user: { firstName: 'Laila', lastName: 'Rahimi', phone: '+93799000111', email: 'laila@example.af' },
      designation: 'Teacher',
      department: 'Science',
      subject: 'Physics',
      salary: { basicSalary: 12000, allowances: 1000.1 },
    });
    // A teacher with no salary on record: 0, never null.
    expect(data.find((employee) => employee.employeeId === 'TCH-101')?.salary).toEqual({ basicSalary: 0, allowances: 0 });
  });

  it('a picked employee can be paid: the id and kind are what POST /payrolls takes', async () => {
    const payer = await createUserIn(t, picker.user.schoolId, 'picker-payer', { grants: ['payroll:create'] });
    const [first] = await employees(payer);
    const response = await callApi(t.app, payer, {
      method: 'POST',
      url: '/payrolls',
      payload: { [first.kind === 'staff' ? 'staffId' : 'teacherId']: first.id, salaryMonth: '2026-03-01', basicSalary: 100 },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.employeeId).toBe(first.employeeId);
  });

  it('the demo cashier (no staff:read, no teacher:read) gets the demo school list', async () => {
    const cashier = await loginAs(t.app, 'cashier');
    expect((await callApi(t.app, cashier, { method: 'GET', url: '/staff?limit=all' })).statusCode).toBe(403);
    const data = await employees(cashier);
    expect(data.some((employee) => employee.kind === 'staff' && employee.designation === 'Cashier')).toBe(true);
    expect(data.every((employee) => !employee.employeeId.endsWith('900'))).toBe(true);
  });

  it('is refused without payroll:create (parent, frontdesk, a payroll reader)', async () => {
    const reader = await createUserIn(t, picker.user.schoolId, 'picker-reader', { grants: ['payroll:read'] });
    for (const as of [await loginAs(t.app, 'parent'), await loginAs(t.app, 'frontdesk'), reader]) {
      const response = await callApi(t.app, as, { method: 'GET', url: '/payrolls/employees' });
      expect(response.statusCode, response.body).toBe(403);
    }
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payrolls/employees' });
    expect(response.statusCode).toBe(401);
  });
});
