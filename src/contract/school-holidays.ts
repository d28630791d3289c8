/**
 * The school's holiday calendar, a section of its general settings (GET/PUT /settings,
 * `holidays`): the days the school is closed besides its weekend. A school day is neither a
 * weekend day of the school week nor one of these (server/lib/figures/school-days.ts); no register
 * is expected on it and no attendance rate counts it.
 */
import { z } from 'zod';

/** Most holidays a school keeps: a year's public holidays with plenty of room for its own. */
export const MAX_HOLIDAYS = 100;
export const MAX_HOLIDAY_NAME_LENGTH = 100;

export const HOLIDAY_MESSAGES = {
  date: 'Please enter a date as YYYY-MM-DD',
  name: 'Please give the holiday a name',
  nameTooLong: `A holiday name is at most ${MAX_HOLIDAY_NAME_LENGTH} characters`,
  tooMany: `At most ${MAX_HOLIDAYS} holidays`,
  repeatedDate: 'Each date may appear only once in the holiday calendar',
} as const;

const isCalendarDate = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
};

// No preprocess here: the settings answer is encoded with this schema too, and a transform cannot be encoded.
const optionalName = z.string().trim().max(MAX_HOLIDAY_NAME_LENGTH, HOLIDAY_MESSAGES.nameTooLong).optional();

export const holidaySchema = z.object({
  date: z.string(HOLIDAY_MESSAGES.date).trim().refine(isCalendarDate, HOLIDAY_MESSAGES.date).meta({ format: 'date' }),
  /** The name in English; Dari and Pashto names are optional (the English one stands in). */
  name: z.string(HOLIDAY_MESSAGES.name).trim().min(1, HOLIDAY_MESSAGES.name).max(MAX_HOLIDAY_NAME_LENGTH, HOLIDAY_MESSAGES.nameTooLong),
  nameFa: optionalName,
  namePs: optionalName,
});
export type Holiday = z.infer<typeof holidaySchema>;

export const holidaysSchema = z
  .array(holidaySchema)
  .max(MAX_HOLIDAYS, HOLIDAY_MESSAGES.tooMany)
  .refine((holidays) => new Set(holidays.map((holiday) => holiday.date)).size === holidays.length, HOLIDAY_MESSAGES.repeatedDate);

const holiday = (date: string, name: string, nameFa: string, namePs: string): Holiday => ({ date, name, nameFa, namePs });

/**
 * Afghanistan's public holidays in 2026 (Solar Hijri 1404/1405; 1 Hamal 1405 is 21 March 2026).
 * Fixed days from the Solar Hijri calendar (26 Dalw, 1 Hamal, 28 Asad); the Islamic ones from the
 * Umm al-Qura calendar (ICU's islamic-umalqura): they follow the moon sighting and may move a day,
 * which the school corrects in Settings. The demo school and every new school start with them.
 */
export const AFGHANISTAN_PUBLIC_HOLIDAYS_2026: readonly Holiday[] = [
  holiday('2026-02-15', 'Liberation Day', 'روز آزادی', 'د آزادۍ ورځ'),
  holiday('2026-03-20', 'Eid al-Fitr', 'عید فطر', 'کوچنی اختر'),
  holiday('2026-03-21', 'Eid al-Fitr (2nd day); Nowruz', 'عید فطر (روز دوم)؛ نوروز', 'کوچنی اختر (دویمه ورځ)؛ نوروز'),
  holiday('2026-03-22', 'Eid al-Fitr (3rd day)', 'عید فطر (روز سوم)', 'کوچنی اختر (درېیمه ورځ)'),
  holiday('2026-05-26', 'Day of Arafah', 'روز عرفه', 'د عرفې ورځ'),
  holiday('2026-05-27', 'Eid al-Adha', 'عید قربان', 'لوی اختر'),
  holiday('2026-05-28', 'Eid al-Adha (2nd day)', 'عید قربان (روز دوم)', 'لوی اختر (دویمه ورځ)'),
  holiday('2026-05-29', 'Eid al-Adha (3rd day)', 'عید قربان (روز سوم)', 'لوی اختر (درېیمه ورځ)'),
  holiday('2026-06-25', 'Ashura', 'عاشورا', 'عاشورا'),
  holiday('2026-08-19', 'Independence Day', 'روز استقلال', 'د خپلواکۍ ورځ'),
  holiday('2026-08-25', 'Mawlid al-Nabi', 'میلاد النبی', 'د پیغمبر (ص) د زوکړې ورځ'),
];

/** A holiday's name in a UI language (en, fa, ps); a missing translation falls back to Dari, then English. */
export function holidayNameIn(holiday: Pick<Holiday, 'name' | 'nameFa' | 'namePs'>, language: string): string {
  if (language.startsWith('ps')) return holiday.namePs || holiday.nameFa || holiday.name;
  if (language.startsWith('fa')) return holiday.nameFa || holiday.name;
  return holiday.name;
}
