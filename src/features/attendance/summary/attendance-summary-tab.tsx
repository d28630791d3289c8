/** The school's attendance figures: the day's class summary (who has not marked), stats and trends. */
export function AttendanceSummaryTab() {
  return null;
}
