import { describe, expect, it } from 'vitest';
import { classChartRows, subjectChartRows } from '@/features/students/dashboard/charts/chart-names';

const classes = {
  'Grade 7-A': { studentCount: 30, averageGrade: 81.2, attendance: 92.5, dariName: 'صنف ۷ الف', pashtoName: 'ټولګی ۷ الف' },
  'Grade 8-B': { studentCount: 28, averageGrade: 74.9, attendance: 86.1 },
};
const subjects = [
  { subject: 'Mathematics', subjectDariName: 'ریاضی', subjectPashtoName: null, averageGrade: 71.3, gradeCount: 120 },
  { subject: 'Science', averageGrade: 76.5, gradeCount: 110 },
];

describe('dashboard chart names', () => {
  it('names each class and subject in Dari on a Dari screen, in Pashto on a Pashto one, English without a local name', () => {
    expect(classChartRows(classes, 'fa').map((row) => row.className).sort()).toEqual(['Grade 8-B', 'صنف ۷ الف']);
    expect(classChartRows(classes, 'ps').map((row) => row.className).sort()).toEqual(['Grade 8-B', 'ټولګی ۷ الف']);
    expect(classChartRows(classes, 'en')).toEqual([
      { className: 'Grade 7-A', studentCount: 30, averageGrade: 81.2, attendance: 92.5 },
      { className: 'Grade 8-B', studentCount: 28, averageGrade: 74.9, attendance: 86.1 },
    ]);
    expect(subjectChartRows(subjects, 'fa')).toEqual([
      { subject: 'ریاضی', averageGrade: 71.3, gradeCount: 120 },
      { subject: 'Science', averageGrade: 76.5, gradeCount: 110 },
    ]);
    // No Pashto name: the Dari one.
    expect(subjectChartRows(subjects, 'ps')[0].subject).toBe('ریاضی');
    expect(subjectChartRows(subjects, 'en')[0].subject).toBe('Mathematics');
  });
});
