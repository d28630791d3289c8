/**
 * Database errors through real routes: a value the database refuses is the client's mistake (400,
 * nothing written); a database fault is a 500 whose log lines name the error and the route but
 * never a value the request carried (the driver's error holds the query's parameters).
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../lib/logger-options';
import { loginAs, type TestLogin } from '../test-support/login';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { ERROR_MESSAGES } from './error-handler';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
let owner: TestLogin;
beforeAll(async () => {
  t = await createTestApp({ logger: { ...loggerOptions('info'), stream: logStream } });
  owner = await loginAs(t.app, 'owner');
});
afterAll(async () => {
  await t?.close();
});

async function counts() {
  const result = (await t.database.db.execute(
    sql`select (select count(*)::int from users) as users, (select count(*)::int from students) as students,
      (select count(*)::int from parents) as parents, (select count(*)::int from customers) as customers,
      (select count(*)::int from audit_logs) as audit`,
  )) as unknown as { rows: Array<Record<string, number>> };
  return result.rows[0];
}

describe('a value the database refuses', () => {
  it('answers 400 with a clear message and writes nothing', async () => {
    const before = await counts();
    // numeric(14,2) holds less than 10^12; the contract leaves this amount unbounded.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/students',
      headers: owner.headers,
      payload: {
        admissionNo: 'HUGE-1',
        user: { firstName: 'Waisuddin', lastName: 'Testkhel' },
        parent: { user: { firstName: 'Parwiz', lastName: 'Testkhel' }, relationship: 'Father', annualIncome: 1e15 },
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ success: false, message: ERROR_MESSAGES.numberOutOfRange });
    expect(await counts()).toEqual(before);
  });

  it('answers a huge amount of money with 400, never 500', async () => {
    for (const amount of [1e20, '99999999999999999999.99', 1e308]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/payments', headers: owner.headers, payload: { studentId: 1, amount, paymentDate: '2025-01-01' } });
      expect(response.statusCode, response.body).toBe(400);
    }
  });
});

describe('the log of a database fault', () => {
  const typed = {
    username: 'zarghuna.karimzada',
    password: 'Very-Secret-Pass-77',
    firstName: 'Zarghuna',
    lastName: 'Karimzada',
    phone: '+93 799 555 123',
  };

  it('names the error, route, method, status and request id, and none of the values sent', async () => {
    await t.database.db.execute(
      sql`create function refuse_for_test() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`,
    );
    await t.database.db.execute(sql`create trigger refuse_users before insert on users for each row execute function refuse_for_test()`);
    await t.database.db.execute(sql`create trigger refuse_customers before insert on customers for each row execute function refuse_for_test()`);
    const from = logLines.length;

    const createUser = await t.app.inject({ method: 'POST', url: '/api/users', headers: owner.headers, payload: { ...typed, role: 'TEACHER' } });
    expect(createUser.statusCode, createUser.body).toBe(500);
    const createCustomer = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: owner.headers,
      payload: { name: `${typed.firstName} ${typed.lastName}`, phone: typed.phone },
    });
    expect(createCustomer.statusCode, createCustomer.body).toBe(500);

    await t.database.db.execute(sql`alter table customers rename to customers_away`);
    const search = await t.app.inject({ method: 'GET', url: `/api/customers?search=${typed.lastName}&page=1`, headers: owner.headers });
    expect(search.statusCode, search.body).toBe(500);
    await t.database.db.execute(sql`alter table customers_away rename to customers`);

    await t.database.db.execute(sql`alter table users rename to users_away`);
    const login = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { username: typed.username, password: typed.password } });
    expect(login.statusCode, login.body).toBe(500);
    await t.database.db.execute(sql`alter table users_away rename to users`);

    const written = logLines.slice(from);
    const text = written.join('\n').toLowerCase();
    for (const value of [...Object.values(typed), '$argon2', 'refused by the test', 'params', 'insert into', 'select ']) {
      expect(text, `the log holds "${value}"`).not.toContain(value.toLowerCase());
    }

    const failures = written.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'request failed');
    expect(failures.map((line) => [line.method, line.route, line.statusCode])).toEqual([
      ['POST', '/api/users', 500],
      ['POST', '/api/customers', 500],
      ['GET', '/api/customers', 500],
      ['POST', '/api/users/login', 500],
    ]);
    for (const line of failures) {
      expect(line.reqId).toEqual(expect.any(String));
      // Drizzle's error wraps the driver's, whose SQLSTATE says what failed.
      expect(line.error).toMatchObject({ type: 'DrizzleQueryError', cause: { code: expect.stringMatching(/^[0-9A-Z]{5}$/) } });
    }
  });
});
