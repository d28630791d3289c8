import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '@/contract/finance';
import { FINANCE_LEDGER_MESSAGES, type PaymentMethodSetting } from '@/contract/finance-ledger';
import { paymentMethods } from '../../../db/schema';
import { callApi, type ApiCall } from '../../../test-support/api-call';
import { loginAs, type TestLogin } from '../../../test-support/login';
import { createSchool, createUserIn } from '../../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
let accountant: TestLogin;
let cashierOnly: TestLogin;
let parent: TestLogin;
let otherSchoolId: number;

beforeAll(async () => {
  t = await createTestApp();
  parent = await loginAs(t.app, 'parent');
  const schoolId = await createSchool(t, 'Methods School');
  otherSchoolId = await createSchool(t, 'Other Methods School');
  accountant = await createUserIn(t, schoolId, 'pm-accountant', { grants: ['finance:read', 'finance:create', 'finance:update', 'finance:delete', 'payment:read'] });
  cashierOnly = await createUserIn(t, schoolId, 'pm-cashier', { grants: ['payment:read'] });
  await t.database.db.insert(paymentMethods).values({ schoolId: otherSchoolId, code: 'CASH', displayName: 'Their cash', enabled: false });
});
afterAll(async () => {
  await t?.close();
});

const call = (as: TestLogin, request: ApiCall) => callApi(t.app, as, request);
const methods = async (as: TestLogin, query = '') => {
  const response = await call(as, { method: 'GET', url: `/payments/methods${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: PaymentMethodSetting[]; meta: { total: number } };
};

describe('payment methods', () => {
  it('lists every method, set up or not, for anyone who reads payments', async () => {
    const body = await methods(cashierOnly);
    expect(body.data.map((method) => method.code)).toEqual([...PAYMENT_METHODS]);
    expect(body.meta.total).toBe(PAYMENT_METHODS.length);
    expect(body.data[0]).toEqual({ id: null, schoolId: cashierOnly.user.schoolId, code: 'CASH', displayName: 'Cash', enabled: true, details: null, configured: false, updatedAt: null });
    expect((await call(cashierOnly, { method: 'GET', url: `/payments/methods?schoolId=${otherSchoolId}` })).statusCode).toBe(403);
    expect((await call(parent, { method: 'GET', url: '/payments/methods' })).statusCode).toBe(403);
  });

  it('sets up, edits, disables, removes and restores a method; the code is unique per school', async () => {
    const created = await call(accountant, { method: 'POST', url: '/payments/methods', payload: { code: 'MOBILE_PAYMENT', details: 'M-Paisa 0700 123 456' } });
    expect(created.statusCode, created.body).toBe(201);
    const method = created.json().data as PaymentMethodSetting;
    expect(method).toMatchObject({ code: 'MOBILE_PAYMENT', displayName: 'Mobile Payment', enabled: true, configured: true, details: 'M-Paisa 0700 123 456' });

    const twice = await call(accountant, { method: 'POST', url: '/payments/methods', payload: { code: 'MOBILE_PAYMENT' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(FINANCE_LEDGER_MESSAGES.methodAlreadySetUp);

    const edited = await call(accountant, { method: 'PUT', url: `/payments/methods/${method.id}`, payload: { displayName: 'M-Paisa', enabled: false } });
    expect(edited.json().data).toMatchObject({ displayName: 'M-Paisa', enabled: false, code: 'MOBILE_PAYMENT' });
    const enabled = await methods(cashierOnly, '?enabled=true');
    expect(enabled.data.map((row) => row.code)).not.toContain('MOBILE_PAYMENT');
    expect(enabled.meta.total).toBe(PAYMENT_METHODS.length - 1);
    expect((await methods(cashierOnly, '?enabled=false')).data.map((row) => row.displayName)).toEqual(['M-Paisa']);

    expect((await call(accountant, { method: 'DELETE', url: `/payments/methods/${method.id}` })).statusCode).toBe(200);
    expect((await methods(cashierOnly)).data.find((row) => row.code === 'MOBILE_PAYMENT')).toMatchObject({ id: null, configured: false, enabled: true });
    // Set up again meanwhile: the old row cannot come back beside it.
    const again = await call(accountant, { method: 'POST', url: '/payments/methods', payload: { code: 'MOBILE_PAYMENT', displayName: 'Mobile money' } });
    expect(again.statusCode).toBe(201);
    expect((await call(accountant, { method: 'POST', url: `/payments/methods/${method.id}/restore` })).statusCode).toBe(409);
    await call(accountant, { method: 'DELETE', url: `/payments/methods/${again.json().data.id}` });
    const restored = await call(accountant, { method: 'POST', url: `/payments/methods/${method.id}/restore` });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ id: method.id, displayName: 'M-Paisa' });
  });

  it('refuses bad input and users without finance permissions', async () => {
    const bad = await call(accountant, { method: 'POST', url: '/payments/methods', payload: { code: 'GOLD' } });
    expect(bad.statusCode).toBe(400);
    const blankName = await call(accountant, { method: 'POST', url: '/payments/methods', payload: { code: 'CARD' } });
    const id = blankName.json().data.id as number;
    const cleared = await call(accountant, { method: 'PUT', url: `/payments/methods/${id}`, payload: { displayName: ' ' } });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().errors).toEqual({ displayName: FINANCE_LEDGER_MESSAGES.displayNameRequired });
    expect((await call(cashierOnly, { method: 'POST', url: '/payments/methods', payload: { code: 'CHECK' } })).statusCode).toBe(403);
    expect((await call(cashierOnly, { method: 'DELETE', url: `/payments/methods/${id}` })).statusCode).toBe(403);
  });
});
