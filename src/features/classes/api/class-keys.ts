/**
 * The ONE query-key factory of the classes area. A class write invalidates `classKeys.all`: the
 * list, the detail, its figures and its timetable all show the class's counts and names.
 */
export const classKeys = {
  all: ['classes'] as const,
  list: (params: object) => [...classKeys.all, 'list', params] as const,
  detail: (id: number) => [...classKeys.all, 'detail', id] as const,
  stats: (id: number) => [...classKeys.detail(id), 'stats'] as const,
  analytics: (id: number, weeks: number) => [...classKeys.detail(id), 'analytics', weeks] as const,
  performance: (id: number) => [...classKeys.detail(id), 'performance'] as const,
  students: (id: number) => [...classKeys.detail(id), 'students'] as const,
  timetable: (id: number) => [...classKeys.detail(id), 'timetable'] as const,
  subjects: () => [...classKeys.all, 'subjects'] as const,
  teachers: () => [...classKeys.all, 'teachers'] as const,
  /** The school week (GET /settings/week): outside `all`, as no class write changes it. */
  schoolWeek: () => ['school-week'] as const,
};
