/**
 * The forms' choices: classes (GET /classes), subjects (GET /subjects, needs subject:read; refused,
 * the class's subjects from GET /classes/{id}) and a class's active students (GET /students).
 */
import { useQuery } from '@tanstack/react-query';
import * as classEndpoints from '@/contract/endpoints/classes';
import * as studentEndpoints from '@/contract/endpoints/students';
import { MAX_GRADE_RECORDS } from '@/contract/exams';
import { isApiError } from '@/lib/api/api-error';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { examKeys } from '@/features/exams/api/exam-keys';

/** A class or subject to choose: its names (the label is localRecordName's, with the code after a subject's). */
export type Choice = { id: number; name: string; dariName?: string | null; pashtoName?: string | null; code?: string };
export type ClassStudent = { id: number; name: string; admissionNo: string; rollNo: string | null };

/** Classes and subjects change a few times a year. */
const CHOICES_STALE_MS = 30 * 60 * 1000;
const ALL_LIMIT = 500;

export function useClassChoices() {
  return useQuery({
    queryKey: examKeys.classes(),
    queryFn: async ({ signal }): Promise<Choice[]> =>
      (await send(classEndpoints.list, { query: { limit: ALL_LIMIT, page: 1 } }, { signal, failed: 'Failed to load classes' })).data.map((schoolClass) => ({
        id: schoolClass.id,
        name: schoolClass.name,
        dariName: schoolClass.dariName,
        pashtoName: schoolClass.pashtoName,
      })),
    retry: retryUnlessRefused,
    staleTime: CHOICES_STALE_MS,
  });
}

/** Every subject of the school, or null when the user may not read them (403). */
export function useSubjectChoices() {
  return useQuery({
    queryKey: examKeys.subjects(),
    queryFn: async ({ signal }): Promise<Choice[] | null> => {
      try {
        const answer = await send(classEndpoints.listSubjects, { query: { limit: ALL_LIMIT } }, { signal, failed: 'Failed to load subjects' });
        return answer.data.map((subject) => ({ id: subject.id, name: subject.name, dariName: subject.dariName, pashtoName: subject.pashtoName, code: subject.code }));
      } catch (error) {
        if (isApiError(error) && error.status === 403) return null;
        throw error;
      }
    },
    retry: retryUnlessRefused,
    staleTime: CHOICES_STALE_MS,
  });
}

/** The subjects taught in one class: the fallback when the school's subject list is refused. */
export function useClassSubjectChoices(classId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: examKeys.classSubjects(classId ?? 0),
    queryFn: async ({ signal }): Promise<Choice[]> =>
      (await send(classEndpoints.get, { params: { id: classId ?? 0 } }, { signal, failed: 'Failed to load the class' })).data.subjects.map(({ subject }) => ({
        id: subject.id,
        name: subject.name,
        dariName: subject.dariName,
        pashtoName: subject.pashtoName,
        code: subject.code,
      })),
    retry: retryUnlessRefused,
    staleTime: CHOICES_STALE_MS,
    enabled: enabled && classId !== null,
  });
}

const rollCollator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Roll numbers in counting order ("2" before "10"); students without one last, by name. */
function byRollNumber(a: ClassStudent, b: ClassStudent): number {
  if (a.rollNo !== b.rollNo) {
    if (a.rollNo === null) return 1;
    if (b.rollNo === null) return -1;
    const order = rollCollator.compare(a.rollNo, b.rollNo);
    if (order !== 0) return order;
  }
  return rollCollator.compare(a.name, b.name);
}

export function useClassStudents(classId: number | null) {
  return useQuery({
    queryKey: examKeys.classStudents(classId ?? 0),
    queryFn: async ({ signal }): Promise<ClassStudent[]> =>
      (
        await send(
          studentEndpoints.list,
          // One grade entry carries at most MAX_GRADE_RECORDS students: one page holds the class.
          { query: { classId: classId ?? 0, status: 'ACTIVE', page: 1, limit: MAX_GRADE_RECORDS } },
          { signal, failed: 'Failed to load students' },
        )
      ).data
        .map((student) => ({
          id: student.id,
          // "First Last", as the results name a student.
          name: [student.user.firstName, student.user.lastName].filter((part) => part && part.trim() !== '').join(' ') || student.user.displayName || student.admissionNo,
          admissionNo: student.admissionNo,
          rollNo: student.rollNo,
        }))
        .sort(byRollNumber),
    retry: retryUnlessRefused,
    enabled: classId !== null,
  });
}
