/** Test data of the child's records under the parent's path, as GET /parents/{id}/students/{sid}/... answers them. */
import type { ChildAnnouncement, ChildDocument, ChildTimetable, ReportCard, TimetableLesson } from '@/contract/parent-child-records';

/** The signed-in parent of the records tests, and the child (makeChild's default id). */
export const RECORDS_PARENT_ID = 41;
export const RECORDS_CHILD_ID = 31;

/** The stub key of one record set: "GET /api/parents/41/students/31/{part}". */
export const recordsRoute = (part: string) => `GET /api/parents/${RECORDS_PARENT_ID}/students/${RECORDS_CHILD_ID}/${part}`;

export function makeLesson(overrides: Partial<TimetableLesson> = {}): TimetableLesson {
  return { id: 1, weekday: 6, startTime: '08:00:00', endTime: '08:45:00', subject: 'Mathematics', teacherName: 'Farida Ahmadzai', room: 'Room 12', ...overrides };
}

/** Saturday: Mathematics then Dari; Sunday: Physics without a room; Monday: nothing. */
export function makeTimetable(overrides: Partial<ChildTimetable> = {}): ChildTimetable {
  return {
    classId: 5,
    className: '9-A',
    lessons: [
      makeLesson({ id: 1 }),
      makeLesson({ id: 2, startTime: '08:50:00', endTime: '09:35:00', subject: 'Dari', teacherName: 'Nasrin Haidari', room: 'Room 3' }),
      makeLesson({ id: 3, weekday: 7, startTime: '10:00:00', endTime: '10:45:00', subject: 'Physics', teacherName: null, room: null }),
    ],
    ...overrides,
  };
}

export function makeAnnouncement(overrides: Partial<ChildAnnouncement> = {}): ChildAnnouncement {
  return {
    id: 1,
    title: 'Nowruz holidays',
    body: 'The school is closed from 1 to 4 Hamal for Nowruz.',
    audience: 'ALL',
    classId: null,
    className: null,
    publishedAt: '2026-11-18T06:00:00.000Z',
    expiresAt: null,
    ...overrides,
  };
}

export function makeDocument(overrides: Partial<ChildDocument> = {}): ChildDocument {
  return {
    id: 7,
    title: 'Enrolment certificate',
    fileName: 'enrolment-certificate.pdf',
    mimeType: 'application/pdf',
    sizeBytes: 12_530,
    createdAt: '2026-11-02T05:00:00.000Z',
    url: `/api/parents/${RECORDS_PARENT_ID}/students/${RECORDS_CHILD_ID}/documents/7/file`,
    ...overrides,
  };
}

export function makeReportCard(overrides: Partial<ReportCard> = {}): ReportCard {
  return {
    academicYear: '1405',
    startDate: '2026-03-21',
    endDate: '2026-11-20',
    subjects: [
      { subject: 'Dari', averagePercentage: 72.4, letter: 'B', marks: 6 },
      { subject: 'Mathematics', averagePercentage: 93.5, letter: 'A+', marks: 8 },
    ],
    overallAverage: 83,
    overallLetter: 'A',
    attendance: { total: 150, present: 138, percentage: 92 },
    ...overrides,
  };
}
