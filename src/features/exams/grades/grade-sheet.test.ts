import { describe, expect, it } from 'vitest';
import { readScore, studentsNamedIn } from '@/features/exams/grades/grade-sheet';

describe('readScore', () => {
  it('reads a score against the maximum: percentage to one decimal, label and pass', () => {
    expect(readScore('37', 40)).toEqual({ state: 'valid', score: 37, percentage: 92.5, label: 'A+', passed: true });
    expect(readScore('19.5', 40)).toEqual({ state: 'valid', score: 19.5, percentage: 48.8, label: 'D', passed: false });
    expect(readScore('0', 40)).toMatchObject({ state: 'valid', percentage: 0 });
    expect(readScore('40', 40)).toMatchObject({ state: 'valid', percentage: 100 });
  });

  it('keeps a blank row blank and refuses what the server would', () => {
    expect(readScore('  ', 40)).toEqual({ state: 'blank' });
    for (const text of ['41', '-1', 'abc']) expect(readScore(text, 40), text).toEqual({ state: 'invalid' });
  });
});

describe('studentsNamedIn', () => {
  it('finds the students a refusal names', () => {
    const students = [
      { id: 1, name: 'Maryam Safi' },
      { id: 2, name: 'Ahmad Noori' },
      { id: 3, name: 'Sara Rahimi' },
    ];
    expect([...studentsNamedIn("Not in this exam's class: Maryam Safi, Sara Rahimi", students)]).toEqual([1, 3]);
    expect(studentsNamedIn('Enter at least one grade', students).size).toBe(0);
  });
});
