/**
 * A visitor registered without a type, priority or status gets the contract's CUSTOMER_DEFAULTS,
 * whichever way the row is made: through the API, or by a plain insert that leaves the columns to
 * their database defaults (the seed's way). The device's pending copy reads the same constant.
 */
import { getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_DEFAULTS } from '@/contract/customers';
import { customers } from '../../db/schema';
import { callApi } from '../../test-support/api-call';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('customer defaults', () => {
  let testApp: TestApp;
  let frontDesk: TestLogin;

  beforeAll(async () => {
    testApp = await createTestApp();
    frontDesk = await loginAs(testApp.app, 'frontdesk');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('a registration without type, priority or status is stored with the contract defaults', async () => {
    const response = await callApi(testApp.app, frontDesk, { method: 'POST', url: '/customers', payload: { name: 'Default Visitor', phone: '+93700111222' } });
    expect(response.statusCode).toBe(201);
    const { type, priority, status } = response.json().data;
    expect({ type, priority, status }).toEqual(CUSTOMER_DEFAULTS);
  });

  it("the table's column defaults are the same values", () => {
    const columns = getTableColumns(customers);
    expect({ type: columns.type.default, priority: columns.priority.default, status: columns.status.default }).toEqual(CUSTOMER_DEFAULTS);
  });
});
