/**
 * The register of one class and day as edited on screen. It starts from the saved marks, with a
 * register still waiting on this device laid over them (pending-register.ts); when they are read
 * again (after a save, a refetch, the waiting register sent) they replace the screen's rows unless
 * the screen holds unsaved changes, which are kept (their baseline moves to the new marks).
 */
import { useCallback, useMemo, useState } from 'react';
import { useClassStudents, type ClassStudent } from '@/features/attendance/api/get-class-students';
import { useRegisterMarks } from '@/features/attendance/api/register-marks';
import { marksWithPending, usePendingRegister } from '@/features/attendance/register/pending-register';
import { hasUnsavedChanges, rowsFromMarks, type RegisterRow, type RegisterRows, type SavedMark } from '@/features/attendance/register/register-rows';

type Draft = {
  key: string;
  students: readonly ClassStudent[];
  marks: readonly SavedMark[];
  saved: RegisterRows;
  rows: RegisterRows;
};

export function useRegisterDraft(classId: number | null, date: string | null) {
  const students = useClassStudents(classId);
  const marks = useRegisterMarks(date === null ? null : classId, date ?? '');
  const pending = usePendingRegister(classId, date);
  const [draft, setDraft] = useState<Draft | null>(null);
  const key = `${classId}|${date}`;

  const loadedStudents = classId !== null && date !== null ? students.data : undefined;
  const shownMarks = useMemo(() => (marks.data ? marksWithPending(marks.data, pending) : undefined), [marks.data, pending]);
  const loadedMarks = loadedStudents ? shownMarks : undefined;
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
    /** This day's register waiting on this device to be sent, if any. */
    pending,
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
