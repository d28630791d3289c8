import { Group, Stack, Text } from '@mantine/core';
import type { Student } from '@/contract/students';
import { StudentAvatar } from '@/features/students/components/student-avatar';
import { dariName } from '@/features/students/components/student-names';

export type StudentNameCellProps = { student: Student; name: string };

/** Photo, English name and Dari name (right-to-left, spec part 2 §3.1). */
export function StudentNameCell({ student, name }: StudentNameCellProps) {
  const dari = dariName(student);
  return (
    <Group gap="sm" wrap="nowrap">
      <StudentAvatar student={student} name={name} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600} size="sm" truncate="end">
          {name}
        </Text>
        {dari ? (
          // An inline right-to-left span keeps the line's alignment with the English name above.
          <Text size="sm" c="dimmed" truncate="end">
            <span dir="rtl" lang="fa">
              {dari}
            </span>
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
