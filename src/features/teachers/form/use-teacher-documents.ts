import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { successResponse } from '@/contract/api';
import { teacherDocumentSchema, type TeacherDocument } from '@/contract/teachers';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { teacherKeys } from '@/features/teachers/api/teacher-keys';
import { teacherDocumentsPath } from '@/features/teachers/api/teacher-paths';

const DOCUMENTS_LOAD_FAILED = 'Failed to load documents';
const documentsAnswerSchema = successResponse(z.array(teacherDocumentSchema));

/** GET /teachers/{id}/documents: the teacher's saved documents. */
export async function getTeacherDocuments(teacherId: number, signal?: AbortSignal): Promise<TeacherDocument[]> {
  const answer = await api.get<TeacherDocument[]>(teacherDocumentsPath(teacherId), { signal });
  const parsed = documentsAnswerSchema.safeParse(answer);
  if (!parsed.success) {
    console.error('Unexpected documents answer', parsed.error);
    throw new ApiError('HTTP', answer.message ?? DOCUMENTS_LOAD_FAILED, { status: 200 });
  }
  return parsed.data.data;
}

/**
 * The saved documents of the teacher being edited (under its detail key, so a save or an upload
 * refreshes them); null: a teacher not saved yet, nothing is fetched.
 */
export function useTeacherDocuments(teacherId: number | null) {
  return useQuery({
    queryKey: [...teacherKeys.detail(teacherId ?? 0), 'documents'],
    queryFn: ({ signal }) => getTeacherDocuments(teacherId ?? 0, signal),
    enabled: teacherId !== null,
  });
}
