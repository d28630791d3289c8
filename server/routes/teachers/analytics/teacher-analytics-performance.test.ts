import { describe, expect, it } from 'vitest';
import { spreadLabel } from './teacher-behavior-analysis';
import { gradingTimeliness, performanceScore } from './teacher-analytics-performance';

describe('gradingTimeliness', () => {
  const today = '2026-03-20';
  it('counts exams graded within 7 days as on time, late ones and overdue ungraded ones as late, and leaves the rest pending', () => {
    expect(
      gradingTimeliness(
        [
          { examId: 1, examDate: '2026-03-01', gradeCount: 20, lastGradedOn: '2026-03-08' }, // the 7th day: on time
          { examId: 2, examDate: '2026-03-01', gradeCount: 20, lastGradedOn: '2026-03-09' }, // the 8th day: late
          { examId: 3, examDate: '2026-03-10', gradeCount: 0, lastGradedOn: null }, // deadline 17th passed: late
          { examId: 4, examDate: '2026-03-13', gradeCount: 0, lastGradedOn: null }, // deadline today: pending
        ],
        today,
      ),
    ).toEqual({ counted: 3, gradedOnTime: 1, pending: 1 });
  });
});

describe('performanceScore', () => {
  it('is the weighted mean of the four parts', () => {
    // 0.4 × 80 + 0.3 × 90 + 0.2 × 95 + 0.1 × 100 = 88.
    expect(performanceScore({ averageGrade: 80, passRate: 90, attendanceRate: 95, gradingTimeliness: 100 }).score).toBe(88);
  });

  it('scales the weights over the parts with data, and is null without any', () => {
    const { score, parts } = performanceScore({ averageGrade: null, passRate: null, attendanceRate: 90, gradingTimeliness: 60 });
    // (0.2 × 90 + 0.1 × 60) / 0.3 = 80.
    expect(score).toBe(80);
    expect(parts.map((part) => part.appliedWeight)).toEqual([0, 0, 0.667, 0.333]);
    expect(performanceScore({ averageGrade: null, passRate: null, attendanceRate: null, gradingTimeliness: null }).score).toBeNull();
  });
});

describe('spreadLabel', () => {
  it('reads the standard deviation in bands of 10 and 20 points', () => {
    expect([null, 0, 9.99, 10, 19.99, 20].map(spreadLabel)).toEqual([null, 'consistent', 'consistent', 'moderate', 'moderate', 'varied']);
  });
});
