/**
 * The ONE query-key factory of the exams area. An exam write or a grade entry invalidates
 * `examKeys.all`: the list's graded counts, the results and the timetable all read the same rows.
 */
export const examKeys = {
  all: ['exams'] as const,
  list: (params: object) => [...examKeys.all, 'list', params] as const,
  results: (id: number) => [...examKeys.all, 'results', id] as const,
  timetable: (params: object) => [...examKeys.all, 'timetable', params] as const,
  classes: () => [...examKeys.all, 'classes'] as const,
  subjects: () => [...examKeys.all, 'subjects'] as const,
  classSubjects: (classId: number) => [...examKeys.all, 'class-subjects', classId] as const,
  classStudents: (classId: number) => [...examKeys.all, 'class-students', classId] as const,
};
