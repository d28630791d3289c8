/** Test data for the dashboard: an analytics answer as GET /students/analytics sends it. */
import type { StudentAnalytics } from '@/contract/student-analytics';

export function makeAnalytics(overrides: Partial<StudentAnalytics> = {}): StudentAnalytics {
  return {
    period: '30D',
    from: '2025-05-02',
    to: '2025-05-31',
    totalStudents: 1234,
    attendanceRate: 88.6,
    averageGrade: 78.4,
    completionRate: 66.7,
    topPerformerCount: 17,
    activeClasses: 12,
    teachers: 9,
    subjects: 8,
    gradeDistribution: { 'A+': 5, A: 12, 'B+': 20, B: 31, 'C+': 18, C: 9, D: 4 },
    classPerformance: {
      'Grade 7-A': { studentCount: 30, averageGrade: 81.2, attendance: 92.5 },
      'Grade 8-B': { studentCount: 28, averageGrade: 74.9, attendance: 86.1 },
    },
    performanceTrends: [
      { label: 'W19', averageGrade: 77.1, attendanceRate: 89.2 },
      { label: 'W20', averageGrade: 79.4, attendanceRate: 88.0 },
    ],
    subjectPerformance: [
      { subject: 'Mathematics', averageGrade: 71.3, gradeCount: 120 },
      { subject: 'Dari', averageGrade: 84.9, gradeCount: 118 },
      { subject: 'Science', averageGrade: 76.5, gradeCount: 110 },
    ],
    weeklyAttendance: [
      { day: 'Sat', present: 300, absent: 20, late: 8 },
      { day: 'Sun', present: 290, absent: 25, late: 10 },
    ],
    topPerformers: [{ studentId: 41, name: 'Mariam Ahmadi', dariName: 'مریم احمدی', className: 'Grade 7-A', averageGrade: 97.5 }],
    insights: [],
    recentActivity: [],
    ...overrides,
  };
}

/** The envelope the route answers with. */
export function analyticsAnswer(data: unknown) {
  return { body: { success: true, data } };
}
