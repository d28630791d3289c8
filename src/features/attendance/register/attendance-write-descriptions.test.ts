import { describe, expect, it } from 'vitest';
import i18n from 'i18next';
import type { OutboxItem } from '@/lib/offline/outbox/outbox-item';
import { describeKeptWrite } from '@/lib/offline/outbox/kept-write';
import { makeOutboxWrite } from '@/lib/offline/outbox/testing/outbox-fixture';
import * as markEndpoints from '@/contract/endpoints/attendance/marks';
import enRegister from '@/locales/en/attendanceRegister.json';
import faRegister from '@/locales/fa/attendanceRegister.json';
import psRegister from '@/locales/ps/attendanceRegister.json';
import { OFFLINE_WRITES } from '@/contract/endpoints/offline-writes';

const write = (method: OutboxItem['method'], url: string): OutboxItem => makeOutboxWrite('req-1', { method, url });

/** The description as the outbox panel shows it, in English. */
function shown(item: OutboxItem, body: unknown): string | null {
  const description = describeKeptWrite(OFFLINE_WRITES, item, body);
  return description ? i18n.t(description.key, description.values) : null;
}

const records = (count: number) => Array.from({ length: count }, (_, index) => ({ studentId: index + 1, status: 'PRESENT' }));

describe("the attendance endpoints' descriptions of kept writes", () => {
  it('names a queued register by its class, day and number of marks', () => {
    expect(shown(write('POST', '/api/attendances/bulk'), { classId: 7, date: '2026-11-28', records: records(31) })).toBe(
      'Register of class 7 for 2026-11-28: 31 marks',
    );
    expect(shown(write('POST', '/api/attendances/bulk'), { classId: 7, records: records(2) })).toBe('Register of class 7 for today: 2 marks');
    expect(shown(write('POST', '/api/attendances/bulk'), { date: '2026-11-28', records: records(1) })).toBe('Register for 2026-11-28: 1 mark');
    expect(shown(write('POST', '/api/attendances/bulk'), null)).toBe('Register for today: 0 marks');
  });

  it("names the gate's arrivals and departures by student and time", () => {
    expect(shown(write('POST', '/api/attendances/mark-in-time'), { studentId: 81, time: '07:45' })).toBe('Arrival of student 81 at 07:45');
    expect(shown(write('POST', '/api/attendances/mark-in-time'), { studentId: 81 })).toBe('Arrival of student 81');
    expect(shown(write('POST', '/api/attendances/mark-out-time'), { studentId: 81, date: '2026-11-27', time: '12:30' })).toBe(
      'Departure of student 81 on 2026-11-27 at 12:30',
    );
  });

  it('names a single mark and its edit; a delete is never kept', () => {
    expect(shown(write('POST', '/api/attendances'), { studentId: 5, status: 'ABSENT', date: '2026-11-28' })).toBe('Attendance of student 5 on 2026-11-28: Absent');
    expect(shown(write('PUT', '/api/attendances/90'), { status: 'LATE' })).toBe('Changes to an attendance mark');
    expect('offline' in markEndpoints.remove).toBe(false);
  });

  it('has every description in Dari and Pashto too', () => {
    const keys = Object.keys(enRegister.pending).sort();
    expect(Object.keys(faRegister.pending).sort()).toEqual(keys);
    expect(Object.keys(psRegister.pending).sort()).toEqual(keys);
  });
});
