import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools, staff } from '../../db/schema';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let admin: TestLogin;
let owner: TestLogin;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  owner = await loginAs(t.app, 'owner');
  // A second school with one staff member, and an inactive staff member in school 1.
  const [school] = await t.database.db.insert(schools).values({ name: 'Mazar Branch' }).returning();
  await t.database.db.insert(staff).values([
    { schoolId: school.id, employeeId: 'MZ-001', firstName: 'Other', designation: 'Clerk', basicSalary: '10000.00' },
    { schoolId: 1, employeeId: 'EMP-099', firstName: 'Former', designation: 'Driver', status: 'INACTIVE', basicSalary: '9000.00' },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, as: TestLogin) => t.app.inject({ method: 'GET', url, headers: as.headers });

describe('GET /api/staff', () => {
  it('limit=all: every active staff member of the school, shaped for the picker with numbers', async () => {
    const response = await get('/api/staff?limit=all', admin);
    expect(response.statusCode).toBe(200);
    const items = response.json().data as Array<Record<string, unknown>>;
    expect(items).toHaveLength(6);
    const cashier = items.find((item) => item.employeeId === 'EMP-002');
    expect(cashier).toMatchObject({
      id: expect.any(Number),
      employeeId: 'EMP-002',
      user: { firstName: 'Mohammad', lastName: 'Karimi', phone: '+93788345678', email: expect.stringContaining('@') },
      designation: 'Cashier',
      department: 'Finance',
      salary: { basicSalary: 22000, allowances: 2500 },
    });
    expect(items.map((item) => item.employeeId)).not.toContain('EMP-099');
    expect(items.map((item) => item.employeeId)).not.toContain('MZ-001');
  });

  it('pages otherwise, with meta.pagination', async () => {
    const response = await get('/api/staff?limit=2&page=2', admin);
    const body = response.json();
    expect(body.data).toHaveLength(2);
    expect(body.meta.pagination).toEqual({ currentPage: 2, totalPages: 4, totalCount: 7, limit: 2 });
  });

  it('the owner (scope *) sees every school; one school on request', async () => {
    expect((await get('/api/staff?limit=all', owner)).json().data).toHaveLength(7);
    expect((await get('/api/staff?limit=all&schoolId=1', owner)).json().data).toHaveLength(6);
    expect((await get('/api/staff?limit=all&schoolId=2', admin)).statusCode).toBe(403);
  });

  it('needs staff:read', async () => {
    const teacher = await loginAs(t.app, 'teacher');
    const response = await get('/api/staff?limit=all', teacher);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You do not have permission: staff:read');
  });

  it('refuses a bad limit with 400', async () => {
    expect((await get('/api/staff?limit=lots', admin)).statusCode).toBe(400);
  });
});
