import { describe, expect, it } from 'vitest';
import i18n from 'i18next';
import type { OutboxItem } from '@/lib/offline/outbox/outbox-item';
import { describeKeptWrite, pendingRecordOf } from '@/lib/offline/outbox/kept-write';
import { makeOutboxWrite } from '@/lib/offline/outbox/testing/outbox-fixture';
import * as examEndpoints from '@/contract/endpoints/exams';
import enExams from '@/locales/en/exams.json';
import faExams from '@/locales/fa/exams.json';
import psExams from '@/locales/ps/exams.json';
import { OFFLINE_WRITES } from '@/contract/endpoints/offline-writes';

const write = (method: OutboxItem['method'], url: string): OutboxItem => makeOutboxWrite('req-1', { method, url });

function shown(item: OutboxItem, body: unknown): string | null {
  const description = describeKeptWrite(OFFLINE_WRITES, item, body);
  return description ? i18n.t(description.key, description.values) : null;
}

describe("the exam endpoints' descriptions of kept writes", () => {
  it('names a grade sheet by its exam and number of students, pending on that exam', () => {
    const sheet = write('POST', '/api/exams/12/grades');
    expect(shown(sheet, { records: [{ studentId: 1, score: 30 }, { studentId: 2, score: 18 }] })).toBe('Grades of exam 12: 2 students');
    expect(shown(sheet, { records: [{ studentId: 1, score: 30 }] })).toBe('Grades of exam 12: 1 student');
    expect(pendingRecordOf(OFFLINE_WRITES, sheet, {})).toEqual({ entity: 'exam', id: '12' });
  });

  it('names a scheduled exam and its edits by name; a delete is never kept', () => {
    expect(shown(write('POST', '/api/exams'), { name: ' Midterm ' })).toBe('New exam: Midterm');
    expect(shown(write('PUT', '/api/exams/7'), { status: 'CANCELLED' })).toBe('Changes to an exam');
    expect('offline' in examEndpoints.remove).toBe(false);
  });

  it('has every description in Dari and Pashto too', () => {
    const keys = Object.keys(enExams.pending).sort();
    expect(Object.keys(faExams.pending).sort()).toEqual(keys);
    expect(Object.keys(psExams.pending).sort()).toEqual(keys);
  });
});
