/**
 * A crafted school open every day (no weekend day, no holiday), for tests of figures that put
 * marks on days relative to today: no mark then falls outside the school days by the calendar's
 * chance. The school-day rules themselves are tested in routes/attendance/school-days-and-rates.test.ts.
 */
import { DEFAULT_SCHOOL_GENERAL_SETTINGS } from '@/contract/settings';
import { saveSchoolGeneralSettings } from '../routes/settings/public';
import type { TestApp } from './test-app';

export async function openEveryDay(t: TestApp, schoolId: number): Promise<void> {
  await saveSchoolGeneralSettings(t.database.db, schoolId, { ...DEFAULT_SCHOOL_GENERAL_SETTINGS, week: { firstDay: 'SATURDAY', weekendDays: [] }, holidays: [] });
}
