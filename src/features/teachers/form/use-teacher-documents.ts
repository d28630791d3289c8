import { useQuery } from '@tanstack/react-query';
import * as teacherFileEndpoints from '@/contract/endpoints/teachers/files';
import type { TeacherDocument } from '@/contract/teachers';
import { send } from '@/lib/api/send';
import { teacherKeys } from '@/features/teachers/api/teacher-keys';

const DOCUMENTS_LOAD_FAILED = 'Failed to load documents';

/** GET /teachers/{id}/documents: the teacher's saved documents. */
export async function getTeacherDocuments(teacherId: number, signal?: AbortSignal): Promise<TeacherDocument[]> {
  const answer = await send(teacherFileEndpoints.documents, { params: { id: teacherId } }, { signal, failed: DOCUMENTS_LOAD_FAILED });
  return answer.data;
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
