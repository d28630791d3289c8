/**
 * The Add Payment form's searchable student picker (spec §2.4, §5 "Student picker search"): the
 * text is searched 300 ms after typing stops, over name, admission number, phone and class name;
 * each option shows the name, admission number, class and phone. Arrow keys move, Enter picks,
 * Escape closes. When the students cannot be loaded it says so and offers Retry (issue 7: no
 * sample students); while the server cannot be reached it searches the students kept on the
 * device, and says so.
 */
import { Alert, Button, Combobox, Group, InputBase, Loader, Stack, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchingClassIds, useStudentPickerClasses } from '@/features/finance/api/student-picker-classes';
import type { StudentPickerOption } from '@/features/finance/api/student-picker-students';
import { useStudentPickerOptions } from '@/features/finance/api/use-student-picker-options';
import { PICKER_DEBOUNCE_MS } from '@/features/finance/finance-timings';
import { localFlatName } from '@/lib/names/local-record-name';

export type StudentPickerProps = {
  value: StudentPickerOption | null;
  onChange: (student: StudentPickerOption | null) => void;
  /** The field's message (shown under the input). */
  error?: string;
  required?: boolean;
};

function StudentOptionDetails({ student }: { student: StudentPickerOption }) {
  const { t, i18n } = useTranslation();
  return (
    <Text size="xs" c="dimmed">
      {[
        t('financePayment.picker.admissionNo', { value: student.admissionNo }),
        student.className ? t('financePayment.picker.className', { value: localFlatName(student, 'class', i18n.language) }) : t('financePayment.picker.noClass'),
        student.phone ? t('financePayment.picker.phone', { value: student.phone }) : null,
      ]
        .filter(Boolean)
        .join(' · ')}
    </Text>
  );
}

export function StudentPicker({ value, onChange, error, required }: StudentPickerProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState(value?.name ?? '');
  const [typing, setTyping] = useState(false);
  // The text the user typed, not the chosen student's name shown in the input.
  const query = typing ? search : '';
  const [debounced] = useDebouncedValue(query, PICKER_DEBOUNCE_MS);
  const classes = useStudentPickerClasses(true);
  const classIds = useMemo(() => matchingClassIds(classes.data ?? [], debounced), [classes.data, debounced]);
  const students = useStudentPickerOptions({ search: debounced, classIds }, true);
  const { options } = students;
  const loadFailed = students.failed;

  const handleSubmit = (id: string) => {
    const chosen = options.find((option) => String(option.id) === id) ?? null;
    onChange(chosen);
    setSearch(chosen?.name ?? '');
    setTyping(false);
    combobox.closeDropdown();
  };

  const handleBlur = () => {
    combobox.closeDropdown();
    // Leaving the field with a half-typed text keeps the chosen student.
    setSearch(value?.name ?? '');
    setTyping(false);
  };

  return (
    <Stack gap={4}>
      <Combobox store={combobox} onOptionSubmit={handleSubmit}>
        <Combobox.Target>
          <InputBase
            label={t('financePayment.fields.student')}
            required={required}
            placeholder={t('financePayment.picker.placeholder')}
            value={search}
            error={error}
            autoComplete="off"
            rightSection={students.fetching ? <Loader size="xs" aria-label={t('financePayment.picker.loading')} /> : <Combobox.Chevron />}
            rightSectionPointerEvents="none"
            aria-describedby={loadFailed ? errorId : undefined}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setTyping(true);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onClick={() => combobox.openDropdown()}
            onFocus={() => combobox.openDropdown()}
            onBlur={handleBlur}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={loadFailed}>
          {students.fromDevice ? (
            <Combobox.Header>
              <Text size="xs" c="dimmed">
                {t('financePayment.picker.fromDevice')}
              </Text>
            </Combobox.Header>
          ) : null}
          <Combobox.Options mah={280} style={{ overflowY: 'auto' }}>
            {options.map((option) => (
              <Combobox.Option value={String(option.id)} key={option.id} active={option.id === value?.id}>
                <Text size="sm" fw={500}>
                  {option.name}
                </Text>
                <StudentOptionDetails student={option} />
              </Combobox.Option>
            ))}
            {options.length === 0 && (
              <Combobox.Empty>{students.loading ? t('financePayment.picker.loading') : t('financePayment.picker.empty')}</Combobox.Empty>
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {value && !typing && <StudentOptionDetails student={value} />}
      {loadFailed && (
        <Alert id={errorId} color="red" variant="light" icon={<IconAlertCircle size={16} />} p="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('financePayment.picker.loadFailed')}</Text>
            <Button size="compact-sm" variant="light" color="red" onClick={students.retry}>
              {t('financePayment.picker.retry')}
            </Button>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}
