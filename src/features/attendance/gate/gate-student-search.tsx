/**
 * The gate's student finder: typed text searched 300 ms after typing stops; arrow keys move
 * through the matches, Enter picks, Escape closes. A failed search says so with a retry.
 */
import { Alert, Button, Combobox, Group, InputBase, Loader, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGateStudentSearch, type GateStudent } from '@/features/attendance/api/gate-student-search';
import { localFlatName } from '@/lib/names/local-record-name';

export const GATE_SEARCH_DEBOUNCE_MS = 300;

export type GateStudentSearchProps = { onPick: (student: GateStudent) => void; inputRef?: React.Ref<HTMLInputElement> };

export function GateStudentSearch({ onPick, inputRef }: GateStudentSearchProps) {
  const { t, i18n } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), GATE_SEARCH_DEBOUNCE_MS);
  const students = useGateStudentSearch(debounced);
  const options = debounced === '' ? [] : (students.data ?? []);

  const handleSubmit = (id: string) => {
    const chosen = options.find((option) => String(option.id) === id);
    if (!chosen) return;
    onPick(chosen);
    setSearch('');
    combobox.closeDropdown();
  };

  return (
    <>
      <Combobox store={combobox} onOptionSubmit={handleSubmit}>
        <Combobox.Target>
          <InputBase
            ref={inputRef}
            label={t('attendanceRegister.gate.searchLabel')}
            placeholder={t('attendanceRegister.gate.searchPlaceholder')}
            value={search}
            autoComplete="off"
            size="md"
            leftSection={<IconSearch size={18} aria-hidden />}
            rightSection={students.isFetching ? <Loader size="xs" aria-label={t('attendanceRegister.gate.searching')} /> : null}
            rightSectionPointerEvents="none"
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={debounced === '' || students.isError}>
          <Combobox.Options mah={320} style={{ overflowY: 'auto' }}>
            {options.map((option) => (
              <Combobox.Option value={String(option.id)} key={option.id}>
                <Text size="sm" fw={500}>
                  {option.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {[
                    t('attendanceRegister.gate.admissionNo', { number: option.admissionNo }),
                    option.className ? t('attendanceRegister.gate.classOf', { name: localFlatName(option, 'class', i18n.language) }) : t('attendanceRegister.gate.noClass'),
                  ].join(' · ')}
                </Text>
              </Combobox.Option>
            ))}
            {options.length === 0 ? (
              <Combobox.Empty>{students.isFetching ? t('attendanceRegister.gate.searching') : t('attendanceRegister.gate.noMatches')}</Combobox.Empty>
            ) : null}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {students.isError ? (
        <Alert color="red" variant="light" p="xs" role="alert">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('attendanceRegister.gate.searchFailed')}</Text>
            <Button size="compact-sm" variant="light" color="red" onClick={() => void students.refetch()}>
              {t('attendanceRegister.retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
    </>
  );
}
