/**
 * The forms' choices: teachers (GET /teachers?limit=all, needs teacher:read) and subjects (GET
 * /subjects, needs subject:read).
 */
import { useQuery } from '@tanstack/react-query';
import * as classEndpoints from '@/contract/endpoints/classes';
import * as teacherEndpoints from '@/contract/endpoints/teachers/teachers';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { classKeys } from '@/features/classes/api/class-keys';

/** A teacher or subject to choose: its names (a subject's label is localRecordName's, with its code after). */
export type Choice = { id: number; name: string; dariName?: string | null; pashtoName?: string | null; code?: string };

/** limit=all answers the pickers' items (names under `user`); a page would answer full teachers. */
function teacherName(teacher: { firstName: string; lastName: string } | { user: { firstName: string; lastName: string } }): string {
  const names = 'user' in teacher ? teacher.user : teacher;
  return [names.firstName, names.lastName].filter(Boolean).join(' ');
}

/** Staff change rarely while a form is open. */
const CHOICES_STALE_MS = 5 * 60 * 1000;

export function useTeacherChoices(enabled: boolean) {
  return useQuery({
    queryKey: classKeys.teachers(),
    queryFn: async ({ signal }): Promise<Choice[]> =>
      (await send(teacherEndpoints.list, { query: { limit: 'all' } }, { signal, failed: 'Failed to load teachers' })).data
        .map((teacher) => ({ id: teacher.id, name: teacherName(teacher) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    retry: retryUnlessRefused,
    staleTime: CHOICES_STALE_MS,
    enabled,
  });
}

const SUBJECTS_LIMIT = 500;

export function useSubjectChoices(enabled: boolean) {
  return useQuery({
    queryKey: classKeys.subjects(),
    queryFn: async ({ signal }): Promise<Choice[]> =>
      (await send(classEndpoints.listSubjects, { query: { limit: SUBJECTS_LIMIT } }, { signal, failed: 'Failed to load subjects' })).data.map((subject) => ({
        id: subject.id,
        name: subject.name,
        dariName: subject.dariName,
        pashtoName: subject.pashtoName,
        code: subject.code,
      })),
    retry: retryUnlessRefused,
    staleTime: CHOICES_STALE_MS,
    enabled,
  });
}
