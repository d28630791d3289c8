/**
 * A family's money is read with payment:read or by the child's own parent (issue 21 §5): a
 * teacher (student:read without payment:read) gets 403 on /students/{id}/payments, /fees and
 * /fees/history and sees no payment sums in /stats; the cashier, the owner and the child's parent
 * read them; another family's parent is refused as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionDeniedMessage } from '../../plugins/access-control';
import { callApi } from '../../test-support/api-call';
import { demoFamily } from '../../test-support/demo-family';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const MONEY_PATHS = ['payments', 'fees', 'fees/history'];

let t: TestApp;
let child: number;
let otherChild: number;

beforeAll(async () => {
  t = await createTestApp();
  const family = await demoFamily(t.database.db);
  child = family.children[0];
  otherChild = family.strangerChild;
}, 60_000);

afterAll(async () => t?.close());

const get = (as: TestLogin, url: string) => callApi(t.app, as, { method: 'GET', url });

describe("per-student money reads", () => {
  it.each(MONEY_PATHS)('a teacher without payment:read gets 403 on %s', async (path) => {
    const teacher = await loginAs(t.app, 'teacher');
    for (const id of [child, otherChild]) {
      const response = await get(teacher, `/students/${id}/${path}`);
      expect(response.statusCode, `${id}/${path}`).toBe(403);
      expect(response.json()).toEqual({ success: false, message: permissionDeniedMessage('payment:read') });
    }
  });

  it.each(MONEY_PATHS)('the cashier and the owner read %s of any student of the school', async (path) => {
    for (const username of ['cashier', 'owner']) {
      const as = await loginAs(t.app, username);
      for (const id of [child, otherChild]) {
        const response = await get(as, `/students/${id}/${path}`);
        expect(response.statusCode, `${username} ${id}/${path}: ${response.body}`).toBe(200);
      }
    }
  });

  it.each(MONEY_PATHS)("the child's parent reads %s; another family's parent does not", async (path) => {
    const parent = await loginAs(t.app, 'parent');
    expect((await get(parent, `/students/${child}/${path}`)).statusCode).toBe(200);
    expect((await get(parent, `/students/${otherChild}/${path}`)).statusCode).toBe(403);
    const stranger = await createUserIn(t, 1, `stranger.parent.${path.replace('/', '-')}`, { role: 'PARENT' });
    expect((await get(stranger, `/students/${child}/${path}`)).statusCode).toBe(403);
  });

  it('payment:read without student:read is enough (a finance clerk)', async () => {
    const clerk = await createUserIn(t, 1, 'finance.clerk', { role: 'ACCOUNTANT' });
    for (const path of MONEY_PATHS) {
      expect((await get(clerk, `/students/${child}/${path}`)).statusCode, path).toBe(200);
    }
  });

  it("the teacher still reads the child's other records, and /stats without the payment sums", async () => {
    const teacher = await loginAs(t.app, 'teacher');
    for (const path of ['attendance', 'grades', 'exams']) {
      expect((await get(teacher, `/students/${child}/${path}`)).statusCode, path).toBe(200);
    }
    const stats = await get(teacher, `/students/${child}/stats`);
    expect(stats.statusCode).toBe(200);
    expect(stats.json().data.payments).toBeNull();
    const cashier = await loginAs(t.app, 'cashier');
    const full = (await get(cashier, `/students/${child}/stats`)).json().data;
    expect(full.payments).toMatchObject({ count: expect.any(Number), total: expect.any(Number) });
    // The cached figures are the cashier's too; the teacher's answer still leaves them out.
    expect((await get(teacher, `/students/${child}/stats`)).json().data.payments).toBeNull();
  });
});
