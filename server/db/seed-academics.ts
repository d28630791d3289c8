/**
 * The demo school's academic year so far: six classes (Grades 7-12), ten subjects, 120 students
 * with Latin and Dari names (two of them the demo parent's children, with payments), a term of
 * daily attendance on school days (Saturday to Thursday, holidays skipped), exams per class and subject
 * (past ones COMPLETED and graded, coming ones SCHEDULED), weekly classwork grades, and student
 * events. Every date is relative to `now`, so the dashboard's 7D and 30D always have data.
 * Deterministic (a seeded generator) and loaded with bulk inserts: it runs at every fresh start.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_SCHOOL_GENERAL_SETTINGS } from '@/contract/settings';
import { isSchoolDay, schoolCalendarOf } from '../lib/figures/school-days';
import { addDays, kabulDay, kabulMidnight } from '../lib/kabul-time';
import { bulkInsert } from './bulk-insert';
import type { DbOrTx } from './connection';
import { attendance, classes, exams, grades, parents, payments, studentEvents, students, subjects, users } from './schema';
import { createRandom, randomMobileNumber, type Random } from './seed-random';
import { withReceiptNumbers } from '../routes/finance/public';

type Name = readonly [latin: string, dari: string];

const BOY_NAMES: readonly Name[] = [
  ['Ahmad', 'احمد'], ['Mohammad', 'محمد'], ['Ali', 'علی'], ['Hamid', 'حمید'], ['Farhad', 'فرهاد'], ['Jawad', 'جواد'],
  ['Omid', 'امید'], ['Karim', 'کریم'], ['Mustafa', 'مصطفی'], ['Yusuf', 'یوسف'], ['Bilal', 'بلال'], ['Hassan', 'حسن'],
  ['Hussain', 'حسین'], ['Idris', 'ادریس'], ['Javid', 'جاوید'], ['Masood', 'مسعود'], ['Nasir', 'ناصر'], ['Tariq', 'طارق'],
  ['Wahid', 'وحید'], ['Zubair', 'زبیر'], ['Sohrab', 'سهراب'], ['Fawad', 'فواد'], ['Haroon', 'هارون'], ['Mansoor', 'منصور'],
  ['Qais', 'قیس'], ['Rashid', 'رشید'], ['Abdullah', 'عبدالله'], ['Naveed', 'نوید'], ['Arash', 'آرش'], ['Behzad', 'بهزاد'],
  ['Ehsan', 'احسان'], ['Habib', 'حبیب'], ['Jamshid', 'جمشید'], ['Milad', 'میلاد'], ['Mirwais', 'میرویس'], ['Samiullah', 'سمیع‌الله'],
];
const GIRL_NAMES: readonly Name[] = [
  ['Fatima', 'فاطمه'], ['Zahra', 'زهرا'], ['Maryam', 'مریم'], ['Aisha', 'عایشه'], ['Khadija', 'خدیجه'], ['Laila', 'لیلا'],
  ['Mina', 'مینا'], ['Nargis', 'نرگس'], ['Parisa', 'پریسا'], ['Roya', 'رویا'], ['Sara', 'سارا'], ['Shabnam', 'شبنم'],
  ['Tahmina', 'تهمینه'], ['Yalda', 'یلدا'], ['Zainab', 'زینب'], ['Farzana', 'فرزانه'], ['Homa', 'هما'], ['Madina', 'مدینه'],
  ['Nilofar', 'نیلوفر'], ['Freshta', 'فرشته'], ['Hosna', 'حسنا'], ['Malalai', 'ملالی'], ['Mursal', 'مرسل'], ['Setara', 'ستاره'],
];
const FAMILY_NAMES: readonly Name[] = [
  ['Karimi', 'کریمی'], ['Ahmadi', 'احمدی'], ['Rahimi', 'رحیمی'], ['Hashimi', 'هاشمی'], ['Noori', 'نوری'], ['Sultani', 'سلطانی'],
  ['Amiri', 'امیری'], ['Haidari', 'حیدری'], ['Mohammadi', 'محمدی'], ['Rezaei', 'رضایی'], ['Hosseini', 'حسینی'], ['Sadat', 'سادات'],
  ['Nazari', 'نظری'], ['Jalali', 'جلالی'], ['Yousufzai', 'یوسفزی'], ['Popal', 'پوپل'], ['Wardak', 'وردک'], ['Stanikzai', 'ستانکزی'],
  ['Barakzai', 'بارکزی'], ['Durrani', 'درانی'], ['Habibi', 'حبیبی'], ['Jafari', 'جعفری'], ['Kohistani', 'کوهستانی'], ['Naseri', 'ناصری'],
  ['Qaderi', 'قادری'], ['Rasuli', 'رسولی'], ['Samadi', 'صمدی'], ['Azizi', 'عزیزی'], ['Sharifi', 'شریفی'], ['Akbari', 'اکبری'],
];

/** The demo classes; each has its usual room (the one its exams and lessons use). Class teachers come with the teachers (seed-teachers.ts). */
/** A number in Dari (and Pashto) digits: 7 → "۷". */
const easternDigits = (value: number) => String(value).replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]);

export const DEMO_CLASSES = [7, 8, 9, 10, 11, 12].map((grade, index) => ({
  name: `Grade ${grade} A`,
  dariName: `صنف ${easternDigits(grade)} الف`,
  pashtoName: `ټولګی ${easternDigits(grade)} الف`,
  code: `G${grade}A`,
  grade,
  section: 'A',
  room: `Room ${101 + index}`,
}));

export const DEMO_SUBJECTS = [
  { name: 'Mathematics', dariName: 'ریاضی', pashtoName: 'ریاضي', code: 'MATH' },
  { name: 'Physics', dariName: 'فزیک', pashtoName: 'فزیک', code: 'PHYS' },
  { name: 'Chemistry', dariName: 'کیمیا', pashtoName: 'کیمیا', code: 'CHEM' },
  { name: 'Biology', dariName: 'بیولوژی', pashtoName: 'بیولوژي', code: 'BIO' },
  { name: 'Dari', dariName: 'دری', pashtoName: 'دري', code: 'DARI' },
  { name: 'Pashto', dariName: 'پښتو', pashtoName: 'پښتو', code: 'PASH' },
  { name: 'English', dariName: 'انگلیسی', pashtoName: 'انګلیسي', code: 'ENG' },
  { name: 'History', dariName: 'تاریخ', pashtoName: 'تاریخ', code: 'HIST' },
  { name: 'Geography', dariName: 'جغرافیه', pashtoName: 'جغرافیه', code: 'GEO' },
  { name: 'Islamic Studies', dariName: 'تعلیمات اسلامی', pashtoName: 'اسلامي زده کړې', code: 'ISL' },
] as const;

/** The demo parent's children: names, class (index into DEMO_CLASSES), gender. */
const DEMO_CHILDREN = [
  { first: ['Ahmad Shah', 'احمدشاه'] as Name, classIndex: 2, gender: 'MALE' },
  { first: ['Maryam', 'مریم'] as Name, classIndex: 0, gender: 'FEMALE' },
] as const;
const DEMO_FAMILY: Name = ['Safi', 'صافی'];

export const STUDENTS_PER_CLASS = 20;
/** Days of attendance back from today: about one term. */
export const TERM_DAYS = 100;
/** A password hash no password matches: seeded student accounts sign in only after an admin sets one. */
const LOCKED_PASSWORD_HASH = '!locked';
const DAY_MS = 86_400_000;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

// The demo school keeps the default week and holiday calendar: no register on a weekend or a holiday.
const DEMO_CALENDAR = schoolCalendarOf(DEFAULT_SCHOOL_GENERAL_SETTINGS);
const isDemoSchoolDay = (day: string) => isSchoolDay(day, DEMO_CALENDAR);

/** The school day on or before `day`. */
function schoolDayOnOrBefore(day: string): string {
  let candidate = day;
  while (!isDemoSchoolDay(candidate)) candidate = addDays(candidate, -1);
  return candidate;
}

/** An instant at hh:mm Kabul time on `day`. */
function kabulInstant(day: string, hour: number, minute: number): Date {
  return new Date(kabulMidnight(day).getTime() + (hour * 60 + minute) * 60_000);
}

const time = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;

type SeedStudent = {
  username: string;
  first: Name;
  family: Name;
  gender: 'MALE' | 'FEMALE';
  classIndex: number;
  admissionDate: string;
  status: string;
  /** Latent ability (mean percent) and how often the student is there. */
  ability: number;
  presence: number;
  lateness: number;
  parentUserId: number | null;
};

export type SeedAcademicsOptions = {
  schoolId: number;
  /** The demo parent's user: two children are theirs. */
  parentUserId: number;
  createdBy?: number;
  now?: Date;
  seed?: number;
};

export type SeedAcademicsReport = { classes: number; subjects: number; students: number; attendance: number; exams: number; grades: number; payments: number };

export async function seedAcademics(tx: DbOrTx, options: SeedAcademicsOptions): Promise<SeedAcademicsReport> {
  const random = createRandom(options.seed ?? 1_404_001);
  const now = options.now ?? new Date();
  const today = kabulDay(now);
  const termStart = addDays(today, -(TERM_DAYS - 1));
  const { schoolId } = options;
  const createdBy = options.createdBy ?? null;

  const classRows = await tx
    .insert(classes)
    .values(DEMO_CLASSES.map((item) => ({ ...item, schoolId })))
    .returning({ id: classes.id, name: classes.name });
  const subjectRows = await tx
    .insert(subjects)
    .values(DEMO_SUBJECTS.map((item) => ({ ...item, schoolId })))
    .returning({ id: subjects.id });

  const plan = planStudents(random, options.parentUserId, termStart, today);
  await bulkInsert(
    tx,
    users,
    plan.map((student) => ({
      schoolId,
      username: student.username,
      passwordHash: LOCKED_PASSWORD_HASH,
      firstName: student.first[0],
      lastName: student.family[0],
      dariName: `${student.first[1]} ${student.family[1]}`,
      gender: student.gender,
      dateOfBirth: `${Number(today.slice(0, 4)) - (DEMO_CLASSES[student.classIndex].grade + 6)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      phone: randomMobileNumber(random),
      role: 'STUDENT',
      timezone: 'Asia/Kabul',
      locale: 'en-AF',
      department: 'Students',
    })),
  );
  const userIds = new Map(
    (await tx.select({ id: users.id, username: users.username }).from(users).where(and(eq(users.schoolId, schoolId), eq(users.role, 'STUDENT')))).map(
      (row) => [row.username, row.id],
    ),
  );

  const rollInClass = new Map<number, number>();
  await bulkInsert(
    tx,
    students,
    plan.map((student, index) => {
      const roll = (rollInClass.get(student.classIndex) ?? 0) + 1;
      rollInClass.set(student.classIndex, roll);
      return {
        schoolId,
        userId: userIds.get(student.username) as number,
        parentUserId: student.parentUserId,
        classId: classRows[student.classIndex].id,
        admissionNo: `ADM-${student.admissionDate.slice(0, 4)}-${String(index + 1).padStart(4, '0')}`,
        rollNo: String(roll),
        admissionDate: student.admissionDate,
        status: student.status,
        bloodGroup: random.pick(['A+', 'A-', 'B+', 'B-', 'AB+', 'O+', 'O+', 'O-']),
        nationality: 'Afghanistan',
        religion: 'Islam',
        currentCity: 'Kabul',
        currentProvince: 'Kabul',
        currentCountry: 'Afghanistan',
        originCountry: 'Afghanistan',
        createdBy,
      };
    }),
  );
  const studentRows = await tx
    .select({ id: students.id, userId: students.userId })
    .from(students)
    .where(inArray(students.userId, [...userIds.values()]));
  const studentIdByUser = new Map(studentRows.map((row) => [row.userId, row.id]));
  const seeded = plan.map((student) => ({ ...student, id: studentIdByUser.get(userIds.get(student.username) as number) as number }));

  await tx.insert(parents).values({
    schoolId,
    userId: options.parentUserId,
    occupation: 'Shopkeeper',
    education: 'High school',
    employer: 'Safi Trading, Mandawi',
    workPhone: '+93780567891',
    emergencyContact: '+93780567890',
    relationship: 'Father',
  });

  const attendanceRows = planAttendance(random, seeded, classRows, schoolId, termStart, today, createdBy);
  await bulkInsert(tx, attendance, attendanceRows);

  const { examRows, gradeRows } = await seedExamsAndGrades(tx, random, seeded, classRows, subjectRows, schoolId, termStart, today, createdBy);
  const paymentRows = await withReceiptNumbers(tx, schoolId, planPayments(seeded.filter((student) => student.parentUserId !== null), schoolId, today, createdBy));
  await bulkInsert(tx, payments, paymentRows);
  await bulkInsert(tx, studentEvents, planEvents(random, seeded, classRows, schoolId, now, createdBy));
  // The cards printed in the events above.
  await tx.execute(
    sql`update ${students} set card_print_count = (select count(*) from ${studentEvents} where ${studentEvents.studentId} = ${students.id} and ${studentEvents.type} = 'CARD_PRINTED') where ${students.schoolId} = ${schoolId}`,
  );

  return {
    classes: classRows.length,
    subjects: subjectRows.length,
    students: seeded.length,
    attendance: attendanceRows.length,
    exams: examRows,
    grades: gradeRows,
    payments: paymentRows.length,
  };
}

function planStudents(random: Random, parentUserId: number, termStart: string, today: string): SeedStudent[] {
  const taken = new Set<string>();
  const username = (first: string, family: string) => {
    const base = `${first}.${family}`.toLowerCase().replace(/[^a-z.]+/g, '.');
    let name = base;
    for (let suffix = 2; taken.has(name); suffix += 1) name = `${base}${suffix}`;
    taken.add(name);
    return name;
  };
  const plan: SeedStudent[] = [];
  for (let classIndex = 0; classIndex < DEMO_CLASSES.length; classIndex += 1) {
    for (let seat = 0; seat < STUDENTS_PER_CLASS; seat += 1) {
      const child = DEMO_CHILDREN.find((item) => item.classIndex === classIndex && seat === 0);
      const gender = child ? child.gender : random.next() < 0.55 ? 'MALE' : 'FEMALE';
      const first = child ? child.first : random.pick(gender === 'MALE' ? BOY_NAMES : GIRL_NAMES);
      const family = child ? DEMO_FAMILY : random.pick(FAMILY_NAMES);
      // Most were admitted in earlier years; a few joined this term (the "new students" insight).
      const joinedThisTerm = !child && random.next() < 0.05;
      const admissionDate = joinedThisTerm
        ? addDays(today, -random.int(3, 25))
        : // At the start of an earlier school year (late March, Hamal), always before this term.
          `${Number(termStart.slice(0, 4)) - 1 - random.int(0, DEMO_CLASSES[classIndex].grade - 7)}-03-${String(random.int(21, 31)).padStart(2, '0')}`;
      const roll = random.next();
      plan.push({
        username: username(first[0], family[0]),
        first,
        family,
        gender,
        classIndex,
        admissionDate: admissionDate > today ? today : admissionDate,
        status: child ? 'ACTIVE' : roll < 0.02 ? 'SUSPENDED' : roll < 0.04 ? 'INACTIVE' : 'ACTIVE',
        ability: child ? (classIndex === 2 ? 91 : 84) : clamp(random.normal(76, 9), 48, 97),
        presence: child ? 0.95 : clamp(random.normal(0.93, 0.04), 0.75, 0.995),
        lateness: clamp(random.normal(0.05, 0.03), 0.005, 0.15),
        parentUserId: child ? parentUserId : null,
      });
    }
  }
  return plan;
}

function planAttendance(
  random: Random,
  seeded: (SeedStudent & { id: number })[],
  classRows: { id: number }[],
  schoolId: number,
  termStart: string,
  today: string,
  createdBy: number | null,
): (typeof attendance.$inferInsert)[] {
  const rows: (typeof attendance.$inferInsert)[] = [];
  for (let day = termStart; day <= today; day = addDays(day, 1)) {
    if (!isDemoSchoolDay(day)) continue;
    // Thursdays are half days and see a few more absences.
    const thursday = weekday(day) === 4;
    for (const student of seeded) {
      if (day < student.admissionDate) continue;
      const roll = random.next();
      const presence = student.presence - (thursday ? 0.03 : 0);
      let status: 'PRESENT' | 'LATE' | 'ABSENT' | 'EXCUSED';
      if (roll < presence - student.lateness) status = 'PRESENT';
      else if (roll < presence) status = 'LATE';
      else status = random.next() < 0.35 ? 'EXCUSED' : 'ABSENT';
      const there = status === 'PRESENT' || status === 'LATE';
      rows.push({
        schoolId,
        studentId: student.id,
        classId: classRows[student.classIndex].id,
        date: day,
        status,
        inTime: there ? time(status === 'LATE' ? random.int(490, 530) : random.int(460, 479)) : null,
        outTime: there ? time(thursday ? 690 : 750) : null,
        remarks: status === 'EXCUSED' ? random.pick(['Sick note from parents', 'Family event', 'Medical appointment']) : null,
        createdBy,
      });
    }
  }
  return rows;
}

/** Exams relative to today (days before; negative = to come) and what they weigh. */
const EXAM_PLAN = [
  { name: 'Monthly Test 1', dariName: 'امتحان ماهوار ۱', pashtoName: 'میاشتنۍ ازموینه ۱', daysAgo: 80, maxMarks: 50 },
  { name: 'Monthly Test 2', dariName: 'امتحان ماهوار ۲', pashtoName: 'میاشتنۍ ازموینه ۲', daysAgo: 56, maxMarks: 50 },
  { name: 'Midterm Exam', dariName: 'امتحان چهارنیم‌ماهه', pashtoName: 'د څلورنیمو میاشتو ازموینه', daysAgo: 32, maxMarks: 100 },
  { name: 'Monthly Test 3', dariName: 'امتحان ماهوار ۳', pashtoName: 'میاشتنۍ ازموینه ۳', daysAgo: 9, maxMarks: 50 },
  { name: 'Monthly Test 4', dariName: 'امتحان ماهوار ۴', pashtoName: 'میاشتنۍ ازموینه ۴', daysAgo: -12, maxMarks: 50 },
  { name: 'Final Exam', dariName: 'امتحان سالانه', pashtoName: 'کلنۍ ازموینه', daysAgo: -45, maxMarks: 100 },
] as const;

async function seedExamsAndGrades(
  tx: DbOrTx,
  random: Random,
  seeded: (SeedStudent & { id: number })[],
  classRows: { id: number }[],
  subjectRows: { id: number }[],
  schoolId: number,
  termStart: string,
  today: string,
  createdBy: number | null,
): Promise<{ examRows: number; gradeRows: number }> {
  const academicYear = termStart.slice(0, 4);
  const examValues: (typeof exams.$inferInsert)[] = [];
  for (const klass of classRows) {
    subjectRows.forEach((subject, subjectIndex) => {
      for (const plan of EXAM_PLAN) {
        // One subject a day over the exam fortnight, Fridays skipped.
        const day = schoolDayOnOrBefore(addDays(today, -plan.daysAgo + subjectIndex - 9));
        const completed = day < today;
        examValues.push({
          schoolId,
          classId: klass.id,
          subjectId: subject.id,
          name: plan.name,
          dariName: plan.dariName,
          pashtoName: plan.pashtoName,
          examDate: day,
          startTime: '08:00:00',
          endTime: plan.maxMarks === 100 ? '10:00:00' : '09:00:00',
          room: `Room ${101 + classRows.indexOf(klass)}`,
          maxMarks: String(plan.maxMarks),
          status: completed ? 'COMPLETED' : 'SCHEDULED',
          academicYear,
        });
      }
    });
  }
  const examRows = await tx
    .insert(exams)
    .values(examValues)
    .returning({ id: exams.id, classId: exams.classId, subjectId: exams.subjectId, examDate: exams.examDate, maxMarks: exams.maxMarks, status: exams.status });

  const affinity = new Map<string, number>();
  const affinityOf = (studentId: number, subjectId: number) => {
    const key = `${studentId}:${subjectId}`;
    if (!affinity.has(key)) affinity.set(key, random.normal(0, 5));
    return affinity.get(key) as number;
  };
  /** A percentage for a student in a subject on a day: ability, subject affinity, a little progress, noise. */
  const percentFor = (student: SeedStudent & { id: number }, subjectId: number, day: string, noise: number) => {
    const progress = ((Date.parse(day) - Date.parse(termStart)) / (TERM_DAYS * DAY_MS)) * 3;
    return clamp(student.ability + affinityOf(student.id, subjectId) + progress + random.normal(0, noise), 25, 100);
  };

  const gradeValues: (typeof grades.$inferInsert)[] = [];
  const completed = examRows.filter((exam) => exam.status === 'COMPLETED');
  const latestExamDay = completed.reduce((latest, exam) => (exam.examDate > latest ? exam.examDate : latest), '');
  for (const exam of completed) {
    const classIndex = classRows.findIndex((klass) => klass.id === exam.classId);
    const max = Number(exam.maxMarks);
    for (const student of seeded) {
      if (student.classIndex !== classIndex || student.admissionDate > exam.examDate) continue;
      // The last exam day's papers of the last class are still being marked: not every grade is in.
      if (exam.examDate === latestExamDay && classIndex === classRows.length - 1 && student.status === 'ACTIVE' && random.next() < 0.3) continue;
      const score = Math.round((percentFor(student, exam.subjectId, exam.examDate, 6) * max) / 100);
      gradeValues.push({
        schoolId,
        studentId: student.id,
        subjectId: exam.subjectId,
        classId: exam.classId,
        examId: exam.id,
        score: String(score),
        maxScore: String(max),
        gradedOn: exam.examDate,
        academicYear,
        createdBy,
      });
    }
  }
  // Classwork: every school week, each student gets a quiz (out of 20) in one subject, in turn.
  for (let week = 0, day = schoolDayOnOrBefore(addDays(termStart, 3)); day <= today; week += 1, day = schoolDayOnOrBefore(addDays(day, 7))) {
    for (const student of seeded) {
      if (student.admissionDate > day) continue;
      const subject = subjectRows[(week + student.classIndex) % subjectRows.length];
      gradeValues.push({
        schoolId,
        studentId: student.id,
        subjectId: subject.id,
        classId: classRows[student.classIndex].id,
        examId: null,
        score: String(Math.round((percentFor(student, subject.id, day, 9) * 20) / 100)),
        maxScore: '20',
        gradedOn: day,
        academicYear,
        remarks: 'Classwork quiz',
        createdBy,
      });
    }
  }
  await bulkInsert(tx, grades, gradeValues);
  return { examRows: examRows.length, gradeRows: gradeValues.length };
}

/**
 * Tuition per month and the usual fees for the demo parent's children: paid, pending and overdue.
 * Without receipt numbers: the school's receipt counter gives them (withReceiptNumbers).
 */
function planPayments(children: (SeedStudent & { id: number })[], schoolId: number, today: string, createdBy: number | null) {
  const rows: Omit<typeof payments.$inferInsert, 'receiptNumber'>[] = [];
  const add = (student: SeedStudent & { id: number }, daysAgo: number, type: string, total: string, status: string, method: string, remarks: string) => {
    rows.push({
      schoolId,
      studentId: student.id,
      parentUserId: student.parentUserId,
      amount: total,
      total,
      paymentDate: addDays(today, -daysAgo),
      status,
      method,
      type,
      remarks,
      createdBy,
    });
  };
  for (const child of children) {
    add(child, 85, 'TUITION_FEE', '3500.00', 'PAID', 'CASH', 'Tuition, month 1');
    add(child, 55, 'TUITION_FEE', '3500.00', 'PAID', 'BANK_TRANSFER', 'Tuition, month 2');
    add(child, 50, 'EXAM_FEE', '500.00', 'PAID', 'CASH', 'Midterm exam fee');
    add(child, 24, 'TRANSPORT_FEE', '1200.50', 'OVERDUE', 'CASH', 'Transport, Karte Char route');
    add(child, 2, 'TUITION_FEE', '3500.00', 'PENDING', 'CASH', 'Tuition, month 4');
  }
  return rows;
}

function planEvents(
  random: Random,
  seeded: (SeedStudent & { id: number })[],
  classRows: { name: string }[],
  schoolId: number,
  now: Date,
  createdBy: number | null,
): (typeof studentEvents.$inferInsert)[] {
  const today = kabulDay(now);
  // Never in the future: an event "later today" would be one that has not happened yet.
  const atMost = (instant: Date) => new Date(Math.min(instant.getTime(), now.getTime()));
  const rows: (typeof studentEvents.$inferInsert)[] = seeded.map((student) => ({
    schoolId,
    studentId: student.id,
    type: 'CREATED',
    description: `Admitted to ${classRows[student.classIndex].name}`,
    data: { admissionDate: student.admissionDate },
    userId: createdBy,
    createdAt: atMost(kabulInstant(student.admissionDate, 9, random.int(0, 120))),
  }));
  // Recent work at the office: cards printed and records updated over the last weeks.
  const recent: [string, string][] = [
    ['CARD_PRINTED', 'ID card printed'],
    ['UPDATED', 'Phone number updated'],
    ['UPDATED', 'Current address updated'],
    ['CARD_PRINTED', 'ID card printed'],
  ];
  for (let index = 0; index < 24; index += 1) {
    const student = random.pick(seeded);
    const [type, description] = random.pick(recent);
    const day = schoolDayOnOrBefore(addDays(today, -random.int(0, 28)));
    rows.push({ schoolId, studentId: student.id, type, description, data: {}, userId: createdBy, createdAt: atMost(kabulInstant(day, random.int(8, 14), random.int(0, 59))) });
  }
  return rows;
}
