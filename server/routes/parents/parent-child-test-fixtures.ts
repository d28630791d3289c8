/**
 * A crafted school for the /parents/{id}/students/{sid}/... tests: family P (child A in class K1,
 * child B deleted), family Q (child C in class K2), an administrator of the school, and the rows
 * every answer reads, with figures the tests can work out by hand. Dates are relative to today
 * (Kabul) where "due", "expired" or "published" depends on it.
 */
import { eq } from 'drizzle-orm';
import {
  announcements,
  assignmentSubmissions,
  assignments,
  attendance,
  classes,
  grades,
  parentMessages,
  payments,
  studentDocuments,
  students,
  subjects,
  teachers,
  timetableEntries,
  users,
} from '../../db/schema';
import { addDays, kabulDay } from '../../lib/kabul-time';
import type { TestLogin } from '../../test-support/login';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import type { TestAppWithUploads } from '../../test-support/test-app-with-uploads';

export const REPORT_PDF_BYTES = Buffer.from('%PDF-1.4\n% a report card for the test\n%%EOF\n');

export type ParentChildFixture = {
  schoolId: number;
  familyP: TestLogin;
  familyQ: TestLogin;
  schoolAdmin: TestLogin;
  childA: number;
  childB: number;
  childC: number;
  classK1: number;
  documents: { report: number; deleted: number; badPath: number; ofC: number };
  assignments: { graded: number; missing: number; pending: number; dueToday: number; late: number };
  announcements: { wide: number; ownClass: number };
};

export async function createParentChildFixture(t: TestAppWithUploads): Promise<ParentChildFixture> {
  const db = t.database.db;
  const today = kabulDay();
  const schoolId = await createSchool(t, 'Family Records School');
  const familyP = await createUserIn(t, schoolId, 'family-p', { role: 'PARENT' });
  const familyQ = await createUserIn(t, schoolId, 'family-q', { role: 'PARENT' });
  const schoolAdmin = await createUserIn(t, schoolId, 'records-admin', { role: 'SCHOOL_ADMIN' });

  const [k1, k2] = await db
    .insert(classes)
    .values([
      { schoolId, name: 'Grade 8 B', dariName: 'صنف ۸ ب', code: 'G8B', grade: 8, section: 'B' },
      { schoolId, name: 'Grade 9 C', code: 'G9C', grade: 9, section: 'C' },
    ])
    .returning();
  const [maths, art] = await db
    .insert(subjects)
    .values([
      // Local names (issue 23): Mathematics has both, Art none.
      { schoolId, name: 'Mathematics', dariName: 'ریاضی', pashtoName: 'ریاضیات', code: 'M' },
      { schoolId, name: 'Art', code: 'A' },
    ])
    .returning();
  const [homa, karim] = await db
    .insert(teachers)
    .values([
      { schoolId, employeeId: 'T-1', firstName: 'Homa', lastName: 'Sadat' },
      { schoolId, employeeId: 'T-2', firstName: 'Karim', lastName: 'Amiri', deletedAt: new Date() },
    ])
    .returning();

  const childUsers = await db
    .insert(users)
    .values(['Omid', 'Gone', 'Sara'].map((firstName) => ({ schoolId, username: `rec-${firstName}`, passwordHash: 'x', firstName, lastName: 'Noori', role: 'STUDENT' })))
    .returning();
  const [a, b, c] = await db
    .insert(students)
    .values([
      { schoolId, userId: childUsers[0].id, parentUserId: familyP.user.id, classId: k1.id, admissionNo: 'R-1' },
      { schoolId, userId: childUsers[1].id, parentUserId: familyP.user.id, classId: k1.id, admissionNo: 'R-2', deletedAt: new Date() },
      { schoolId, userId: childUsers[2].id, parentUserId: familyQ.user.id, classId: k2.id, admissionNo: 'R-3' },
    ])
    .returning();

  // Timetable: inserted out of order; K2's lesson and a deleted one must not show.
  await db.insert(timetableEntries).values([
    { schoolId, classId: k1.id, subjectId: maths.id, teacherId: homa.id, weekday: 1, startTime: '08:00', endTime: '08:45', room: 'Room 3' },
    { schoolId, classId: k1.id, subjectId: art.id, teacherId: karim.id, weekday: 6, startTime: '09:00', endTime: '09:45', room: null },
    { schoolId, classId: k1.id, subjectId: maths.id, teacherId: homa.id, weekday: 4, startTime: '08:00', endTime: '08:45', room: 'Room 3' },
    { schoolId, classId: k1.id, subjectId: maths.id, teacherId: null, weekday: 7, startTime: '10:00', endTime: '10:45', room: 'Lab' },
    { schoolId, classId: k1.id, subjectId: maths.id, teacherId: homa.id, weekday: 6, startTime: '08:00', endTime: '08:45', room: 'Room 3' },
    { schoolId, classId: k1.id, subjectId: art.id, teacherId: homa.id, weekday: 2, startTime: '11:00', endTime: '11:45', deletedAt: new Date() },
    { schoolId, classId: k2.id, subjectId: art.id, teacherId: homa.id, weekday: 6, startTime: '07:00', endTime: '07:45' },
  ]);

  // Assignments of K1 (and one of K2, one deleted) with A's submissions.
  const work = await db
    .insert(assignments)
    .values([
      { schoolId, classId: k1.id, subjectId: maths.id, title: 'Fractions', dueDate: addDays(today, -20), maxGrade: '10' },
      { schoolId, classId: k1.id, subjectId: art.id, title: 'Still life', dueDate: addDays(today, -10), maxGrade: '20' },
      { schoolId, classId: k1.id, subjectId: maths.id, title: 'Decimals', dueDate: addDays(today, 5), maxGrade: '10' },
      { schoolId, classId: k1.id, subjectId: art.id, title: 'Colour wheel', dueDate: today, maxGrade: '10' },
      { schoolId, classId: k1.id, subjectId: maths.id, title: 'Angles', dueDate: addDays(today, -3), maxGrade: '50' },
      { schoolId, classId: k1.id, subjectId: maths.id, title: 'Withdrawn', dueDate: addDays(today, -1), deletedAt: new Date() },
      { schoolId, classId: k2.id, subjectId: maths.id, title: 'Other class', dueDate: addDays(today, -2) },
    ])
    .returning();
  const [graded, missing, pending, dueToday, late] = work;
  await db.insert(assignmentSubmissions).values([
    { assignmentId: graded.id, studentId: a.id, submittedAt: new Date(`${addDays(today, -21)}T06:00:00Z`), grade: '8', status: 'GRADED' },
    { assignmentId: late.id, studentId: a.id, submittedAt: new Date(`${addDays(today, -2)}T06:00:00Z`), grade: null, status: 'LATE' },
    // C's submission to an assignment of A's class is not A's.
    { assignmentId: missing.id, studentId: c.id, submittedAt: new Date(), status: 'SUBMITTED' },
  ]);

  // Payments: three live ones of A, one deleted, one of C.
  await db.insert(payments).values([
    { schoolId, studentId: a.id, amount: '1500.00', total: '1500.00', paymentDate: '2025-09-01', status: 'PAID', method: 'CASH', type: 'TUITION_FEE', receiptNumber: 'R-001' },
    { schoolId, studentId: a.id, amount: '500.50', total: '500.50', paymentDate: '2025-10-01', status: 'PENDING', method: 'BANK_TRANSFER', type: 'EXAM_FEE', receiptNumber: 'R-002' },
    { schoolId, studentId: a.id, amount: '200.00', total: '200.00', paymentDate: '2025-11-01', status: 'PAID', method: 'CARD', type: 'BOOKS', receiptNumber: 'R-003', remarks: 'Books' },
    { schoolId, studentId: a.id, amount: '999.00', total: '999.00', paymentDate: '2025-12-01', status: 'PAID', method: 'CASH', type: 'TUITION_FEE', receiptNumber: 'R-004', deletedAt: new Date() },
    { schoolId, studentId: c.id, amount: '700.00', total: '700.00', paymentDate: '2025-12-02', status: 'PAID', method: 'CASH', type: 'TUITION_FEE', receiptNumber: 'R-005' },
  ]);

  // Grades of two academic years (the Art mark of 2025 has no year: its date's year counts).
  await db.insert(grades).values([
    { schoolId, studentId: a.id, subjectId: maths.id, score: '45', maxScore: '50', gradedOn: '2024-04-10', academicYear: '2024' },
    { schoolId, studentId: a.id, subjectId: maths.id, score: '35', maxScore: '50', gradedOn: '2024-05-01', academicYear: '2024' },
    { schoolId, studentId: a.id, subjectId: art.id, score: '6', maxScore: '10', gradedOn: '2024-06-01', academicYear: '2024' },
    { schoolId, studentId: a.id, subjectId: maths.id, score: '85', maxScore: '100', gradedOn: '2025-04-05', academicYear: '2025' },
    { schoolId, studentId: a.id, subjectId: art.id, score: '9', maxScore: '10', gradedOn: '2025-04-20', academicYear: null },
    { schoolId, studentId: a.id, subjectId: art.id, score: '1', maxScore: '10', gradedOn: '2025-04-21', academicYear: '2025', deletedAt: new Date() },
    { schoolId, studentId: c.id, subjectId: art.id, score: '2', maxScore: '10', gradedOn: '2025-04-21', academicYear: '2025' },
  ]);
  await db.insert(attendance).values([
    // Before the first mark: in no report.
    { schoolId, studentId: a.id, classId: k1.id, date: '2024-03-01', status: 'PRESENT' },
    { schoolId, studentId: a.id, classId: k1.id, date: '2024-04-10', status: 'PRESENT' },
    { schoolId, studentId: a.id, classId: k1.id, date: '2024-04-11', status: 'ABSENT' },
    { schoolId, studentId: a.id, classId: k1.id, date: '2024-12-01', status: 'PRESENT' },
    { schoolId, studentId: a.id, classId: k1.id, date: '2025-04-05', status: 'PRESENT' },
    { schoolId, studentId: a.id, classId: k1.id, date: '2025-04-06', status: 'LATE' },
    { schoolId, studentId: a.id, classId: k1.id, date: '2025-04-07', status: 'ABSENT', deletedAt: new Date() },
  ]);

  // Documents: a stored file, a deleted one, one whose stored path is not ours, and C's.
  const reportPath = `students/documents/student-${a.id}/report-card-2024.pdf`;
  await t.app.uploads.write(reportPath, REPORT_PDF_BYTES);
  const [report, deleted, badPath, ofC] = await db
    .insert(studentDocuments)
    .values([
      { schoolId, studentId: a.id, title: 'Report card 2024', fileName: 'Report card 2024.pdf', mimeType: 'application/pdf', sizeBytes: REPORT_PDF_BYTES.length, storagePath: reportPath, createdAt: new Date('2025-01-02T08:00:00Z') },
      { schoolId, studentId: a.id, title: 'Old', fileName: 'old.pdf', mimeType: 'application/pdf', sizeBytes: 1, storagePath: reportPath, deletedAt: new Date() },
      { schoolId, studentId: a.id, title: 'Medical note', fileName: 'note.pdf', mimeType: 'application/pdf', sizeBytes: 10, storagePath: '../../server.lock', createdAt: new Date('2025-02-02T08:00:00Z') },
      { schoolId, studentId: c.id, title: 'C only', fileName: 'c.pdf', mimeType: 'application/pdf', sizeBytes: REPORT_PDF_BYTES.length, storagePath: `students/documents/student-${c.id}/c.pdf` },
    ])
    .returning();

  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  const notices = await db
    .insert(announcements)
    .values([
      { schoolId, audience: 'ALL', title: 'School closed on Nowruz', body: 'No lessons.', publishedAt: hoursAgo(30) },
      { schoolId, classId: k1.id, audience: 'PARENTS', title: 'Grade 8 B trip', body: 'Bring lunch.', publishedAt: hoursAgo(5), expiresAt: hoursAgo(-48) },
      { schoolId, classId: k2.id, audience: 'ALL', title: 'Grade 9 C only', body: 'x', publishedAt: hoursAgo(4) },
      { schoolId, audience: 'STAFF', title: 'Staff meeting', body: 'x', publishedAt: hoursAgo(3) },
      { schoolId, audience: 'STUDENTS', title: 'Students only', body: 'x', publishedAt: hoursAgo(3) },
      { schoolId, audience: 'ALL', title: 'Expired', body: 'x', publishedAt: hoursAgo(60), expiresAt: hoursAgo(1) },
      { schoolId, audience: 'ALL', title: 'Not yet', body: 'x', publishedAt: hoursAgo(-5) },
      { schoolId, audience: 'PARENTS', title: 'Deleted', body: 'x', publishedAt: hoursAgo(2), deletedAt: new Date() },
      { schoolId: 1, audience: 'ALL', title: 'Another school', body: 'x', publishedAt: hoursAgo(1) },
    ])
    .returning({ id: announcements.id });

  await db.insert(parentMessages).values([
    { schoolId, parentUserId: familyP.user.id, studentId: a.id, subject: 'Sick today', body: 'Omid has a fever.', createdAt: hoursAgo(50) },
    { schoolId, parentUserId: familyP.user.id, studentId: a.id, subject: 'Homework', body: 'Which pages?', createdAt: hoursAgo(2), readAt: hoursAgo(1) },
    { schoolId, parentUserId: familyP.user.id, studentId: null, subject: 'General', body: 'About the bus.', createdAt: hoursAgo(3) },
    { schoolId, parentUserId: familyQ.user.id, studentId: c.id, subject: 'Sara', body: 'x', createdAt: hoursAgo(4) },
  ]);

  // The crafted users need names for the answers.
  await db.update(users).set({ firstName: 'Parwin', lastName: 'Noori' }).where(eq(users.id, familyP.user.id));
  return {
    schoolId,
    familyP,
    familyQ,
    schoolAdmin,
    childA: a.id,
    childB: b.id,
    childC: c.id,
    classK1: k1.id,
    documents: { report: report.id, deleted: deleted.id, badPath: badPath.id, ofC: ofC.id },
    assignments: { graded: graded.id, missing: missing.id, pending: pending.id, dueToday: dueToday.id, late: late.id },
    announcements: { wide: notices[0].id, ownClass: notices[1].id },
  };
}
