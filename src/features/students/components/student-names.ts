import type { Student, StudentStatus } from '@/contract/students';
import { localizedNames } from '@/lib/names/localized-name';

function present(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export type NameParts = Pick<Student['user'], 'firstName' | 'middleName' | 'lastName' | 'displayName' | 'username'>;

/** First, middle and last name; else the display name; else the username. */
export function personName({ firstName, middleName, lastName, displayName, username }: NameParts): string {
  const full = [firstName, middleName, lastName].map(present).filter((part) => part !== null).join(' ');
  return full !== '' ? full : (present(displayName) ?? username);
}

/** The student's name in English (Latin letters). */
export function englishName(student: Pick<Student, 'user'>): string {
  return personName(student.user);
}

/** The Dari (or Pashto) name, shown right-to-left; null when there is none. */
export function dariName(student: Pick<Student, 'user'>): string | null {
  return present(student.user.dariName);
}

/** The name a student is called by in the UI language (a row's accessible name, the actions' labels). */
export function shownName(student: Pick<Student, 'user'>, language: string): string {
  const latin = englishName(student);
  return localizedNames({ latin, dari: dariName(student) }, language)?.primary.text ?? latin;
}

/** Up to two letters for the photo's placeholder. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((part) => part !== '')
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** Spec part 2 §3.1: a missing status is shown as ACTIVE. */
export function shownStatus(student: Pick<Student, 'status'>): StudentStatus {
  return student.status ?? 'ACTIVE';
}
