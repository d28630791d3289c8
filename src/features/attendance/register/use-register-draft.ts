/**
 * The register of one class and day as edited on screen. It starts from the saved marks; when
 * they are read again (after a save, a refetch) they replace the screen's rows unless the screen
 * holds unsaved changes, which are kept (their baseline moves to the new marks).
 */
import { useCallback, useState } from 'react';
import type { AttendanceMark } from '@/contract/attendance';
import { useClassStudents, type ClassStudent } from '@/features/attendance/api/get-class-students';
import { useRegisterMarks } from '@/features/attendance/api/register-marks';
import { hasUnsavedChanges, rowsFromMarks, type RegisterRow, type RegisterRows } from '@/features/attendance/register/register-rows';

type Draft = {
  key: string;
  students: readonly ClassStudent[];
  marks: readonly AttendanceMark[];
  saved: RegisterRows;
  rows: RegisterRows;
};

export function useRegisterDraft(classId: number | null, date: string | null) {
  const students = useClassStudents(classId);
  const marks = useRegisterMarks(date === null ? null : classId, date ?? '');
  const [draft, setDraft] = useState<Draft | null>(null);
  const key = `${classId}|${date}`;

  const loadedStudents = classId !== null && date !== null ? students.data : undefined;
  const loadedMarks = loadedStudents ? marks.data : undefined;
  if (loadedStudents && loadedMarks && (draft?.key !== key || draft.students !== loadedStudents || draft.marks !== loadedMarks)) {
    // Adjusting state while rendering (React's pattern for state derived from changed input).
    const saved = rowsFromMarks(loadedStudents, loadedMarks);
    const keepEdits = draft?.key === key && hasUnsavedChanges(draft.saved, draft.rows);
    const rows = keepEdits ? Object.fromEntries(loadedStudents.map((student) => [student.id, draft.rows[student.id] ?? saved[student.id]])) : saved;
    setDraft({ key, students: loadedStudents, marks: loadedMarks, saved, rows });
  }

  // Stable, so the rows (memoized) re-render only when their own line changes.
  const setRow = useCallback(
    (studentId: number, change: Partial<RegisterRow>) =>
      setDraft((previous) => (previous ? { ...previous, rows: { ...previous.rows, [studentId]: { ...previous.rows[studentId], ...change } } } : previous)),
    [],
  );
  const current = draft?.key === key ? draft : null;
  return {
    students,
    marks,
    list: current?.students ?? null,
    rows: current?.rows ?? null,
    dirty: current !== null && hasUnsavedChanges(current.saved, current.rows),
    setRow,
    setRows: (update: (rows: RegisterRows) => RegisterRows) => setDraft((previous) => (previous ? { ...previous, rows: update(previous.rows) } : previous)),
    /** The rows on screen were saved (or queued): they are the baseline now. */
    markSaved: () => setDraft((previous) => (previous ? { ...previous, saved: previous.rows } : previous)),
    retry: () => {
      if (students.isError) void students.refetch();
      if (marks.isError) void marks.refetch();
    },
  };
}

export type RegisterDraft = ReturnType<typeof useRegisterDraft>;
