/**
 * Settings (spec part 2 §7.7, shapes not given there): the school's general settings
 * (GET/PUT /settings, per school) and the server-wide system settings (GET/PUT /settings/system,
 * SUPER_ADMIN and OWNER only). What every signed-in app must obey is readable without those
 * permissions: the shell roles (GET /settings/shell), the school week (GET /settings/week) and the
 * currency (GET /settings/currency).
 * The school profile printed on slips is src/contract/school-settings.ts.
 */
import { z } from 'zod';
import { currencySchema } from './currency';
import { DEFAULT_MONEY_LIMITS, moneyLimitsSchema } from './money-limits';
import { DEFAULT_NOTIFICATION_PREFERENCES, notificationPreferencesSchema } from './notifications';
import { normalizeRole, ROLES } from './permissions';
import { AFGHANISTAN_PUBLIC_HOLIDAYS_2026, holidaysSchema } from './school-holidays';

const hasNoDuplicates = (values: readonly string[]) => new Set(values).size === values.length;

/** One or two capital letters, printed before a desk's token numbers ("A-007"). */
export const deskPrefixSchema = z.string().trim().regex(/^[A-Z]{1,2}$/, 'A desk prefix is one or two capital letters (A–Z)');

export const deskPrefixesSchema = z
  .array(deskPrefixSchema)
  .min(1, 'Give at least one desk prefix')
  .max(26, 'At most 26 desk prefixes')
  .refine(hasNoDuplicates, 'Each desk prefix may appear only once');

export { CURRENCIES, currencySchema, type Currency } from './currency';

/** GET /settings/currency: the school's currency, readable by any signed-in user. */
export const schoolCurrencySchema = z.object({ currency: currencySchema });
export type SchoolCurrency = z.infer<typeof schoolCurrencySchema>;

export const WEEK_DAYS = ['SATURDAY', 'SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const;
export const weekDaySchema = z.enum(WEEK_DAYS);
export type WeekDay = z.infer<typeof weekDaySchema>;

export const schoolWeekSchema = z
  .object({
    firstDay: weekDaySchema,
    weekendDays: z.array(weekDaySchema).max(2, 'At most two weekend days').refine(hasNoDuplicates, 'Each weekend day may appear only once'),
  })
  .refine((week) => !week.weekendDays.includes(week.firstDay), { message: 'The first day of the week cannot be a weekend day', path: ['firstDay'] });
export type SchoolWeek = z.infer<typeof schoolWeekSchema>;

/** ISO weekday (1 Monday … 7 Sunday, as timetable_entries stores it) of each day name. */
export const ISO_WEEKDAY: Record<WeekDay, number> = {
  MONDAY: 1,
  TUESDAY: 2,
  WEDNESDAY: 3,
  THURSDAY: 4,
  FRIDAY: 5,
  SATURDAY: 6,
  SUNDAY: 7,
};

/** The seven ISO weekdays in the school's order, its first day first. */
export function schoolWeekOrder(firstDay: WeekDay): number[] {
  const first = ISO_WEEKDAY[firstDay];
  return Array.from({ length: 7 }, (_, index) => ((first - 1 + index) % 7) + 1);
}

/** The ISO weekday of a calendar day (YYYY-MM-DD). */
export function isoWeekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
}

/** Whether a calendar day (YYYY-MM-DD) falls on one of the school's weekend days. */
export function isSchoolWeekend(day: string, week: Pick<SchoolWeek, 'weekendDays'>): boolean {
  const weekday = isoWeekdayOf(day);
  return week.weekendDays.some((name) => ISO_WEEKDAY[name] === weekday);
}

export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM (24-hour)');

export const schoolGeneralSettingsSchema = z.object({
  deskPrefixes: deskPrefixesSchema,
  currency: currencySchema,
  week: schoolWeekSchema,
  /** A student arriving after this school-day time (Asia/Kabul) is marked late. */
  lateAfter: clockTimeSchema,
  /** What a new user's notification preferences start as (spec §3.10). */
  defaultNotificationPreferences: notificationPreferencesSchema,
  /** Days the school is closed besides its weekend (src/contract/school-holidays.ts). */
  holidays: holidaysSchema,
  /** The largest amount one money field may hold (src/contract/money-limits.ts). */
  moneyLimits: moneyLimitsSchema,
});
export type SchoolGeneralSettings = z.infer<typeof schoolGeneralSettingsSchema>;

export const DEFAULT_SCHOOL_GENERAL_SETTINGS: SchoolGeneralSettings = {
  deskPrefixes: ['A'],
  currency: 'USD',
  week: { firstDay: 'SATURDAY', weekendDays: ['FRIDAY'] },
  lateAfter: '08:00',
  defaultNotificationPreferences: DEFAULT_NOTIFICATION_PREFERENCES,
  holidays: [...AFGHANISTAN_PUBLIC_HOLIDAYS_2026],
  moneyLimits: DEFAULT_MONEY_LIMITS,
};

/** PUT /settings: the sections given replace the stored ones; the rest stay. */
export const updateSchoolGeneralSettingsSchema = schoolGeneralSettingsSchema.partial().strict();
export type UpdateSchoolGeneralSettings = z.infer<typeof updateSchoolGeneralSettingsSchema>;

const systemSettingsFields = {
  /**
   * Roles allowed into the shell. Every signed-in app reads it (GET /settings/shell); until it is
   * first saved, the app keeps its build setting VITE_SHELL_ROLES.
   */
  shellRoles: z
    .array(z.enum(ROLES, 'Not a known role'))
    .min(1, 'Allow at least one role into the shell')
    .refine(hasNoDuplicates, 'Each role may appear only once'),
  /** A notice for every user during maintenance; null when none. Stored and read back only. */
  maintenanceMessage: z.string().trim().max(500, 'At most 500 characters').nullable(),
  /** Minutes without activity before a session should end (5 minutes to 24 hours). */
  sessionIdleMinutes: z
    .number()
    .int('Whole minutes only')
    .min(5, 'At least 5 minutes')
    .max(24 * 60, 'At most 1440 minutes (24 hours)'),
};

export const systemSettingsSchema = z.object(systemSettingsFields);
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

export const DEFAULT_SYSTEM_SETTINGS: SystemSettings = {
  shellRoles: ['TEACHER', 'PARENT'],
  maintenanceMessage: null,
  sessionIdleMinutes: 30,
};

/** PUT /settings/system: roles in any case ("teacher"), a blank message clears it. */
export const updateSystemSettingsSchema = z
  .object({
    shellRoles: z.preprocess(
      (input: readonly string[]) => (Array.isArray(input) ? input.map((role) => (typeof role === 'string' ? normalizeRole(role) : role)) : input),
      systemSettingsFields.shellRoles,
    ),
    maintenanceMessage: z.preprocess(
      (input: string | null) => (typeof input === 'string' && input.trim() === '' ? null : input),
      systemSettingsFields.maintenanceMessage,
    ),
    sessionIdleMinutes: systemSettingsFields.sessionIdleMinutes,
  })
  .partial()
  .strict();
export type UpdateSystemSettings = z.input<typeof updateSystemSettingsSchema>;

/**
 * GET /settings/shell, for any signed-in user: the roles allowed into the app's shell, or null
 * while the server has none saved (the app then keeps its build setting VITE_SHELL_ROLES).
 */
export const shellSettingsSchema = z.object({ shellRoles: z.array(z.enum(ROLES)).nullable() });
export type ShellSettings = z.infer<typeof shellSettingsSchema>;

/** The roles that may read and change the system settings. */
export const SYSTEM_SETTINGS_ROLES = ['SUPER_ADMIN', 'OWNER'] as const;
