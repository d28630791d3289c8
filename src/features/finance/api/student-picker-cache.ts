/** Spec §9 "Picker list cached 10 minutes": stale after 10 minutes, kept 15 (as the staff and teacher pickers). */
export const STUDENT_PICKER_STALE_MS = 10 * 60_000;
export const STUDENT_PICKER_GC_MS = 15 * 60_000;
/** How many students one picker search shows (the text's matches, then the matching classes' students). */
export const STUDENT_PICKER_LIMIT = 20;
/** A text that names classes brings the students of at most this many of them. */
export const STUDENT_PICKER_MAX_CLASSES = 3;
