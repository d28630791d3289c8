import { SegmentedControl, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTENDANCE_STATUSES, MAX_REMARKS_LENGTH, type AttendanceStatus } from '@/contract/attendance';
import type { ClassStudent } from '@/features/attendance/api/get-class-students';
import type { RegisterRow as RegisterRowValue } from '@/features/attendance/register/register-rows';
import { STATUS_COLORS } from '@/features/attendance/components/attendance-status-style';

export type RegisterRowProps = {
  student: ClassStudent;
  row: RegisterRowValue;
  error: string | undefined;
  disabled: boolean;
  onChange: (studentId: number, change: Partial<RegisterRowValue>) => void;
};

/** One student's line: P/A/L/E (radios named in full for screen readers), the in time when LATE, remarks. */
export const RegisterRow = memo(function RegisterRow({ student, row, error, disabled, onChange }: RegisterRowProps) {
  const { t } = useTranslation();
  const data = ATTENDANCE_STATUSES.map((status) => ({
    value: status,
    label: (
      <span title={t(`attendanceRegister.status.${status}`)}>
        <span aria-hidden="true">{t(`attendanceRegister.statusShort.${status}`)}</span>
        <VisuallyHidden>{t(`attendanceRegister.status.${status}`)}</VisuallyHidden>
      </span>
    ),
  }));
  return (
    <Table.Tr data-student-id={student.id} aria-invalid={error ? true : undefined} bg={error ? 'var(--mantine-color-red-light)' : undefined}>
      <Table.Td>{student.rollNo ?? ''}</Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {student.name}
        </Text>
        <Text size="xs" c="dimmed">
          {student.admissionNo}
        </Text>
        {error ? (
          <Text size="xs" c="red" role="alert">
            {error}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <SegmentedControl
          aria-label={t('attendanceRegister.register.statusOf', { name: student.name })}
          data={data}
          // null: not marked yet (no segment chosen).
          value={row.status as string}
          onChange={(value) => onChange(student.id, { status: value as AttendanceStatus })}
          color={row.status ? STATUS_COLORS[row.status] : undefined}
          disabled={disabled}
          size="xs"
        />
      </Table.Td>
      <Table.Td>
        {row.status === 'LATE' ? (
          <TextInput
            type="time"
            size="xs"
            aria-label={t('attendanceRegister.register.inTimeOf', { name: student.name })}
            value={row.inTime}
            onChange={(event) => onChange(student.id, { inTime: event.currentTarget.value })}
            disabled={disabled}
            w={110}
          />
        ) : null}
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          aria-label={t('attendanceRegister.register.remarksOf', { name: student.name })}
          value={row.remarks}
          maxLength={MAX_REMARKS_LENGTH}
          onChange={(event) => onChange(student.id, { remarks: event.currentTarget.value })}
          disabled={disabled}
          miw={140}
        />
      </Table.Td>
    </Table.Tr>
  );
});
