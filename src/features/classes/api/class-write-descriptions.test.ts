import { describe, expect, it } from 'vitest';
import i18n from 'i18next';
import type { OutboxItem } from '@/lib/offline/outbox/outbox-item';
import { describeKeptWrite, pendingRecordOf } from '@/lib/offline/outbox/kept-write';
import { makeOutboxWrite } from '@/lib/offline/outbox/testing/outbox-fixture';
import * as classEndpoints from '@/contract/endpoints/classes';
import enClasses from '@/locales/en/classes.json';
import faClasses from '@/locales/fa/classes.json';
import psClasses from '@/locales/ps/classes.json';
import { OFFLINE_WRITES } from '@/contract/endpoints/offline-writes';

const write = (method: OutboxItem['method'], url: string): OutboxItem => makeOutboxWrite('req-1', { method, url });

function shown(item: OutboxItem, body: unknown): string | null {
  const description = describeKeptWrite(OFFLINE_WRITES, item, body);
  return description ? i18n.t(description.key, description.values) : null;
}

describe("the class endpoints' descriptions of kept writes", () => {
  it('names classes, subjects and lessons, and edits pending on their record', () => {
    expect(shown(write('POST', '/api/classes'), { name: 'Grade 7 A', code: 'G7A' })).toBe('New class: Grade 7 A');
    expect(shown(write('PUT', '/api/classes/3'), { room: '14' })).toBe('Changes to a class');
    expect(pendingRecordOf(OFFLINE_WRITES, write('PUT', '/api/classes/3'), {})).toEqual({ entity: 'class', id: '3' });
    expect(shown(write('POST', '/api/subjects'), { name: 'Mathematics' })).toBe('New subject: Mathematics');
    expect(shown(write('POST', '/api/timetables'), { startTime: '08:00', endTime: '08:45' })).toBe('New timetable lesson: 08:00–08:45');
    expect(shown(write('POST', '/api/announcements'), { title: 'Exam week' })).toBe('New announcement: Exam week');
    expect(shown(write('PUT', '/api/assignments/4'), {})).toBe('Changes to an assignment');
  });

  it('never keeps a delete', () => {
    for (const endpoint of [classEndpoints.remove, classEndpoints.removeSubject, classEndpoints.removeLesson]) expect('offline' in endpoint).toBe(false);
  });

  it('has every description in Dari and Pashto too', () => {
    const keys = Object.keys(enClasses.pending).sort();
    expect(Object.keys(faClasses.pending).sort()).toEqual(keys);
    expect(Object.keys(psClasses.pending).sort()).toEqual(keys);
  });
});
