import type { TFunction } from 'i18next';
import type { Child } from '@/contract/parent-portal';
import { localRecordName } from '@/lib/names/local-record-name';

/** Pure formatting of the parent portal (the hook `usePortalFormat` adds the reader's locale). */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^(\d{1,2}):(\d{2})/;

/**
 * A stored value as a Date to show as a day: a YYYY-MM-DD calendar day (`utc`: read it in UTC so no
 * time zone moves it) or an ISO instant (read on the school's clock); null when missing or invalid.
 */
export function parsePortalDay(value: string | null | undefined): { date: Date; utc: boolean } | null {
  if (!value) return null;
  const match = ISO_DAY.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, utc: Boolean(match) };
}

/** 'HH:MM:SS' (a time column) as HH:MM; null when missing. */
export function clockTime(value: string | null | undefined): string | null {
  const match = value ? CLOCK.exec(value) : null;
  return match ? `${match[1].padStart(2, '0')}:${match[2]}` : null;
}

/**
 * "Grade 9-A" (a class without a grade number shows its name, in the UI language's form when the
 * school gave one: "Kindergarten-A", "آمادگی-A"); "No class" without one.
 */
export function gradeSection(child: Pick<Child, 'grade' | 'gradeDariName' | 'gradePashtoName' | 'section'>, t: TFunction, language: string): string {
  const numbered = Boolean(child.grade && /^\d+$/.test(child.grade.trim()));
  const grade = numbered ? child.grade : localRecordName({ name: child.grade, dariName: child.gradeDariName, pashtoName: child.gradePashtoName }, language);
  const value = [grade, child.section].map((part) => part?.trim()).filter(Boolean).join('-');
  if (!value) return t('parentPortal.noClass');
  return numbered ? t('parentPortal.gradeSection', { value }) : value;
}

export function initials(child: Pick<Child, 'firstName' | 'lastName'>): string {
  return `${child.firstName.trim().charAt(0)}${child.lastName.trim().charAt(0)}`.toUpperCase();
}

export function fullName(child: Pick<Child, 'firstName' | 'lastName'>): string {
  return `${child.firstName} ${child.lastName}`.trim();
}
