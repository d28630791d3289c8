import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools, teachers } from '../../db/schema';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let admin: TestLogin;
let owner: TestLogin;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  owner = await loginAs(t.app, 'owner');
  // A teacher of a second school, and a teacher who has left school 1.
  const [school] = await t.database.db.insert(schools).values({ name: 'Mazar Branch' }).returning();
  await t.database.db.insert(teachers).values([
    { schoolId: school.id, employeeId: 'MZ-T01', firstName: 'Other', lastName: 'Teacher', salary: '20000.00' },
    { schoolId: 1, employeeId: 'TCH-099', firstName: 'Former', lastName: 'Teacher', status: 'Inactive' },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, as: TestLogin) => t.app.inject({ method: 'GET', url, headers: as.headers });

describe('GET /api/teachers', () => {
  it('limit=all: the teacher picker shape with designation Teacher and the subject', async () => {
    const response = await get('/api/teachers?limit=all', admin);
    expect(response.statusCode).toBe(200);
    const items = response.json().data as Array<Record<string, unknown>>;
    expect(items).toHaveLength(8);
    expect(items.map((item) => item.employeeId)).not.toContain('TCH-099');
    expect(items.find((item) => item.employeeId === 'TCH-001')).toMatchObject({
      employeeId: 'TCH-001',
      user: { firstName: 'Ahmad', lastName: 'Rahimi', phone: '+93799123456', email: expect.stringContaining('@') },
      designation: 'Teacher',
      department: 'Mathematics',
      subject: 'Mathematics',
      salary: { basicSalary: 32000, allowances: 3000 },
    });
  });

  it('pages with meta.pagination and meta.total', async () => {
    const body = (await get('/api/teachers?page=1&limit=5', admin)).json();
    expect(body.data).toHaveLength(5);
    expect(body.meta.total).toBe(9);
    expect(body.meta.pagination.totalPages).toBe(2);
  });

  it('needs teacher:read', async () => {
    const parent = await loginAs(t.app, 'parent');
    expect((await get('/api/teachers?limit=all', parent)).json().message).toBe('You do not have permission: teacher:read');
    expect((await get('/api/teachers?limit=all', owner)).json().data).toHaveLength(9);
  });
});
