import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MAX_ROWS, REPORT_MESSAGES, REPORT_PREVIEW_ROWS, type Report, type ReportDetail, type ReportGenerated } from '@/contract/reports';
import { classes, payments, reports, students, users } from '../../db/schema';
import { addDays, kabulDay } from '../../lib/kabul-time';
import { callApi } from '../../test-support/api-call';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let admin: TestLogin;
let owner: TestLogin;
let teacher: TestLogin;
let cashier: TestLogin;
let otherSchoolId: number;
let otherClassId: number;
let otherReportId: number;
const today = kabulDay();
const RANGE = { startDate: addDays(today, -60), endDate: today };

const generate = (as: TestLogin, payload: unknown) => callApi(t.app, as, { method: 'POST', url: '/reports/generate', payload });
const get = (as: TestLogin, url: string) => callApi(t.app, as, { method: 'GET', url });

async function generated(as: TestLogin, payload: unknown): Promise<ReportGenerated> {
  const response = await generate(as, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as ReportGenerated;
}

async function storedReports(): Promise<number> {
  const [row] = await t.database.db.select({ value: count() }).from(reports);
  return Number(row.value);
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, owner, teacher, cashier] = await Promise.all(['admin', 'owner', 'teacher', 'cashier'].map((name) => loginAs(t.app, name)));
  otherSchoolId = await createSchool(t, 'Herat Branch');
  const [klass] = await t.database.db.insert(classes).values({ schoolId: otherSchoolId, name: 'Herat 7', code: 'H7' }).returning();
  otherClassId = klass.id;
  const herat = await createUserIn(t, otherSchoolId, 'herat-admin', { role: 'SCHOOL_ADMIN' });
  otherReportId = (await generated(herat, { type: 'STUDENTS' })).id;
});
afterAll(async () => {
  await t?.close();
});

describe('POST /reports/generate, GET /reports, GET /reports/{id}, DELETE /reports/{id}', () => {
  it('stores a generated report, answers 201 with its first rows, lists it newest first and reads it whole', async () => {
    const roster = await generated(admin, { type: 'STUDENTS', parameters: { classId: 1 } });
    expect(roster).toMatchObject({ schoolId: 1, type: 'STUDENTS', title: 'Students report: Grade 7 A', parameters: { classId: 1 }, createdBy: { name: 'Zahra Hashimi' } });
    expect(roster.rowCount).toBeGreaterThan(REPORT_PREVIEW_ROWS - 5);
    expect(roster.previewRows).toHaveLength(Math.min(roster.rowCount, REPORT_PREVIEW_ROWS));
    const staff = await generated(admin, { type: 'STAFF' });

    const list = await get(admin, '/reports?limit=1');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((item: Report) => item.id)).toEqual([staff.id]);
    expect(list.json().meta.pagination).toMatchObject({ currentPage: 1, limit: 1, totalCount: 2, totalPages: 2 });
    expect(list.json().data[0]).not.toHaveProperty('rows');
    const students = await get(admin, '/reports?type=STUDENTS');
    expect(students.json().data.map((item: Report) => item.id)).toEqual([roster.id]);

    const detail = await get(admin, `/reports/${roster.id}`);
    expect(detail.statusCode).toBe(200);
    const data = detail.json().data as ReportDetail;
    expect(data.rows).toHaveLength(roster.rowCount);
    expect(data.rows.slice(0, REPORT_PREVIEW_ROWS)).toEqual(roster.previewRows);
    expect(data.columns).toEqual(roster.columns);
  });

  it('deletes softly with report:delete (the school administrator has none)', async () => {
    const report = await generated(admin, { type: 'STAFF', parameters: { kind: 'TEACHER' } });
    expect((await callApi(t.app, admin, { method: 'DELETE', url: `/reports/${report.id}` })).statusCode).toBe(403);
    const deleted = await callApi(t.app, owner, { method: 'DELETE', url: `/reports/${report.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ message: REPORT_MESSAGES.deleted, data: { id: report.id } });
    expect((await get(admin, `/reports/${report.id}`)).statusCode).toBe(404);
    expect((await get(admin, '/reports?limit=100')).json().data.map((item: Report) => item.id)).not.toContain(report.id);
    const [row] = await t.database.db.select({ deletedAt: reports.deletedAt }).from(reports).where(eq(reports.id, report.id));
    expect(row.deletedAt).not.toBeNull();
    expect((await callApi(t.app, owner, { method: 'DELETE', url: `/reports/${report.id}` })).statusCode).toBe(404);
  });

  it('generates through POST /reports too, and renames a report with PUT (its figures unchanged)', async () => {
    const created = await callApi(t.app, admin, { method: 'POST', url: '/reports', payload: { type: 'STUDENTS', parameters: { classId: 1 } } });
    expect(created.statusCode, created.body).toBe(201);
    const report = created.json().data as ReportGenerated;
    expect(report).toMatchObject({ type: 'STUDENTS', title: 'Students report: Grade 7 A' });

    const renamed = await callApi(t.app, admin, { method: 'PUT', url: `/reports/${report.id}`, payload: { title: '  Grade 7 A roster for the inspector ' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ message: REPORT_MESSAGES.renamed, data: { id: report.id, title: 'Grade 7 A roster for the inspector', rowCount: report.rowCount } });
    expect((await get(admin, `/reports/${report.id}`)).json().data.rows.slice(0, REPORT_PREVIEW_ROWS)).toEqual(report.previewRows);

    const blank = await callApi(t.app, admin, { method: 'PUT', url: `/reports/${report.id}`, payload: { title: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.title).toBe(REPORT_MESSAGES.titleRequired);
    expect((await callApi(t.app, admin, { method: 'PUT', url: `/reports/${report.id}`, payload: { title: 'X', rows: [] } })).statusCode).toBe(400);
    expect((await callApi(t.app, teacher, { method: 'PUT', url: `/reports/${report.id}`, payload: { title: 'Mine' } })).statusCode).toBe(403);
    expect((await callApi(t.app, admin, { method: 'PUT', url: `/reports/${otherReportId}`, payload: { title: 'Theirs' } })).statusCode).toBe(404);
    expect((await get(admin, `/reports/${report.id}`)).json().data.title).toBe('Grade 7 A roster for the inspector');
  });

  it('stores a replayed request (same X-Request-ID) once', async () => {
    const before = await storedReports();
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/reports/generate', headers: { ...admin.headers, 'x-request-id': 'report-once-1' }, payload: { type: 'STAFF' } });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(201);
    expect(second.json().data.id).toBe(first.json().data.id);
    expect(await storedReports()).toBe(before + 1);
  }, 60_000);
});

describe('refusals', () => {
  it('answers 400 with the field\'s message for bad parameters, and stores nothing', async () => {
    const before = await storedReports();
    const bad: [unknown, string, string][] = [
      [{ type: 'GRADES', parameters: {} }, 'type', REPORT_MESSAGES.typeInvalid],
      [{ parameters: {} }, 'type', REPORT_MESSAGES.typeInvalid],
      [{ type: 'ATTENDANCE', parameters: {} }, 'parameters.startDate', REPORT_MESSAGES.startDateRequired],
      [{ type: 'ATTENDANCE', parameters: { startDate: '2026-02-30', endDate: '2026-03-01' } }, 'parameters.startDate', REPORT_MESSAGES.dateFormat],
      [{ type: 'ATTENDANCE', parameters: { startDate: '2026-03-01', endDate: '2026-02-01' } }, 'parameters.endDate', REPORT_MESSAGES.rangeOrder],
      [{ type: 'FEES', parameters: { startDate: '2024-01-01', endDate: '2025-01-02' } }, 'parameters.endDate', REPORT_MESSAGES.rangeTooLong],
      [{ type: 'FEES', parameters: { ...RANGE, status: 'SETTLED' } }, 'parameters.status', REPORT_MESSAGES.paymentStatusInvalid],
      [{ type: 'ACADEMIC', parameters: {} }, 'parameters.classId', REPORT_MESSAGES.classIdRequired],
      [{ type: 'ACADEMIC', parameters: { classId: -3 } }, 'parameters.classId', REPORT_MESSAGES.idInvalid],
      [{ type: 'STUDENTS', parameters: { gender: 'BOY' } }, 'parameters.gender', REPORT_MESSAGES.genderInvalid],
      [{ type: 'STAFF', parameters: { kind: 'CLEANER' } }, 'parameters.kind', REPORT_MESSAGES.staffKindInvalid],
    ];
    for (const [payload, field, message] of bad) {
      const response = await generate(admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors?.[field], JSON.stringify(payload)).toBe(message);
    }
    // A misspelt parameter is named rather than ignored.
    const misspelt = await generate(admin, { type: 'STUDENTS', parameters: { class: 1 } });
    expect(misspelt.statusCode).toBe(400);
    expect(misspelt.json().errors.parameters).toContain('class');
    expect(await storedReports()).toBe(before);
  });

  it('refuses generating without report:create, and any type without the read permission of its records', async () => {
    expect((await generate(teacher, { type: 'STUDENTS' })).statusCode).toBe(403);
    const parent = await loginAs(t.app, 'parent');
    expect((await get(parent, '/reports')).statusCode).toBe(403);
    const maker = await createUserIn(t, 1, 'report-maker', { role: 'TEACHER', grants: ['report:create'] });
    const fees = await generate(maker, { type: 'FEES', parameters: RANGE });
    expect(fees.statusCode).toBe(403);
    expect(fees.json().message).toContain('payment:read');
    expect((await generate(maker, { type: 'STAFF' })).statusCode).toBe(403);
    expect((await generate(maker, { type: 'STUDENTS' })).statusCode).toBe(201);
  });

  it('shows each reader only the types whose records they may read', async () => {
    const fees = await generated(admin, { type: 'FEES', parameters: RANGE });
    const roster = await generated(admin, { type: 'STUDENTS', parameters: { status: 'ACTIVE' } });
    // The teacher holds report:read but not payment:read; the cashier holds both.
    expect((await get(teacher, `/reports/${fees.id}`)).statusCode).toBe(403);
    expect((await get(teacher, `/reports/${roster.id}`)).statusCode).toBe(200);
    const teacherTypes = (await get(teacher, '/reports?limit=100')).json().data.map((item: Report) => item.type);
    expect(teacherTypes).toContain('STUDENTS');
    expect(teacherTypes).not.toContain('FEES');
    expect(teacherTypes).not.toContain('STAFF');
    expect((await get(teacher, '/reports?type=FEES')).json().meta.pagination.totalCount).toBe(0);
    expect((await get(cashier, `/reports/${fees.id}`)).statusCode).toBe(200);
  });

  it('answers 404 for another school\'s report or class, 403 for a school out of scope; the owner sees every school', async () => {
    expect((await get(admin, `/reports/${otherReportId}`)).statusCode).toBe(404);
    expect((await get(admin, `/reports/${otherReportId}/export`)).statusCode).toBe(404);
    expect((await get(admin, '/reports/999999')).statusCode).toBe(404);
    const principal = await loginAs(t.app, 'principal');
    expect((await callApi(t.app, principal, { method: 'DELETE', url: `/reports/${otherReportId}` })).statusCode).toBe(404);
    expect((await get(admin, '/reports?limit=100')).json().data.map((item: Report) => item.id)).not.toContain(otherReportId);

    const foreignClass = await generate(admin, { type: 'ATTENDANCE', parameters: { ...RANGE, classId: otherClassId } });
    expect(foreignClass.statusCode).toBe(404);
    expect(foreignClass.json().message).toBe(REPORT_MESSAGES.classNotFound);
    expect((await generate(admin, { type: 'STUDENTS', schoolId: otherSchoolId })).statusCode).toBe(403);

    expect((await get(owner, `/reports/${otherReportId}`)).statusCode).toBe(200);
    const forOther = await generated(owner, { type: 'STUDENTS', schoolId: otherSchoolId, parameters: { classId: otherClassId } });
    expect(forOther).toMatchObject({ schoolId: otherSchoolId, rowCount: 0 });
    expect((await get(owner, `/reports?schoolId=${otherSchoolId}&limit=100`)).json().data.every((item: Report) => item.schoolId === otherSchoolId)).toBe(true);
  });

  it(`answers 400 and stores nothing when a report would have more than ${REPORT_MAX_ROWS} rows`, async () => {
    const db = t.database.db;
    const [account] = await db.insert(users).values({ schoolId: otherSchoolId, username: 'herat-pupil', passwordHash: 'x', firstName: 'Herat', role: 'STUDENT' }).returning();
    const [pupil] = await db.insert(students).values({ schoolId: otherSchoolId, userId: account.id, admissionNo: 'H-1' }).returning();
    // One statement makes them all (parameters would need batches).
    await db.execute(sql`
      insert into payments (school_id, student_id, amount, total, payment_date, receipt_number)
      select ${otherSchoolId}, ${pupil.id}, 10.00, 10.00, '2025-05-05', 'H-' || n from generate_series(0, ${REPORT_MAX_ROWS}) as n`);
    const before = await storedReports();
    const response = await generate(owner, { type: 'FEES', schoolId: otherSchoolId, parameters: { startDate: '2025-05-01', endDate: '2025-05-31' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(REPORT_MESSAGES.tooManyRows);
    expect(await storedReports()).toBe(before);
    // One payment fewer fits.
    await db.update(payments).set({ deletedAt: new Date() }).where(eq(payments.receiptNumber, 'H-0'));
    const fits = await generated(owner, { type: 'FEES', schoolId: otherSchoolId, parameters: { startDate: '2025-05-01', endDate: '2025-05-31' } });
    expect(fits.rowCount).toBe(REPORT_MAX_ROWS);
    expect(fits.summary).toMatchObject({ payments: REPORT_MAX_ROWS, totalAmount: REPORT_MAX_ROWS * 10 });
    expect(await storedReports()).toBe(before + 1);
  }, 60_000);
});
