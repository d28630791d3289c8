import type { TFunction } from 'i18next';
import type { Child } from '@/contract/parent-portal';

/** Spec §9: grade colour bands at 90, 80, 70 and 60. */
export function gradeBandColor(percent: number): string {
  if (percent >= 90) return 'green';
  if (percent >= 80) return 'teal';
  if (percent >= 70) return 'yellow';
  if (percent >= 60) return 'orange';
  return 'red';
}

/** "Grade 9-A" (a class without a grade number shows its name: "Kindergarten-A"); "No class" without one. */
export function gradeSection(child: Pick<Child, 'grade' | 'section'>, t: TFunction): string {
  const value = [child.grade, child.section].map((part) => part?.trim()).filter(Boolean).join('-');
  if (!value) return t('parentPortal.noClass');
  return child.grade && /^\d+$/.test(child.grade.trim()) ? t('parentPortal.gradeSection', { value }) : value;
}

export function initials(child: Pick<Child, 'firstName' | 'lastName'>): string {
  return `${child.firstName.trim().charAt(0)}${child.lastName.trim().charAt(0)}`.toUpperCase();
}

export function fullName(child: Pick<Child, 'firstName' | 'lastName'>): string {
  return `${child.firstName} ${child.lastName}`.trim();
}
