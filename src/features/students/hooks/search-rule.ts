/** The students list's search rule (spec part 2 §4, §9). */
import { STUDENT_SEARCH_MIN_LENGTH } from '@/contract/students';

/**
 * The search to apply for what the box holds, or null to keep the one applied now: a search is
 * applied only when the text is empty (everyone) or at least 2 characters long (spaces at the
 * ends do not count).
 */
export function applicableSearch(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' || trimmed.length >= STUDENT_SEARCH_MIN_LENGTH ? trimmed : null;
}

/** One character typed: too short to search; the box says so. */
export function isSearchTooShort(text: string): boolean {
  return applicableSearch(text) === null;
}
