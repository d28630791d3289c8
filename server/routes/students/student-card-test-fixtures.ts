/**
 * Test data for the card and avatar tests: students inserted straight into the tables (with their
 * user and class), a second school, a temporary data folder for uploaded photos, and multipart
 * bodies built by hand (the way a browser's FormData sends them).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { classes, schools, students, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';

export type TestStudent = { id: number; userId: number; schoolId: number; admissionNo: string };

/** A demo-seeded app whose photos go to a fresh temporary folder (removed by `close`). */
export async function createCardTestApp(): Promise<TestApp & { dataDir: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'smis-card-test-'));
  const t = await createTestApp({ config: { dataDir } });
  return {
    ...t,
    dataDir,
    close: async () => {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function createSchool(t: TestApp, name: string, dariName: string | null = null): Promise<number> {
  const [school] = await t.database.db.insert(schools).values({ name, dariName }).returning();
  return school.id;
}

let serial = 0;

export async function insertStudent(
  t: TestApp,
  values: { schoolId?: number; firstName?: string; lastName?: string; dariName?: string | null; className?: string | null; deleted?: boolean } = {},
): Promise<TestStudent> {
  serial += 1;
  const schoolId = values.schoolId ?? 1;
  const db = t.database.db;
  const className = values.className === undefined ? 'Grade 7 - A' : values.className;
  const [classRow] = className
    ? await db.insert(classes).values({ schoolId, name: className, code: `C-${serial}-${randomUUID().slice(0, 6)}` }).returning()
    : [undefined];
  const [user] = await db
    .insert(users)
    .values({
      schoolId,
      username: `card.student.${serial}.${randomUUID().slice(0, 8)}`,
      passwordHash: 'not-a-login',
      role: 'STUDENT',
      firstName: values.firstName ?? 'Maryam',
      lastName: values.lastName ?? 'Ahmadi',
      dariName: values.dariName === undefined ? 'مریم احمدی' : values.dariName,
    })
    .returning();
  const admissionNo = `ADM-TEST-${String(serial).padStart(4, '0')}`;
  const [student] = await db
    .insert(students)
    .values({ schoolId, userId: user.id, classId: classRow?.id ?? null, admissionNo, rollNo: String(serial), deletedAt: values.deleted ? new Date() : null })
    .returning();
  return { id: student.id, userId: user.id, schoolId, admissionNo };
}

/** A real image of one colour, encoded as the given format. */
export async function solidImage(format: 'png' | 'jpeg' | 'webp', color: string, width = 60, height = 80): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = color;
  context.fillRect(0, 0, width, height);
  return format === 'png' ? canvas.encode('png') : canvas.encode(format, 90);
}

export function multipartBody(
  field: string,
  file: { name: string; type: string; bytes: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----smis-test-${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file.bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
