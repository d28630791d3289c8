import { describe, expect, it } from 'vitest';
import { readStudentAnalytics } from '@/features/students/api/get-student-analytics';
import { makeAnalytics } from '@/features/students/dashboard/testing/analytics-fixture';

describe('readStudentAnalytics', () => {
  it('keeps every field of a full answer as sent', () => {
    const answer = makeAnalytics({ totalStudents: 0, attendanceRate: 0 });
    expect(readStudentAnalytics(answer)).toEqual(answer);
  });

  it('tells a missing field (undefined) from a zero', () => {
    const { totalStudents: _left, ...rest } = makeAnalytics({ averageGrade: 0 });
    const read = readStudentAnalytics({ ...rest, completionRate: null });
    expect(read.totalStudents).toBeUndefined();
    expect(read.completionRate).toBeUndefined();
    expect(read.averageGrade).toBe(0);
  });

  it('drops a field the contract does not allow, and only the unreadable items of a list', () => {
    const read = readStudentAnalytics({
      ...makeAnalytics(),
      attendanceRate: '94.2',
      insights: [
        { kind: 'new-students', value: 3, subject: null },
        { kind: 'weather', value: 1, subject: null },
      ],
    });
    expect(read.attendanceRate).toBeUndefined();
    expect(read.insights).toEqual([{ kind: 'new-students', value: 3, subject: null }]);
  });

  it('reads an answer without data as every field missing', () => {
    const read = readStudentAnalytics(undefined);
    expect(Object.values(read).every((value) => value === undefined)).toBe(true);
    expect(Object.keys(read)).toContain('totalStudents');
  });
});
