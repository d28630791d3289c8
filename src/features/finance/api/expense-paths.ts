/** The expenses endpoints (spec part 2 §7.4). */
export const EXPENSES_PATH = '/expenses';

export function expensePath(id: number): string {
  return `${EXPENSES_PATH}/${id}`;
}
