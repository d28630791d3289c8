import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/dates/intl-locale';
import { calendarFor, useChosenCalendar, type CalendarSystem } from '@/lib/i18n/display-preferences';
import { i18n } from '@/lib/i18n/i18n';

export type FormatLocale = { locale: string; language: string; calendar: CalendarSystem };

/** React: the Intl locale of the UI language and the user's calendar; re-renders when either changes. */
export function useFormatLocale(): FormatLocale {
  const { i18n: instance } = useTranslation();
  useChosenCalendar(); // subscribes to calendar changes
  const language = instance.language;
  const calendar = calendarFor(language);
  return { locale: intlLocale(language, calendar), language, calendar };
}

/** Outside React (print builders, labels computed once): the same locale, read now. */
export function currentFormatLocale(): string {
  return intlLocale(i18n.language, calendarFor(i18n.language));
}
