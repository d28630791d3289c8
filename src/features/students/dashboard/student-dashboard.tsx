/** The students page's Dashboard tab (spec part 2 §2.2). Being built (issue 5). */
export function StudentDashboard() {
  return null;
}
