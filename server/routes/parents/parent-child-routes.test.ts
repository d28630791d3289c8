/**
 * /parents/{id}/students/{sid}/... answers on the real database, from a crafted school whose
 * figures are worked out by hand (parent-child-test-fixtures.ts): the reused records equal the
 * /students/{id}/... answers, and the new ones (assignments, timetable, payments, reports,
 * documents, announcements, messages) hold exactly the child's rows in the documented order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParentMessage } from '@/contract/parent-account';
import type { ChildAnnouncement, ChildAssignment, ChildDocument, ChildPayment, ChildTimetable, ReportCard } from '@/contract/parent-child-records';
import type { Child } from '@/contract/parent-portal';
import { addDays, kabulDay } from '../../lib/kabul-time';
import { callApi } from '../../test-support/api-call';
import type { TestLogin } from '../../test-support/login';
import { createTestAppWithUploads, type TestAppWithUploads } from '../../test-support/test-app-with-uploads';
import { buildReportCards } from './parent-child-report-cards';
import { REPORT_PDF_BYTES, createParentChildFixture, type ParentChildFixture } from './parent-child-test-fixtures';

let t: TestAppWithUploads;
let f: ParentChildFixture;

beforeAll(async () => {
  t = await createTestAppWithUploads();
  f = await createParentChildFixture(t);
});
afterAll(async () => {
  await t?.close();
});

const base = () => `/parents/${f.familyP.user.id}/students/${f.childA}`;

async function get<T>(as: TestLogin, url: string): Promise<{ data: T; meta?: Record<string, unknown> }> {
  const response = await callApi(t.app, as, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: T; meta?: Record<string, unknown> };
}

describe('the records the /students/{id}/... calls also answer', () => {
  it.each([
    ['/attendance', '/attendance'],
    ['/attendance?month=4&year=2024', '/attendance?month=4&year=2024'],
    ['/grades', '/grades'],
    ['/grades?academicYear=2024', '/grades?academicYear=2024'],
    ['/exams', '/exams'],
    ['/fees', '/fees'],
  ])('%s equals /students/{id}%s', async (own, students) => {
    const mine = await get(f.familyP, `${base()}${own}`);
    const theirs = await get(f.familyP, `/students/${f.childA}${students}`);
    expect(mine).toEqual(theirs);
  });

  it('answers attendance and fees from the child rows (deleted marks and payments left out)', async () => {
    const { data } = await get<{ records: { date: string }[]; summary: { total: number } }>(f.familyP, `${base()}/attendance?year=2025`);
    expect(data.records.map((row) => row.date)).toEqual(['2025-04-06', '2025-04-05']);
    const fees = await get<{ status: string; amount: number }[]>(f.familyP, `${base()}/fees`);
    expect(fees.data).toEqual([expect.objectContaining({ status: 'PENDING', amount: 500.5 })]);
    expect(fees.meta).toEqual({ summary: { pending: 500.5, paid: 1700, total: 2200.5 } });
  });

  it('answers the child as /parents/children shows it', async () => {
    const { data } = await get<Child>(f.familyP, base());
    const children = await get<Child[]>(f.familyP, '/parents/children');
    expect(data).toEqual(children.data.find((child) => child.id === f.childA));
    expect(data.firstName).toBe('Omid');
  });
});

describe('assignments', () => {
  it("lists the class's live assignments, latest due first, with the child's status and mark", async () => {
    const { data, meta } = await get<ChildAssignment[]>(f.familyP, `${base()}/assignments`);
    const today = kabulDay();
    expect(data.map((row) => [row.id, row.status, row.grade, row.percentage])).toEqual([
      [f.assignments.pending, 'PENDING', null, null],
      [f.assignments.dueToday, 'PENDING', null, null],
      [f.assignments.late, 'LATE', null, null],
      // C's hand-in is not A's: still missing for A.
      [f.assignments.missing, 'MISSING', null, null],
      [f.assignments.graded, 'GRADED', 8, 80],
    ]);
    expect(data[0]).toMatchObject({ title: 'Decimals', subject: 'Mathematics', subjectDariName: 'ریاضی', subjectPashtoName: 'ریاضیات', dueDate: addDays(today, 5), maxGrade: 10, submittedAt: null });
    expect(data[4].submittedAt).toBe(new Date(`${addDays(today, -21)}T06:00:00Z`).toISOString());
    expect(meta).toEqual({ pagination: { currentPage: 1, totalPages: 1, totalCount: 5, limit: 20 } });
  });

  it('pages', async () => {
    const { data, meta } = await get<ChildAssignment[]>(f.familyP, `${base()}/assignments?page=2&limit=2`);
    expect(data.map((row) => row.id)).toEqual([f.assignments.late, f.assignments.missing]);
    expect(meta).toEqual({ pagination: { currentPage: 2, totalPages: 3, totalCount: 5, limit: 2 } });
  });
});

describe('timetable', () => {
  it("orders the class's week Saturday to Thursday, then by start time, naming only current teachers", async () => {
    const { data } = await get<ChildTimetable>(f.familyP, `${base()}/timetable`);
    expect(data.classId).toBe(f.classK1);
    expect(data.className).toBe('Grade 8 B');
    expect(data.lessons.map(({ weekday, startTime, endTime, subject, teacherName, room }) => [weekday, startTime, endTime, subject, teacherName, room])).toEqual([
      [6, '08:00:00', '08:45:00', 'Mathematics', 'Homa Sadat', 'Room 3'],
      [6, '09:00:00', '09:45:00', 'Art', null, null],
      [7, '10:00:00', '10:45:00', 'Mathematics', null, 'Lab'],
      [1, '08:00:00', '08:45:00', 'Mathematics', 'Homa Sadat', 'Room 3'],
      [4, '08:00:00', '08:45:00', 'Mathematics', 'Homa Sadat', 'Room 3'],
    ]);
  });
});

describe('payments', () => {
  it("lists the child's live payments newest first, paged", async () => {
    const { data, meta } = await get<ChildPayment[]>(f.familyP, `${base()}/payments?limit=2`);
    expect(data).toEqual([
      { id: expect.any(Number), receiptNumber: 'R-003', paymentDate: '2025-11-01', amount: 200, method: 'CARD', type: 'BOOKS', status: 'PAID', remarks: 'Books' },
      { id: expect.any(Number), receiptNumber: 'R-002', paymentDate: '2025-10-01', amount: 500.5, method: 'BANK_TRANSFER', type: 'EXAM_FEE', status: 'PENDING', remarks: null },
    ]);
    expect(meta).toEqual({ pagination: { currentPage: 1, totalPages: 2, totalCount: 3, limit: 2 } });
    const second = await get<ChildPayment[]>(f.familyP, `${base()}/payments?limit=2&page=2`);
    expect(second.data.map((row) => row.receiptNumber)).toEqual(['R-001']);
  });

  it('refuses a page size over 100 and changes nothing', async () => {
    const response = await callApi(t.app, f.familyP, { method: 'GET', url: `${base()}/payments?limit=101` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
  });
});

describe('reports', () => {
  it('makes a card per academic year, newest first, with subject averages, letters and attendance', async () => {
    const { data } = await get<ReportCard[]>(f.familyP, `${base()}/reports`);
    expect(data).toEqual([
      {
        academicYear: '2025',
        startDate: '2025-04-05',
        endDate: kabulDay(),
        // With the subjects' Dari and Pashto names (Art has none).
        subjects: [
          { subject: 'Art', subjectDariName: null, subjectPashtoName: null, averagePercentage: 90, letter: 'A+', marks: 1 },
          { subject: 'Mathematics', subjectDariName: 'ریاضی', subjectPashtoName: 'ریاضیات', averagePercentage: 85, letter: 'A', marks: 1 },
        ],
        overallAverage: 87.5,
        overallLetter: 'A',
        // PRESENT and LATE (the deleted ABSENT left out): 1 of 2.
        attendance: { total: 2, present: 2, percentage: 100 },
      },
      {
        academicYear: '2024',
        startDate: '2024-04-10',
        endDate: '2025-04-04',
        subjects: [
          { subject: 'Art', subjectDariName: null, subjectPashtoName: null, averagePercentage: 60, letter: 'C', marks: 1 },
          { subject: 'Mathematics', subjectDariName: 'ریاضی', subjectPashtoName: 'ریاضیات', averagePercentage: 80, letter: 'B+', marks: 2 },
        ],
        overallAverage: 70,
        overallLetter: 'C+',
        // 2024-03-01 is before the first mark.
        attendance: { total: 3, present: 2, percentage: 67 },
      },
    ]);
  });

  it('puts a band edge in the higher band and rounds to one decimal', () => {
    const marks = [
      { subject: 'Dari', percentage: 89.96, day: '2025-05-01', academicYear: '1404' },
      { subject: 'Pashto', percentage: 59.9, day: '2025-05-02', academicYear: '1404' },
      { subject: 'Pashto', percentage: 59.9, day: '2025-05-03', academicYear: '1404' },
    ];
    const [card] = buildReportCards(marks, [], '2025-06-01');
    expect(card.subjects).toEqual([
      { subject: 'Dari', averagePercentage: 90, letter: 'A+', marks: 1 },
      { subject: 'Pashto', averagePercentage: 59.9, letter: 'D', marks: 2 },
    ]);
    expect(card.overallAverage).toBe(74.9);
    expect(card.attendance).toEqual({ total: 0, present: 0, percentage: 0 });
  });

  it("holds only the child's own marks, and no card without marks", async () => {
    const { data } = await get<ReportCard[]>(f.familyQ, `/parents/${f.familyQ.user.id}/students/${f.childC}/reports`);
    expect(data).toHaveLength(1);
    expect(data[0].subjects).toEqual([{ subject: 'Art', subjectDariName: null, subjectPashtoName: null, averagePercentage: 20, letter: 'D', marks: 1 }]);
    expect(buildReportCards([], [], '2025-01-01')).toEqual([]);
  });
});

describe('documents', () => {
  it("lists the child's live documents newest first with their download URL", async () => {
    const { data } = await get<ChildDocument[]>(f.familyP, `${base()}/documents`);
    expect(data.map((row) => [row.id, row.title])).toEqual([
      [f.documents.badPath, 'Medical note'],
      [f.documents.report, 'Report card 2024'],
    ]);
    expect(data[1]).toEqual({
      id: f.documents.report,
      title: 'Report card 2024',
      fileName: 'Report card 2024.pdf',
      mimeType: 'application/pdf',
      sizeBytes: REPORT_PDF_BYTES.length,
      createdAt: '2025-01-02T08:00:00.000Z',
      url: `/api${base()}/documents/${f.documents.report}/file`,
    });
  });

  it('downloads the stored bytes as an attachment with the file name', async () => {
    const response = await callApi(t.app, f.familyP, { method: 'GET', url: `${base()}/documents/${f.documents.report}/file` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="Report card 2024.pdf"; filename*=UTF-8''Report%20card%202024.pdf`);
    expect(response.rawPayload.equals(REPORT_PDF_BYTES)).toBe(true);
  });

  it('answers 404 for a deleted document, a path that is not ours, and a sibling family’s document', async () => {
    for (const docId of [f.documents.deleted, f.documents.badPath, f.documents.ofC, 999_999]) {
      const response = await callApi(t.app, f.familyP, { method: 'GET', url: `${base()}/documents/${docId}/file` });
      expect(response.statusCode, String(docId)).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Document not found' });
    }
  });
});

describe('announcements', () => {
  it('shows live, published, unexpired ALL/PARENTS notices, school-wide or for the own class, newest first', async () => {
    const { data } = await get<ChildAnnouncement[]>(f.familyP, `${base()}/announcements`);
    expect(data.map((row) => row.title)).toEqual(['Grade 8 B trip', 'School closed on Nowruz']);
    expect(data[0]).toMatchObject({ id: f.announcements.ownClass, audience: 'PARENTS', classId: f.classK1, className: 'Grade 8 B', classDariName: 'صنف ۸ ب', classPashtoName: null });
    expect(data[0].expiresAt).not.toBeNull();
    expect(data[1]).toMatchObject({ id: f.announcements.wide, audience: 'ALL', classId: null, className: null, classDariName: null, classPashtoName: null, expiresAt: null });
  });

  it("shows the other family the notices of their own child's class instead", async () => {
    const { data } = await get<ChildAnnouncement[]>(f.familyQ, `/parents/${f.familyQ.user.id}/students/${f.childC}/announcements`);
    expect(data.map((row) => row.title)).toEqual(['Grade 9 C only', 'School closed on Nowruz']);
  });
});

describe('messages', () => {
  it('lists the messages the parent sent about this child, newest first', async () => {
    const { data, meta } = await get<ParentMessage[]>(f.familyP, `${base()}/messages`);
    expect(data.map((row) => [row.subject, row.studentId, row.studentName, row.readAt === null])).toEqual([
      ['Homework', f.childA, 'Omid Noori', false],
      ['Sick today', f.childA, 'Omid Noori', true],
    ]);
    expect(meta).toEqual({ pagination: { currentPage: 1, totalPages: 1, totalCount: 2, limit: 20 } });
  });

  it('shows staff the same messages', async () => {
    const mine = await get<ParentMessage[]>(f.familyP, `${base()}/messages`);
    const staff = await get<ParentMessage[]>(f.schoolAdmin, `${base()}/messages`);
    expect(staff).toEqual(mine);
  });
});
