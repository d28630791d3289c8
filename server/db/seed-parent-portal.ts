/**
 * The parent portal's demo records for the demo parent's children (issue 8: every tab shows real
 * content): a term of assignments for their classes in every subject, their submissions (most
 * handed in and graded, some late, some missing, the ones due soon still open) and ~8
 * notifications of the four types, some read. Other students' assignments stay without
 * submissions (no screen shows them yet). Also every class's Saturday–Thursday timetable, six
 * announcements (school-wide, one per child's class, one for staff only, one expired) and, when a
 * data folder is given, a real PDF or two per child in student_documents. Deterministic (a seeded
 * generator), every date relative to `now`.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { addDays, kabulDay, kabulMidnight } from '../lib/kabul-time';
import type { UploadStore } from '../lib/uploads/upload-store';
import { studentDocumentFolder } from '../routes/students/public';
import { studentLetterPdf } from '../routes/parents/public';
import { bulkInsert } from './bulk-insert';
import type { DbOrTx } from './connection';
import {
  announcements,
  assignmentSubmissions,
  assignments,
  classes,
  parentNotifications,
  schools,
  studentDocuments,
  students,
  subjects,
  teacherAssignments,
  timetableEntries,
  users,
} from './schema';
import { TERM_DAYS } from './seed-academics';
import { createRandom } from './seed-random';

/** One assignment per subject every ASSIGNMENT_SPACING_DAYS, the last ones due after today. */
export const ASSIGNMENT_SPACING_DAYS = 21;
/** Due dates run from this many days into the term to this many days after today. */
const FIRST_DUE_AFTER_TERM_START = 14;
const LAST_DUE_AFTER_TODAY = 7;

const ASSIGNMENT_KINDS = ['Homework', 'Worksheet', 'Project', 'Essay', 'Lab report', 'Quiz review'] as const;

export type SeedParentPortalOptions = {
  schoolId: number;
  parentUserId: number;
  createdBy?: number;
  now?: Date;
  seed?: number;
  /** The server's upload store: the children's documents are written into it. None: no documents. */
  uploads?: UploadStore;
};
export type SeedParentPortalReport = { assignments: number; submissions: number; notifications: number; lessons: number; announcements: number; documents: number };

export async function seedParentPortal(tx: DbOrTx, options: SeedParentPortalOptions): Promise<SeedParentPortalReport> {
  const random = createRandom(options.seed ?? 1_404_008);
  const now = options.now ?? new Date();
  const today = kabulDay(now);
  const { schoolId, parentUserId } = options;

  const children = await tx
    .select({ id: students.id, classId: students.classId, firstName: users.firstName })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(eq(students.schoolId, schoolId), eq(students.parentUserId, parentUserId), isNull(students.deletedAt)))
    .orderBy(asc(students.id));
  const subjectRows = await tx
    .select({ id: subjects.id, name: subjects.name })
    .from(subjects)
    .where(and(eq(subjects.schoolId, schoolId), isNull(subjects.deletedAt)))
    .orderBy(asc(subjects.id));

  const classIds = [...new Set(children.map((child) => child.classId).filter((id): id is number => id !== null))];
  const firstDue = addDays(today, -(TERM_DAYS - 1) + FIRST_DUE_AFTER_TERM_START);
  const lastDue = addDays(today, LAST_DUE_AFTER_TODAY);
  const planned = classIds.flatMap((classId) =>
    subjectRows.flatMap((subject, subjectIndex) => {
      const rows = [];
      // Staggered by subject so the due dates spread over the week.
      for (let due = addDays(firstDue, subjectIndex % 7), n = 1; due <= lastDue; due = addDays(due, ASSIGNMENT_SPACING_DAYS), n++) {
        rows.push({
          schoolId,
          classId,
          subjectId: subject.id,
          title: `${subject.name} ${random.pick(ASSIGNMENT_KINDS)} ${n}`,
          description: `Assignment ${n} of the term in ${subject.name}.`,
          dueDate: due,
          maxGrade: random.pick(['10', '20', '50', '100']),
          createdBy: options.createdBy ?? null,
        });
      }
      return rows;
    }),
  );
  const inserted = planned.length
    ? await tx.insert(assignments).values(planned).returning({ id: assignments.id, classId: assignments.classId, dueDate: assignments.dueDate, maxGrade: assignments.maxGrade })
    : [];

  const submissions: (typeof assignmentSubmissions.$inferInsert)[] = children.flatMap((child) =>
    inserted
      .filter((assignment) => assignment.classId === child.classId)
      .flatMap((assignment): (typeof assignmentSubmissions.$inferInsert)[] => {
        const dueAt = kabulMidnight(assignment.dueDate);
        const max = Number(assignment.maxGrade);
        // Due today or later: open; some handed in early, none graded yet.
        if (assignment.dueDate >= today) {
          if (!random.chance(0.4)) return [];
          return [{ assignmentId: assignment.id, studentId: child.id, submittedAt: new Date(Math.min(now.getTime(), dueAt.getTime()) - 3_600_000 * random.int(2, 30)), grade: null, status: 'SUBMITTED' as const }];
        }
        const outcome = random.weighted([['GRADED', 80], ['LATE', 10], ['MISSING', 10]] as const);
        if (outcome === 'MISSING') return [{ assignmentId: assignment.id, studentId: child.id, submittedAt: null, grade: null, status: outcome }];
        const hoursFromDue = outcome === 'LATE' ? random.int(2, 48) : -random.int(2, 72);
        const share = Math.min(1, Math.max(0.35, random.normal(outcome === 'LATE' ? 0.7 : 0.82, 0.12)));
        return [{ assignmentId: assignment.id, studentId: child.id, submittedAt: new Date(dueAt.getTime() + hoursFromDue * 3_600_000), grade: (Math.round(share * max * 2) / 2).toFixed(2), status: outcome }];
      }),
  );
  await bulkInsert(tx, assignmentSubmissions, submissions);

  const notifications = planNotifications(children, now).map((item) => ({ ...item, schoolId, parentUserId }));
  if (notifications.length) await tx.insert(parentNotifications).values(notifications);
  const lessons = await seedTimetables(tx, schoolId);
  const notices = await seedAnnouncements(tx, schoolId, classIds, now, options.createdBy ?? null);
  const documents = options.uploads === undefined ? 0 : await seedChildDocuments(tx, { schoolId, parentUserId, uploads: options.uploads, today, createdBy: options.createdBy ?? null });
  return { assignments: inserted.length, submissions: submissions.length, notifications: notifications.length, lessons, announcements: notices, documents };
}

/** A school day's lessons: 40 minutes each, a 20-minute break after the third. */
export const LESSON_TIMES = [
  ['08:00', '08:40'],
  ['08:45', '09:25'],
  ['09:30', '10:10'],
  ['10:30', '11:10'],
  ['11:15', '11:55'],
  ['12:00', '12:40'],
] as const;
/** Saturday to Thursday (ISO weekdays); Friday is the weekend. */
export const SCHOOL_WEEKDAYS = [6, 7, 1, 2, 3, 4] as const;
const LAB_SUBJECTS = new Set(['PHYS', 'CHEM', 'BIO']);

/**
 * Every class's week: six lessons a day, Saturday to Thursday, the subjects taken in turn (each
 * class starting at another subject), taught by the class's teacher of that subject, in the
 * class's room (the science lab for physics, chemistry and biology).
 */
async function seedTimetables(tx: DbOrTx, schoolId: number): Promise<number> {
  // One after another: a transaction is one connection.
  const classRows = await tx.select({ id: classes.id }).from(classes).where(and(eq(classes.schoolId, schoolId), isNull(classes.deletedAt))).orderBy(asc(classes.id));
  const subjectRows = await tx
    .select({ id: subjects.id, code: subjects.code })
    .from(subjects)
    .where(and(eq(subjects.schoolId, schoolId), isNull(subjects.deletedAt)))
    .orderBy(asc(subjects.id));
  const teaching = await tx
    .select({ classId: teacherAssignments.classId, subjectId: teacherAssignments.subjectId, teacherId: teacherAssignments.teacherId })
    .from(teacherAssignments)
    .where(and(eq(teacherAssignments.schoolId, schoolId), isNotNull(teacherAssignments.subjectId)))
    .orderBy(asc(teacherAssignments.id));
  if (subjectRows.length === 0) return 0;
  const teacherOf = new Map<string, number>();
  for (const row of teaching) if (!teacherOf.has(`${row.classId}:${row.subjectId}`)) teacherOf.set(`${row.classId}:${row.subjectId}`, row.teacherId);
  const rows = classRows.flatMap((klass, classIndex) =>
    SCHOOL_WEEKDAYS.flatMap((weekday, dayIndex) =>
      LESSON_TIMES.map(([startTime, endTime], period) => {
        const subject = subjectRows[(dayIndex * LESSON_TIMES.length + period + classIndex) % subjectRows.length];
        return {
          schoolId,
          classId: klass.id,
          subjectId: subject.id,
          teacherId: teacherOf.get(`${klass.id}:${subject.id}`) ?? null,
          weekday,
          startTime,
          endTime,
          room: LAB_SUBJECTS.has(subject.code) ? 'Science Lab' : `Room ${101 + classIndex}`,
        };
      }),
    ),
  );
  await bulkInsert(tx, timetableEntries, rows);
  return rows.length;
}

/** School-wide notices, one for parents of each child's class, one for staff only and one expired. */
async function seedAnnouncements(tx: DbOrTx, schoolId: number, childClassIds: number[], now: Date, createdBy: number | null): Promise<number> {
  const classRows = childClassIds.length
    ? await tx.select({ id: classes.id, name: classes.name }).from(classes).where(inArray(classes.id, childClassIds)).orderBy(asc(classes.id))
    : [];
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const rows: Omit<typeof announcements.$inferInsert, 'schoolId'>[] = [
    { audience: 'ALL', title: 'Nowruz holidays', body: 'The school is closed from 1 to 4 Hamal for Nowruz. Lessons start again on Saturday.', publishedAt: hoursAgo(30) },
    { audience: 'PARENTS', title: 'Parent-teacher meeting', body: 'Parents are invited to meet the class teachers on Thursday at 10:00 in the school hall.', publishedAt: hoursAgo(72), expiresAt: hoursAgo(-24 * 10) },
    { audience: 'STAFF', title: 'Staff meeting', body: 'All teachers meet in the staff room after the last lesson on Wednesday.', publishedAt: hoursAgo(20) },
    { audience: 'ALL', title: 'Winter uniform', body: 'From this week pupils may wear the winter uniform.', publishedAt: hoursAgo(24 * 40), expiresAt: hoursAgo(24 * 20) },
    ...classRows.map((klass, index) => ({
      classId: klass.id,
      audience: 'PARENTS' as const,
      title: index % 2 === 0 ? `${klass.name}: science fair` : `${klass.name}: museum visit`,
      body:
        index % 2 === 0
          ? `${klass.name} shows its science projects to parents next Monday from 09:00. Every family is welcome.`
          : `${klass.name} visits the National Museum next Tuesday. Please send a signed permission slip and lunch.`,
      publishedAt: hoursAgo(6 + index * 12),
    })),
  ];
  await tx.insert(announcements).values(rows.map((row) => ({ ...row, schoolId, createdBy })));
  return rows.length;
}

type DocumentPlan = { title: string; slug: string; paragraphs: string[] };

/**
 * An enrolment certificate for every child and a medical clearance note for the first, as real
 * PDFs under the upload folder. A file's name carries a hash of its bytes: the same letter is
 * the same file, and a database seeded another day never overwrites a file another one uses.
 */
async function seedChildDocuments(
  tx: DbOrTx,
  options: { schoolId: number; parentUserId: number; uploads: UploadStore; today: string; createdBy: number | null },
): Promise<number> {
  const { schoolId, today } = options;
  const [school] = await tx.select({ name: schools.name }).from(schools).where(eq(schools.id, schoolId));
  const children = await tx
    .select({ id: students.id, admissionNo: students.admissionNo, admissionDate: students.admissionDate, firstName: users.firstName, lastName: users.lastName, className: classes.name })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(classes, eq(classes.id, students.classId))
    .where(and(eq(students.schoolId, schoolId), eq(students.parentUserId, options.parentUserId), isNull(students.deletedAt)))
    .orderBy(asc(students.id));
  const rows: (typeof studentDocuments.$inferInsert)[] = [];
  for (const [index, child] of children.entries()) {
    const name = [child.firstName, child.lastName].filter(Boolean).join(' ');
    const plans: DocumentPlan[] = [
      {
        title: 'Enrolment certificate',
        slug: 'enrolment-certificate',
        paragraphs: [
          `This is to certify that ${name}, admission number ${child.admissionNo}, is enrolled as a pupil of ${school?.name ?? 'this school'}` +
            `${child.className ? ` in ${child.className}` : ''}${child.admissionDate ? ` since ${child.admissionDate}` : ''}.`,
          'This certificate is issued at the request of the parent for whatever purpose it may serve.',
        ],
      },
    ];
    if (index === 0) {
      plans.push({
        title: 'Medical clearance',
        slug: 'medical-clearance',
        paragraphs: [`The school nurse has seen ${name} and found them fit to take part in physical education and school trips this year.`],
      });
    }
    for (const plan of plans) {
      const bytes = await studentLetterPdf({ schoolName: school?.name ?? 'School', title: plan.title, paragraphs: plan.paragraphs, issuedOn: today, signedBy: 'School Principal' });
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
      const storagePath = `${studentDocumentFolder(child.id)}/${plan.slug}-${hash}.pdf`;
      await options.uploads.write(storagePath, bytes);
      rows.push({
        schoolId,
        studentId: child.id,
        title: plan.title,
        fileName: `${plan.title} - ${name}.pdf`,
        mimeType: 'application/pdf',
        sizeBytes: bytes.length,
        storagePath,
        createdBy: options.createdBy,
      });
    }
  }
  if (rows.length) await tx.insert(studentDocuments).values(rows);
  return rows.length;
}

/** ~8 notifications about the children, newest a few hours old; the older half read. */
function planNotifications(rows: { id: number; firstName: string | null }[], now: Date) {
  const children = rows.map((row) => ({ id: row.id, firstName: row.firstName ?? 'Your child' }));
  const [first, second = first] = children;
  if (!first) return [];
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const items = [
    { child: first, type: 'warning', title: 'Fee payment overdue', message: `${first.firstName}'s tuition payment is overdue. Please pay at the school office.`, hours: 3, read: false },
    { child: second, type: 'success', title: 'Assignment graded', message: `${second.firstName}'s latest Mathematics assignment has been graded.`, hours: 9, read: false },
    { child: first, type: 'info', title: 'Upcoming exam', message: `${first.firstName} has an exam scheduled this week. Check the Exams tab for the time and room.`, hours: 20, read: false },
    { child: second, type: 'error', title: 'Absent today', message: `${second.firstName} was marked absent today. Please contact the school if this is a mistake.`, hours: 30, read: false },
    { child: first, type: 'success', title: 'Payment received', message: `A payment for ${first.firstName} has been received. Thank you.`, hours: 50, read: true },
    { child: second, type: 'warning', title: 'Assignment missing', message: `${second.firstName} has not handed in an assignment that was due. Please check the Academics tab.`, hours: 75, read: true },
    { child: null, type: 'info', title: 'Parent-teacher meeting', message: 'The parent-teacher meeting is on Thursday at 10:00 in the school hall.', hours: 120, read: true },
    { child: first, type: 'error', title: 'Late arrival', message: `${first.firstName} arrived late three times this month.`, hours: 170, read: true },
  ] as const;
  return items.map((item) => ({
    studentId: item.child?.id ?? null,
    type: item.type,
    title: item.title,
    message: item.message,
    createdAt: hoursAgo(item.hours),
    readAt: item.read ? hoursAgo(item.hours - 1) : null,
  }));
}
