import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditAction } from '@/contract/audit';
import { dateFormat, formatCalendarDay } from '@/lib/dates/calendar-format';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';

export type AuditLabels = {
  /** "subjects" → "Subjects"; a table without a text keeps its own name. */
  table: (name: string) => string;
  action: (action: AuditAction) => string;
  /** "first_name" → "First name" (a text when there is one). */
  field: (name: string) => string;
  /** An instant in the school's time (Asia/Kabul), to the second. */
  time: (iso: string) => string;
  /** A stored JSON value as one line: empty as a dash, instants in Kabul time, days in the reader's calendar, objects as JSON. */
  value: (value: unknown) => string;
};

/** Columns the database computes for its own use (a search column): never shown as a change. */
const INTERNAL_FIELDS: ReadonlySet<string> = new Set(['search_text', 'searchText']);

/** May the field be listed among a record's changes? */
export function isListedField(name: string): boolean {
  return !INTERNAL_FIELDS.has(name);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function humanized(name: string): string {
  const words = name.replace(/_/g, ' ').trim().replace(/\bid\b/g, 'ID');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How the Audit log tab names tables, actions and fields, and writes times and values. */
export function useAuditLabels(): AuditLabels {
  const { t } = useTranslation();
  const { locale } = useFormatLocale();
  return useMemo(() => {
    // The reader's calendar; dateFormat keeps the school's clock (Asia/Kabul).
    const timeFormat = dateFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
    const time = (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : timeFormat.format(date);
    };
    // A stored calendar day (a date column: "2026-03-21") in the reader's calendar.
    const day = (value: string) => (Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : formatCalendarDay(value, locale));
    return {
      table: (name) => t(`settings.audit.tables.${name}`, { defaultValue: name }),
      action: (action) => t(`settings.audit.actions.${action}`),
      field: (name) => t(`settings.audit.fields.${name}`, { defaultValue: humanized(name) }),
      time,
      value: (value) => {
        if (value === null || value === undefined || value === '') return t('settings.audit.detail.empty');
        if (typeof value === 'boolean') return value ? t('settings.audit.detail.yes') : t('settings.audit.detail.no');
        if (typeof value === 'string') return ISO_INSTANT.test(value) ? time(value) : ISO_DAY.test(value) ? day(value) : value;
        if (typeof value === 'object') return JSON.stringify(value);
        return String(value);
      },
    };
  }, [locale, t]);
}
