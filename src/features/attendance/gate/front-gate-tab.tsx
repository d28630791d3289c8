/** The front gate: find a student, mark their arrival or departure time; today's marks with their times. */
export function FrontGateTab() {
  return null;
}
