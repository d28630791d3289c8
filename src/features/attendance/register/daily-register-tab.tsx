/** The daily register of a class: every student's mark for one day, All present, saved as one bulk write (queued offline). */
export function DailyRegisterTab() {
  return null;
}
