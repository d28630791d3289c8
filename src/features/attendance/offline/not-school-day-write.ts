/**
 * A queued attendance write (a register, one mark, an edit, a gate press) the server refused on
 * replay because its day is not a school day (409, a weekend day or a holiday): the outbox's
 * "Needs attention" says so and offers what the screens offer, send it again with `override: true`.
 */
import { ATTENDANCE_MESSAGES } from '@/contract/attendance';
import { offlineWritesOf } from '@/contract/endpoint';
import * as markEndpoints from '@/contract/endpoints/attendance/marks';
import * as registerEndpoints from '@/contract/endpoints/attendance/register';
import { keptWriteOf } from '@/lib/offline/outbox/kept-write';
import type { OutboxItem } from '@/lib/offline/outbox/outbox-item';

const ATTENDANCE_WRITES = [...offlineWritesOf(markEndpoints), ...offlineWritesOf(registerEndpoints)];

export function isNotSchoolDayWrite(item: Pick<OutboxItem, 'method' | 'url' | 'state' | 'problem'>): boolean {
  if (item.state !== 'attention' || item.problem?.status !== 409 || item.problem.message !== ATTENDANCE_MESSAGES.notSchoolDay) return false;
  return keptWriteOf(ATTENDANCE_WRITES, item) !== null;
}

/** What "Record anyway" changes in the queued body. */
export const RECORD_ANYWAY_CHANGES = { override: true } as const;
