/** A teacher's photo column: the stored file's path (or null once removed). */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connection';
import { teachers } from '../../../db/schema';

export async function setTeacherPhoto(db: DbOrTx, teacherId: number, photo: string | null, now: Date): Promise<void> {
  await db.update(teachers).set({ photo, updatedAt: now }).where(eq(teachers.id, teacherId));
}
