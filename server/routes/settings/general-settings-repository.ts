/**
 * The school's general settings in the database: one JSON document per school (school_settings),
 * read section by section (a school that never saved any, or a section that no longer fits the
 * contract, reads the defaults: stored-settings.ts) and saved whole. Takes the database or the
 * route's transaction.
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_SCHOOL_GENERAL_SETTINGS, schoolGeneralSettingsSchema, type Currency, type SchoolGeneralSettings } from '@/contract/settings';
import type { DbOrTx } from '../../db/connection';
import { schoolSettings } from '../../db/schema';
import { schoolCalendarOf, type SchoolCalendar, type SchoolCalendars } from '../../lib/figures/school-days';
import { readSections } from './stored-settings';

export async function readSchoolGeneralSettings(db: DbOrTx, schoolId: number): Promise<SchoolGeneralSettings> {
  const [row] = await db.select({ settings: schoolSettings.settings }).from(schoolSettings).where(eq(schoolSettings.schoolId, schoolId));
  return readSections(schoolGeneralSettingsSchema, DEFAULT_SCHOOL_GENERAL_SETTINGS, row?.settings);
}

/** The school's one currency: every bill, PDF and CSV of the school prints money in it. */
export async function readSchoolCurrency(db: DbOrTx, schoolId: number): Promise<Currency> {
  return (await readSchoolGeneralSettings(db, schoolId)).currency;
}

/** The school's calendar (weekend and holidays): what makes a day a school day. */
export async function readSchoolCalendar(db: DbOrTx, schoolId: number): Promise<SchoolCalendar> {
  return schoolCalendarOf(await readSchoolGeneralSettings(db, schoolId));
}

/** Every school's calendar (one row per school that saved settings; the rest read the defaults'). */
export async function readSchoolCalendars(db: DbOrTx): Promise<SchoolCalendars> {
  const rows = await db.select({ schoolId: schoolSettings.schoolId, settings: schoolSettings.settings }).from(schoolSettings);
  return {
    bySchool: new Map(rows.map((row) => [row.schoolId, schoolCalendarOf(readSections(schoolGeneralSettingsSchema, DEFAULT_SCHOOL_GENERAL_SETTINGS, row.settings))])),
    fallback: schoolCalendarOf(DEFAULT_SCHOOL_GENERAL_SETTINGS),
  };
}

/** Stores the school's whole settings document (inserted the first time). */
export async function saveSchoolGeneralSettings(tx: DbOrTx, schoolId: number, settings: SchoolGeneralSettings): Promise<void> {
  const now = new Date();
  await tx
    .insert(schoolSettings)
    .values({ schoolId, settings, updatedAt: now })
    .onConflictDoUpdate({ target: schoolSettings.schoolId, set: { settings, updatedAt: now } });
}
