import { Group } from '@mantine/core';
import type { Student } from '@/contract/students';
import { PersonName } from '@/lib/ui/person-name';
import { StudentAvatar } from '@/features/students/components/student-avatar';
import { dariName, englishName } from '@/features/students/components/student-names';

export type StudentNameCellProps = { student: Student };

/** Photo and both names, the Dari one first in Dari and Pashto (spec part 2 §3.1). */
export function StudentNameCell({ student }: StudentNameCellProps) {
  const latin = englishName(student);
  return (
    <Group gap="sm" wrap="nowrap">
      {/* Initials from the Latin name: Arabic letters side by side would join into a word. */}
      <StudentAvatar student={student} name={latin} />
      <PersonName latin={latin} dari={dariName(student)} />
    </Group>
  );
}
