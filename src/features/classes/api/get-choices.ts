/**
 * The forms' choices: teachers (GET /teachers?limit=all, needs teacher:read) and subjects (GET
 * /subjects, needs subject:read). Only id and name are read, so either list's shape may grow.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { subjectListAnswerSchema } from '@/contract/classes';
import { api } from '@/lib/api/api';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { classKeys } from '@/features/classes/api/class-keys';
import { readAnswer } from '@/lib/api/read-answer';

export type Choice = { id: number; name: string };

const teachersAnswerSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), user: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }) })),
});

/** Staff change rarely while a form is open. */
const CHOICES_STALE_MS = 5 * 60 * 1000;

export function useTeacherChoices(enabled: boolean) {
  return useQuery({
    queryKey: classKeys.teachers(),
    queryFn: async ({ signal }): Promise<Choice[]> =>
      readAnswer(await api.get('/teachers', { searchParams: { limit: 'all' }, signal }), teachersAnswerSchema, 'Failed to load teachers')
        .data.map((teacher) => ({ id: teacher.id, name: [teacher.user.firstName, teacher.user.lastName].filter(Boolean).join(' ') }))
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
      readAnswer(await api.get('/subjects', { searchParams: { limit: SUBJECTS_LIMIT }, signal }), subjectListAnswerSchema, 'Failed to load subjects').data.map(
        (subject) => ({ id: subject.id, name: `${subject.name} (${subject.code})` }),
      ),
    retry: retryUnlessRefused,
    staleTime: CHOICES_STALE_MS,
    enabled,
  });
}
