/**
 * The day's writes that must work through an outage (spec part 2 §7.6): a class register saved all
 * or nothing (POST /attendances/bulk) and the front gate's arrivals and departures (POST
 * /attendances/mark-in-time, /mark-out-time). Each is idempotent with X-Request-ID, so the device
 * keeps it when the server cannot be reached and its replay writes once; the outbox names it with
 * the class, day and count, or the student and time. On a day that is not a school day each is
 * refused (409) unless the body says `override: true`; a refused replay waits in "Needs attention".
 */
import { z } from 'zod';
import { bulkAttendanceResultSchema, bulkAttendanceSchema, markTimeSchema } from '@/contract/attendance';
import { defineEndpoint, type OfflinePolicy, type QueuedWrite, type WriteDescription } from '@/contract/endpoint';
import { markAnswerSchema } from '@/contract/endpoints/attendance/marks';

const tags = ['attendance'];
const access = { permission: 'attendance:create' };

export const registerAnswerSchema = z.object({ success: z.literal(true), message: z.string(), data: bulkAttendanceResultSchema });

function bodyOf(write: QueuedWrite): Record<string, unknown> {
  return typeof write.body === 'object' && write.body !== null ? (write.body as Record<string, unknown>) : {};
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/**
 * "Register of class 7 for 2026-11-28: 31 marks". A register without a date is today's; one
 * without a class names only the day.
 */
export function describeRegister(write: QueuedWrite): WriteDescription {
  const body = bodyOf(write);
  const classId = textOf(body.classId);
  const date = textOf(body.date);
  const count = Array.isArray(body.records) ? body.records.length : 0;
  const key = `attendanceRegister.pending.register${classId === '' ? 'NoClass' : ''}${date === '' ? 'Today' : ''}`;
  return { key, values: { ...(classId === '' ? {} : { classId }), ...(date === '' ? {} : { date }), count } };
}

/** "Arrival of student 81 at 07:45" (now, when no time was given; with the day when one was). */
function describeGate(direction: 'arrival' | 'departure'): (write: QueuedWrite) => WriteDescription {
  return (write) => {
    const body = bodyOf(write);
    const studentId = textOf(body.studentId);
    const time = textOf(body.time);
    const date = textOf(body.date);
    const values: Record<string, string> = { studentId };
    if (time !== '') values.time = time;
    if (date !== '') values.date = date;
    const key = `attendanceRegister.pending.${direction}${time === '' ? 'Now' : ''}${date === '' ? '' : 'OnDay'}`;
    return { key, values };
  };
}

// The marks a register or a gate press makes have no device-made ids.
const markPending: OfflinePolicy['pending'] = { entity: 'attendance', id: () => null };
const keptRegister: OfflinePolicy = { describe: describeRegister, pending: markPending };

export const saveRegister = defineEndpoint({
  method: 'POST',
  path: '/attendances/bulk',
  tags,
  summary:
    'Save a class register for one day (today by default), at most 500 students, all or nothing: new marks are created, existing ones updated',
  access,
  body: bulkAttendanceSchema,
  answers: { 200: registerAnswerSchema },
  offline: keptRegister,
});

export const markIn = defineEndpoint({
  method: 'POST',
  path: '/attendances/mark-in-time',
  tags,
  summary:
    "Record a student's arrival (time: now in Kabul by default): creates the day's mark (201), LATE after the school's late-after time and PRESENT up to it, " +
    "or sets the in time on the day's mark (200; its status stays, except ABSENT, which becomes the arrival's status); " +
    'on a day that is not a school day only with override: true (409 otherwise)',
  access,
  body: markTimeSchema,
  answers: { 200: markAnswerSchema, 201: markAnswerSchema },
  offline: { describe: describeGate('arrival'), pending: markPending },
});

export const markOut = defineEndpoint({
  method: 'POST',
  path: '/attendances/mark-out-time',
  tags,
  summary:
    "Record a student's departure on the day's mark (409 without one or when ABSENT, or on a day that is not a school day without override: true; 400 before the in time)",
  access,
  body: markTimeSchema,
  answers: { 200: markAnswerSchema },
  offline: { describe: describeGate('departure'), pending: markPending },
});
