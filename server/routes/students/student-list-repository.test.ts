import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Student } from '@/contract/students';
import type { TestLogin } from '../../test-support/login';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import { studentPhoneDigits } from './student-list-filters';

describe('studentPhoneDigits', () => {
  it('gives the digits of a phone typed with a prefix or separators, without the country code or local 0', () => {
    expect(studentPhoneDigits('0772 779 7')).toBe('7727797');
    expect(studentPhoneDigits('+93 772 779')).toBe('772779');
    expect(studentPhoneDigits('(0772) 779')).toBe('772779');
    expect(studentPhoneDigits(' 0772779 ')).toBe('772779');
  });

  it('leaves plain digits, admission number fragments, words and short numbers to the text search', () => {
    expect(studentPhoneDigits('7727797')).toBeNull();
    expect(studentPhoneDigits('2020-123')).toBeNull();
    expect(studentPhoneDigits('karim')).toBeNull();
    expect(studentPhoneDigits('07')).toBeNull();
    expect(studentPhoneDigits('+93')).toBeNull();
  });
});

describe('GET /api/students: search matches, counts and pages', () => {
  let t: TestApp;
  let clerk: TestLogin;
  let outsider: TestLogin;

  const call = (url: string, as: TestLogin = clerk) => t.app.inject({ method: 'GET', url, headers: as.headers });
  const list = async (query: string, as: TestLogin = clerk) => {
    const response = await call(`/api/students?${query}`, as);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: Student[]; meta: { pagination: { totalCount: number; totalPages: number } } };
  };
  const admissionNos = (data: Student[]) => data.map((student) => student.admissionNo);

  beforeAll(async () => {
    t = await createTestApp();
    const schoolId = await createSchool(t, 'Search School');
    const otherSchoolId = await createSchool(t, 'Other Search School');
    clerk = await createUserIn(t, schoolId, 'search.clerk', { grants: ['student:delete'] });
    outsider = await createUserIn(t, otherSchoolId, 'search.outsider');
    const people = [
      // Found by "qx" through the admission number only.
      { no: 'QX-001', first: 'Ahmad', last: 'Rahimi', gender: 'MALE', phone: '+93 772-779 797' },
      { no: 'QX-002', first: 'Sara', last: 'Rahimi', gender: 'FEMALE', phone: null },
      // Found by "qx" through the name only.
      { no: 'N-003', first: 'Qxanna', last: 'Noori', gender: 'FEMALE', phone: '0799 123 456' },
      { no: 'N-004', first: 'Bashir', last: 'Aqxar', gender: 'MALE', phone: null },
      // Both.
      { no: 'QX-005', first: 'Qxen', last: 'Sultani', gender: 'MALE', phone: null },
      { no: 'N-006', first: 'Laila', last: 'Haidari', gender: 'FEMALE', phone: null },
      { no: 'QX-007', first: 'Deleted', last: 'Student', gender: 'MALE', phone: null },
    ];
    for (const person of people) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/students',
        headers: clerk.headers,
        payload: { admissionNo: person.no, user: { firstName: person.first, lastName: person.last, gender: person.gender, phone: person.phone } },
      });
      expect(response.statusCode, response.body).toBe(201);
      if (person.first === 'Deleted') {
        const id = response.json().data.id as number;
        expect((await t.app.inject({ method: 'DELETE', url: `/api/students/${id}`, headers: clerk.headers })).statusCode).toBe(200);
      }
    }
    // Another school's student matching "qx" is never counted nor listed.
    const outsiderAdmin = await createUserIn(t, otherSchoolId, 'search.outsider.admin');
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/students',
      headers: outsiderAdmin.headers,
      payload: { admissionNo: 'QX-900', user: { firstName: 'Qxother', lastName: 'Elsewhere' } },
    });
    expect(other.statusCode, other.body).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds the union of number and name matches once each, live and in scope, with an exact count', async () => {
    const all = await list('search=QX&limit=all&sortBy=admissionNo&sortOrder=asc');
    expect(admissionNos(all.data)).toEqual(['N-003', 'N-004', 'QX-001', 'QX-002', 'QX-005']);
    expect(all.meta.pagination.totalCount).toBe(5);
    const withDeleted = await list('search=qx&includeDeleted=true&limit=all&sortBy=admissionNo&sortOrder=asc');
    expect(admissionNos(withDeleted.data)).toEqual(['N-003', 'N-004', 'QX-001', 'QX-002', 'QX-005', 'QX-007']);
    expect((await list('search=qx', outsider)).meta.pagination.totalCount).toBe(1);
  });

  it('pages every order the same as the whole list (the page ids first, then their rows)', async () => {
    const orders = ['', 'sortBy=name&sortOrder=asc', 'sortBy=name&sortOrder=desc', 'sortBy=class&sortOrder=asc', 'sortBy=admissionNo&sortOrder=desc'];
    for (const order of orders) {
      for (const filter of ['search=qx', '', 'search=qx&gender=MALE', 'gender=FEMALE', 'search=rahimi&status=ACTIVE']) {
        const query = [filter, order].filter(Boolean).join('&');
        const whole = await list(`${query}&limit=all`);
        const paged: string[] = [];
        for (let page = 1; page <= Math.ceil(whole.data.length / 2); page += 1) {
          const part = await list(`${query}&limit=2&page=${page}`);
          expect(part.meta.pagination.totalCount, query).toBe(whole.data.length);
          paged.push(...admissionNos(part.data));
        }
        expect(paged, query).toEqual(admissionNos(whole.data));
      }
    }
    expect(admissionNos((await list('search=qx&gender=MALE&sortBy=admissionNo&sortOrder=asc')).data)).toEqual(['N-004', 'QX-001', 'QX-005']);
  });

  it('finds a phone typed the local way or with the country code, however it was stored', async () => {
    expect(admissionNos((await list('search=0772%20779%207')).data)).toEqual(['QX-001']);
    expect(admissionNos((await list('search=%2B93%20799%20123')).data)).toEqual(['N-003']);
    expect(admissionNos((await list('search=0799123456')).data)).toEqual(['N-003']);
    // As stored, the text search still finds it.
    expect(admissionNos((await list('search=799%20123')).data)).toEqual(['N-003']);
    const quick = await call('/api/students/search?q=0772%20779');
    expect(admissionNos(quick.json().data)).toEqual(['QX-001']);
  });

  it('quick search answers the first matches by name', async () => {
    const quick = await call('/api/students/search?q=qx&limit=3');
    expect(quick.json().data.map((student: Student) => student.user.firstName)).toEqual(['Ahmad', 'Bashir', 'Qxanna']);
  });
});
