/** The monthly matrix of a class: students × days with each day's status, totals, and the CSV export. */
export function MonthlyMatrixTab() {
  return null;
}
