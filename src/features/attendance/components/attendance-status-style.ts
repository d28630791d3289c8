import type { AttendanceStatus } from '@/contract/attendance';

/** One colour per status wherever marks are shown (register, gate, matrix, chart). */
export const STATUS_COLORS: Record<AttendanceStatus, string> = { PRESENT: 'green', ABSENT: 'red', LATE: 'orange', EXCUSED: 'blue' };

const eachStatus = (style: (color: string) => string) =>
  Object.fromEntries(Object.entries(STATUS_COLORS).map(([status, color]) => [status, style(color)])) as Record<AttendanceStatus, string>;

/** A status letter's colour on white: shade 9, dark enough for 4.5:1 text. */
export const STATUS_TEXT_COLORS = eachStatus((color) => `${color}.9`);

/** A matrix cell's light background behind the letter. */
export const STATUS_BACKGROUNDS = eachStatus((color) => `var(--mantine-color-${color}-light)`);

/** The catalogue's key part for each status (`attendanceReports.status.present`). */
export const STATUS_KEYS: Record<AttendanceStatus, 'present' | 'absent' | 'late' | 'excused'> = {
  PRESENT: 'present',
  ABSENT: 'absent',
  LATE: 'late',
  EXCUSED: 'excused',
};
