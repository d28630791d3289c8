/** The page buttons of the students list: a 5-page window with ellipses (spec part 2 §2.1, §9). */
import { STUDENT_PAGE_WINDOW } from '@/contract/students';

export type PageWindowItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Pages around the current one, `size` wide (shifted at the edges so it stays full), plus the
 * first and last page when the window does not reach them; an ellipsis stands for a gap of more
 * than one page (a gap of exactly one shows that page: a button takes the same room).
 */
export function pageWindow(currentPage: number, totalPages: number, size: number = STUDENT_PAGE_WINDOW): PageWindowItem[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(1, currentPage), totalPages);
  if (totalPages <= size) return Array.from({ length: totalPages }, (_, index) => index + 1);

  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), totalPages - size + 1);
  const end = start + size - 1;
  const items: PageWindowItem[] = [];
  if (start > 1) {
    items.push(1);
    if (start === 3) items.push(2);
    else if (start > 3) items.push('ellipsis-start');
  }
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < totalPages) {
    if (end === totalPages - 2) items.push(totalPages - 1);
    else if (end < totalPages - 2) items.push('ellipsis-end');
    items.push(totalPages);
  }
  return items;
}

/** 'Showing X to Y of Z students': the first and last row of a page (1-based). */
export function shownRange(page: number, limit: number, totalCount: number): { from: number; to: number } {
  if (totalCount <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * limit + 1, totalCount);
  return { from, to: Math.min(page * limit, totalCount) };
}
