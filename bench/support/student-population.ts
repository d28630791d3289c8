/**
 * The students bench's school: classes up to `classCount`, then students (each with a STUDENT
 * user: Latin and Dari names, +93 mobile, date of birth) up to `studentCount` in the school,
 * spread over every class, about three in five with a parent (a PARENT user and a parents row;
 * siblings share one). Deterministic (seeded generator). Loaded with bulk inserts, the tables'
 * secondary indexes dropped during the load and built again after (bench only: the tables are
 * unindexed meanwhile).
 */
import { and, count, eq, isNull, like } from 'drizzle-orm';
import { bulkInsert, withIndexesRebuilt } from '../../server/db/bulk-insert';
import type { DbOrTx } from '../../server/db/connection';
import { classes, parents, students, users } from '../../server/db/schema';
import { BOY_NAMES, CITIES, FAMILY_NAMES, FATHER_NAMES, GIRL_NAMES, type Name } from './student-names';
import { createRandom, type Random } from '../../server/db/seed-random';
import { addDays } from '../../server/lib/kabul-time';

const BATCH = 2_000;
/** Usernames of the bench's accounts start with this (the demo seed's never do). */
export const BENCH_USERNAME_PREFIX = 'bench.';
const LOCKED_PASSWORD_HASH = '!locked';
const DAY_MS = 86_400_000;

export type PopulationOptions = { schoolId: number; studentCount: number; classCount: number; createdBy: number; today: string; seed?: number };
export type PopulationReport = { classes: number; addedClasses: number; students: number; addedStudents: number; parents: number };


const mobile = (random: Random) => `+937${random.pick([0, 2, 7, 8, 9])}${String(random.int(0, 9_999_999)).padStart(7, '0')}`;

/** Grades 1-12, sections A-D, in that order: the demo seed's classes are among them and kept. */
async function ensureClasses(db: DbOrTx, schoolId: number, wanted: number): Promise<{ ids: number[]; added: number }> {
  const existing = await db.select({ id: classes.id, code: classes.code }).from(classes).where(and(eq(classes.schoolId, schoolId), isNull(classes.deletedAt)));
  const codes = new Set(existing.map((row) => row.code));
  const missing: (typeof classes.$inferInsert)[] = [];
  for (const section of ['A', 'B', 'C', 'D']) {
    for (let grade = 1; grade <= 12 && existing.length + missing.length < wanted; grade += 1) {
      const code = `G${grade}${section}`;
      if (!codes.has(code)) missing.push({ schoolId, name: `Grade ${grade} ${section}`, code, grade, section });
    }
  }
  if (missing.length > 0) await db.insert(classes).values(missing);
  const rows = await db.select({ id: classes.id }).from(classes).where(and(eq(classes.schoolId, schoolId), isNull(classes.deletedAt)));
  return { ids: rows.map((row) => row.id), added: missing.length };
}

type PlannedStudent = {
  username: string;
  first: Name;
  middle: string | null;
  family: Name;
  gender: 'MALE' | 'FEMALE';
  phone: string;
  classId: number;
  admissionDate: string;
  status: string;
  /** Index into the planned parents, or null. */
  parent: number | null;
};
type PlannedParent = { username: string; first: Name; family: Name; phone: string };

function plan(random: Random, count: number, classIds: number[], today: string) {
  const planned: PlannedStudent[] = [];
  const plannedParents: PlannedParent[] = [];
  const thisYear = Number(today.slice(0, 4));
  for (let index = 0; index < count; index += 1) {
    const gender = random.next() < 0.55 ? 'MALE' : 'FEMALE';
    // Siblings: one in four students with a parent shares the previous student's family.
    const sibling = plannedParents.length > 0 && random.next() < 0.25;
    const withParent = sibling || random.next() < 0.5;
    const family = sibling ? plannedParents[plannedParents.length - 1].family : random.pick(FAMILY_NAMES);
    let parent: number | null = null;
    if (sibling) parent = plannedParents.length - 1;
    else if (withParent) {
      plannedParents.push({ username: `${BENCH_USERNAME_PREFIX}parent.${plannedParents.length + 1}`, first: random.pick(FATHER_NAMES), family, phone: mobile(random) });
      parent = plannedParents.length - 1;
    }
    const roll = random.next();
    // Most joined at the start of a school year (late March); a few in the last weeks.
    const admissionDate = random.next() < 0.02 ? addDays(today, -random.int(1, 60)) : `${thisYear - random.int(1, 6)}-03-${random.int(21, 31)}`;
    planned.push({
      username: `${BENCH_USERNAME_PREFIX}student.${index + 1}`,
      first: random.pick(gender === 'MALE' ? BOY_NAMES : GIRL_NAMES),
      middle: random.next() < 0.15 ? random.pick(BOY_NAMES)[0] : null,
      family,
      gender,
      phone: mobile(random),
      classId: classIds[index % classIds.length],
      admissionDate: admissionDate > today ? today : admissionDate,
      status: roll < 0.95 ? 'ACTIVE' : roll < 0.97 ? 'INACTIVE' : roll < 0.98 ? 'SUSPENDED' : roll < 0.99 ? 'TRANSFERRED' : 'GRADUATED',
      parent,
    });
  }
  return { planned, plannedParents };
}

async function insertInBatches<T>(rows: readonly T[], insert: (batch: readonly T[]) => Promise<void>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

export async function loadStudentPopulation(db: DbOrTx, options: PopulationOptions): Promise<PopulationReport> {
  const random = createRandom(options.seed ?? 20_000);
  const { schoolId, createdBy, today } = options;
  const { ids: classIds, added: addedClasses } = await ensureClasses(db, schoolId, options.classCount);
  const [{ value: existing }] = await db.select({ value: count() }).from(students).where(eq(students.schoolId, schoolId));
  const { planned, plannedParents } = plan(random, Math.max(0, options.studentCount - Number(existing)), classIds, today);
  const thisYear = Number(today.slice(0, 4));

  const userRow = (username: string, first: Name, family: Name, phone: string, extra: Partial<typeof users.$inferInsert>) => ({
    schoolId,
    username,
    passwordHash: LOCKED_PASSWORD_HASH,
    firstName: first[0],
    middleName: null as string | null,
    lastName: family[0],
    dariName: `${first[1]} ${family[1]}`,
    phone,
    gender: null as string | null,
    dateOfBirth: null as string | null,
    role: 'STUDENT',
    timezone: 'Asia/Kabul',
    locale: 'fa-AF',
    department: 'Students',
    ...extra,
  });
  const userRows = [
    ...plannedParents.map((parent) => userRow(parent.username, parent.first, parent.family, parent.phone, { role: 'PARENT', department: 'Parents', gender: 'MALE' })),
    ...planned.map((student) =>
      userRow(student.username, student.first, student.family, student.phone, {
        middleName: student.middle,
        gender: student.gender,
        dateOfBirth: `${thisYear - random.int(7, 19)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      }),
    ),
  ];
  // Seven GIN/btree indexes maintained row by row cost far more than one build after the load.
  await withIndexesRebuilt(db, 'users', () => insertInBatches(userRows, (batch) => bulkInsert(db, users, batch)));
  const userIds = new Map(
    (await db.select({ id: users.id, username: users.username }).from(users).where(like(users.username, `${BENCH_USERNAME_PREFIX}%`))).map((row) => [row.username, row.id]),
  );
  const idOf = (username: string) => {
    const id = userIds.get(username);
    if (id === undefined) throw new Error(`user ${username} was not loaded`);
    return id;
  };

  await insertInBatches(plannedParents, (batch) =>
    bulkInsert(
      db,
      parents,
      batch.map((parent, index) => ({
        schoolId,
        userId: idOf(parent.username),
        occupation: index % 3 === 0 ? 'Shopkeeper' : index % 3 === 1 ? 'Teacher' : 'Driver',
        workPhone: parent.phone,
        emergencyContact: parent.phone,
        relationship: 'Father',
      })),
    ),
  );

  // created_at over the last three years (as if entered or imported over time), newest last.
  const firstCreated = Date.parse(`${addDays(today, -3 * 365)}T04:00:00Z`);
  const step = (3 * 365 * DAY_MS) / Math.max(1, planned.length);
  const rollInClass = new Map<number, number>();
  const studentRows = planned.map((student, index) => {
    const roll = (rollInClass.get(student.classId) ?? 0) + 1;
    rollInClass.set(student.classId, roll);
    const place = random.pick(CITIES);
    return {
      schoolId,
      userId: idOf(student.username),
      parentUserId: student.parent === null ? null : idOf(plannedParents[student.parent].username),
      classId: student.classId,
      admissionNo: `ADM-${student.admissionDate.slice(0, 4)}-${String(index + 1).padStart(5, '0')}`,
      rollNo: String(roll),
      tazkiraNo: `1400-${String(random.int(100, 9999)).padStart(4, '0')}-${String(random.int(0, 99_999)).padStart(5, '0')}`,
      admissionDate: student.admissionDate,
      status: student.status,
      bloodGroup: random.pick(['A+', 'A-', 'B+', 'B-', 'AB+', 'O+', 'O+', 'O-']),
      nationality: 'Afghanistan',
      religion: 'Islam',
      currentAddress: `Street ${random.int(1, 40)}, District ${random.int(1, 22)}`,
      currentCity: place.city,
      currentProvince: place.province,
      currentCountry: 'Afghanistan',
      originCountry: 'Afghanistan',
      createdBy,
      createdAt: new Date(firstCreated + index * step + random.int(0, 60_000)),
      updatedAt: new Date(firstCreated + index * step + 60_000),
    };
  });
  await withIndexesRebuilt(db, 'students', () => insertInBatches(studentRows, (batch) => bulkInsert(db, students, batch)));

  const [{ value: total }] = await db.select({ value: count() }).from(students).where(eq(students.schoolId, schoolId));
  return { classes: classIds.length, addedClasses, students: Number(total), addedStudents: planned.length, parents: plannedParents.length };
}
