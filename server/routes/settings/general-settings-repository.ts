/**
 * The school's general settings in the database: one JSON document per school (school_settings),
 * read section by section (a school that never saved any, or a section that no longer fits the
 * contract, reads the defaults: stored-settings.ts) and saved whole. Takes the database or the
 * route's transaction.
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_SCHOOL_GENERAL_SETTINGS, schoolGeneralSettingsSchema, type SchoolGeneralSettings } from '@/contract/settings';
import type { DbOrTx } from '../../db/connection';
import { schoolSettings } from '../../db/schema';
import { readSections } from './stored-settings';

export async function readSchoolGeneralSettings(db: DbOrTx, schoolId: number): Promise<SchoolGeneralSettings> {
  const [row] = await db.select({ settings: schoolSettings.settings }).from(schoolSettings).where(eq(schoolSettings.schoolId, schoolId));
  return readSections(schoolGeneralSettingsSchema, DEFAULT_SCHOOL_GENERAL_SETTINGS, row?.settings);
}

/** Stores the school's whole settings document (inserted the first time). */
export async function saveSchoolGeneralSettings(tx: DbOrTx, schoolId: number, settings: SchoolGeneralSettings): Promise<void> {
  const now = new Date();
  await tx
    .insert(schoolSettings)
    .values({ schoolId, settings, updatedAt: now })
    .onConflictDoUpdate({ target: schoolSettings.schoolId, set: { settings, updatedAt: now } });
}
