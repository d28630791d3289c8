/** Test data: GET /classes as the server answers it (contract classListAnswerSchema), for the form's and the import's class pickers. */
export type ClassPick = { id: number; name: string; code: string };

export function classesAnswer(classes: readonly ClassPick[]) {
  return {
    body: {
      success: true,
      message: 'Classes retrieved successfully',
      data: classes.map((item) => ({
        ...item,
        schoolId: 1,
        grade: null,
        section: null,
        room: null,
        capacity: null,
        academicYear: null,
        classTeacherId: null,
        classTeacher: null,
        studentCount: 0,
        updatedAt: '2026-11-01T08:00:00.000Z',
      })),
      meta: { pagination: { currentPage: 1, totalPages: 1, totalCount: classes.length, limit: 100 } },
    },
  };
}
