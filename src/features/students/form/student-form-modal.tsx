/** Add New Student / Edit Student (spec part 2 §2.1, §3.2, §5). Being built (issue 5). */
import type { Student } from '@/contract/students';

export type StudentFormModalProps = {
  opened: boolean;
  /** The student to edit; null or absent: a new student. */
  student?: Student | null;
  onClose: () => void;
  /** After a successful save, with the saved student (the list reloads itself). */
  onSaved?: (student: Student) => void;
};

export function StudentFormModal(_props: StudentFormModalProps) {
  return null;
}
