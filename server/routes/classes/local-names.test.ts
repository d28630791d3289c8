/**
 * Classes, subjects and exams carry a Dari and a Pashto name (issue 23): they round-trip through
 * create, read and edit, blank clears them, they are bounded like `name`, the lists search them,
 * and the answers that name a class or subject (an exam, a lesson, the exam timetable, a class's
 * subjects) carry them. The room clash names the bare room, so its translation reads "اتاق 104".
 * The school keeps a Pashto name and a Dari and Pashto address the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassDetail, SchoolClass, Subject, TimetableEntry } from '@/contract/classes';
import type { Exam, ExamTimetable } from '@/contract/exams';
import { examOverlaps } from '@/contract/exams';
import { callApi, type ApiCall } from '../../test-support/api-call';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import type { TestLogin } from '../../test-support/login';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let admin: TestLogin;

beforeAll(async () => {
  t = await createTestApp();
  const schoolId = await createSchool(t, 'Local Names School');
  admin = await createUserIn(t, schoolId, 'names-admin', { role: 'SCHOOL_ADMIN' });
});
afterAll(async () => {
  await t?.close();
});

const call = (request: ApiCall) => callApi(t.app, admin, request);

describe('Dari and Pashto names', () => {
  it('round-trip on classes, subjects and exams, are bounded, searched and carried where a class or subject is named', async () => {
    const subject = await call({ method: 'POST', url: '/subjects', payload: { name: 'Mathematics', dariName: ' ریاضی ', pashtoName: 'ریاضي', code: 'MATH' } });
    expect(subject.statusCode, subject.body).toBe(201);
    const maths = subject.json().data as Subject;
    expect(maths).toMatchObject({ name: 'Mathematics', dariName: 'ریاضی', pashtoName: 'ریاضي' });
    const plain = (await call({ method: 'POST', url: '/subjects', payload: { name: 'Physics', code: 'PHYS' } })).json().data as Subject;
    expect(plain).toMatchObject({ dariName: null, pashtoName: null });

    const created = await call({ method: 'POST', url: '/classes', payload: { name: 'Grade 7 A', dariName: 'صنف ۷ الف', pashtoName: 'ټولګی ۷ الف', code: 'G7A', room: 'Room 104' } });
    expect(created.statusCode, created.body).toBe(201);
    const grade7 = created.json().data as SchoolClass;
    expect(grade7).toMatchObject({ name: 'Grade 7 A', dariName: 'صنف ۷ الف', pashtoName: 'ټولګی ۷ الف' });

    // Bounded like the name (100 for classes and subjects, 150 for exams); blank clears.
    const tooLong = await call({ method: 'PUT', url: `/classes/${grade7.id}`, payload: { dariName: 'ا'.repeat(101) } });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().errors ?? {})).toContain('dariName');
    expect((await call({ method: 'PUT', url: `/subjects/${plain.id}`, payload: { pashtoName: 'ب'.repeat(101) } })).statusCode).toBe(400);
    const cleared = await call({ method: 'PUT', url: `/subjects/${plain.id}`, payload: { dariName: 'فزیک', pashtoName: '  ' } });
    expect(cleared.json().data).toMatchObject({ dariName: 'فزیک', pashtoName: null });

    // The lists find a record by its Dari name.
    expect((await call({ method: 'GET', url: `/classes?search=${encodeURIComponent('۷ الف')}` })).json().data.map((row: SchoolClass) => row.id)).toEqual([grade7.id]);
    expect((await call({ method: 'GET', url: `/subjects?search=${encodeURIComponent('ریاضی')}` })).json().data.map((row: Subject) => row.id)).toEqual([maths.id]);

    const exam = await call({
      method: 'POST',
      url: '/exams',
      payload: { name: 'Midterm', dariName: 'امتحان چهارنیم‌ماهه', pashtoName: 'د څلورنیمو میاشتو ازموینه', classId: grade7.id, subjectId: maths.id, examDate: '2099-05-10', startTime: '08:00', endTime: '10:00', room: 'Room 104', maxMarks: 100 },
    });
    expect(exam.statusCode, exam.body).toBe(201);
    const midterm = exam.json().data as Exam;
    expect(midterm).toMatchObject({
      dariName: 'امتحان چهارنیم‌ماهه',
      class: { name: 'Grade 7 A', dariName: 'صنف ۷ الف', pashtoName: 'ټولګی ۷ الف' },
      subject: { name: 'Mathematics', dariName: 'ریاضی', pashtoName: 'ریاضي' },
    });
    expect((await call({ method: 'PUT', url: `/exams/${midterm.id}`, payload: { pashtoName: 'پ'.repeat(151) } })).statusCode).toBe(400);
    const timetable = (await call({ method: 'GET', url: '/exam-timetables?from=2099-05-01&to=2099-05-31' })).json().data as ExamTimetable;
    expect(timetable.days[0]?.exams[0]).toMatchObject({ pashtoName: 'د څلورنیمو میاشتو ازموینه', class: { dariName: 'صنف ۷ الف' }, subject: { pashtoName: 'ریاضي' } });

    // Another class in the same room at that time: the clash names the room without its word.
    const other = (await call({ method: 'POST', url: '/classes', payload: { name: 'Grade 8 A', code: 'G8A' } })).json().data as SchoolClass;
    const clash = await call({
      method: 'POST',
      url: '/exams',
      payload: { name: 'Quiz', classId: other.id, subjectId: maths.id, examDate: '2099-05-10', startTime: '09:00', endTime: '09:30', room: 'room 104', maxMarks: 20 },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(examOverlaps({ name: 'Midterm', className: 'Grade 7 A', examDate: '2099-05-10', startTime: '08:00', endTime: '10:00', room: 'Room 104' }, 'room'));
    expect(clash.json().message).toContain(' in room 104 (same room)');

    const lesson = await call({ method: 'POST', url: '/timetables', payload: { classId: grade7.id, subjectId: maths.id, weekday: 6, startTime: '08:00', endTime: '08:45' } });
    expect(lesson.statusCode, lesson.body).toBe(201);
    expect(lesson.json().data as TimetableEntry).toMatchObject({ className: 'Grade 7 A', classDariName: 'صنف ۷ الف', classPashtoName: 'ټولګی ۷ الف', subject: { dariName: 'ریاضی' } });
    const detail = (await call({ method: 'GET', url: `/classes/${grade7.id}` })).json().data as ClassDetail;
    expect(detail.subjects.map(({ subject }) => subject.pashtoName)).toEqual(['ریاضي']);
  });

  it('keeps the school\'s Pashto name and its Dari and Pashto address, bounded like the English ones', async () => {
    const saved = await call({ method: 'PUT', url: '/settings/school', payload: { pashtoName: 'د نور لیسه', dariAddress: 'کارته چهار، کابل', pashtoAddress: ' ' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ pashtoName: 'د نور لیسه', dariAddress: 'کارته چهار، کابل', pashtoAddress: null });
    expect((await call({ method: 'GET', url: '/settings/school' })).json().data).toMatchObject({ pashtoName: 'د نور لیسه', dariAddress: 'کارته چهار، کابل' });
    expect((await call({ method: 'PUT', url: '/settings/school', payload: { dariAddress: 'آ'.repeat(301) } })).statusCode).toBe(400);
  });
});
