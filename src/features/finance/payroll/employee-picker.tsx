/**
 * The Add Payroll modal's employee picker (spec part 2 §2.4, §3.8, §5): staff and teachers from
 * GET /payrolls/employees (cached 10 min, kept 15), searched 300 ms after typing stops, with a
 * result count and 'No employees found' / 'No employees available'.
 *
 * Keyboard and pointer: an ARIA combobox with a listbox. Arrow keys move through the results,
 * Enter picks the highlighted one or, with none highlighted, the only match; Escape closes the
 * list (not the modal); a click outside closes it; leaving the field closes it 200 ms later, so a
 * click on a result still lands. A list that fails to load says so and offers Retry: never sample
 * data in place of real employees.
 */
import { Alert, Badge, Box, Button, Group, Loader, Paper, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useClickOutside, useDebouncedValue, useId } from '@mantine/hooks';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayrollEmployee } from '@/contract/payroll-employees';
import { apiErrorText } from '@/lib/api/api-error-text';
import { usePayrollEmployees } from '@/features/finance/api/get-payroll-employees';
import { employeeFullName, filterEmployees } from '@/features/finance/payroll/filter-employees';
import { EMPLOYEE_PICKER_BLUR_CLOSE_MS, PICKER_DEBOUNCE_MS } from '@/features/finance/finance-timings';

export type EmployeePickerProps = {
  label: string;
  /** The employee chosen so far (shown under the field), or null. */
  selected: { employeeId: string; employeeName: string } | null;
  onSelect: (employee: PayrollEmployee) => void;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
};

function roleText(employee: PayrollEmployee): string {
  const parts = employee.kind === 'staff' ? [employee.designation, employee.department] : [employee.designation, employee.subject];
  return parts.filter(Boolean).join(' · ');
}

export function EmployeePicker({ label, selected, onSelect, error, disabled = false, required = false }: EmployeePickerProps) {
  const { t } = useTranslation();
  const employees = usePayrollEmployees();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, PICKER_DEBOUNCE_MS);
  const [opened, setOpened] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const results = useMemo(() => filterEmployees(employees.data ?? [], debouncedSearch), [employees.data, debouncedSearch]);

  const cancelBlurClose = () => {
    if (blurTimer.current !== null) clearTimeout(blurTimer.current);
    blurTimer.current = null;
  };
  useEffect(() => cancelBlurClose, []);

  const close = () => {
    cancelBlurClose();
    setOpened(false);
    setActiveIndex(-1);
  };
  const wrapperRef = useClickOutside<HTMLDivElement>(() => {
    if (opened) close();
  });

  const open = () => {
    cancelBlurClose();
    if (!disabled) setOpened(true);
  };

  const choose = (employee: PayrollEmployee) => {
    onSelect(employee);
    setSearch('');
    close();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!opened) {
        open();
        return;
      }
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index === -1 && step === -1 ? results.length - 1 : (index + step + results.length) % results.length));
    } else if (event.key === 'Enter') {
      // Enter never sends the form from this field: it picks, or does nothing.
      event.preventDefault();
      if (!opened || !employees.data) return;
      // Typed faster than the debounce: judge by what the field holds now.
      const current = search === debouncedSearch ? results : filterEmployees(employees.data, search);
      if (search === debouncedSearch && activeIndex >= 0 && results[activeIndex]) choose(results[activeIndex]);
      else if (current.length === 1) choose(current[0]);
    } else if (event.key === 'Escape' && opened) {
      // The modal around listens for Escape too: `data-mantine-stop-propagation` keeps it open.
      event.preventDefault();
      close();
    }
  };

  const handleBlur = () => {
    cancelBlurClose();
    blurTimer.current = setTimeout(() => {
      blurTimer.current = null;
      setOpened(false);
      setActiveIndex(-1);
    }, EMPLOYEE_PICKER_BLUR_CLOSE_MS);
  };

  const list = employees.data ?? [];
  const showList = opened && employees.isSuccess && results.length > 0;
  const activeDescendant = showList && activeIndex >= 0 ? optionId(activeIndex) : undefined;

  return (
    <Box ref={wrapperRef} pos="relative">
      <TextInput
        label={label}
        required={required}
        placeholder={t('financePayroll.picker.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        disabled={disabled}
        error={error}
        description={selected ? t('financePayroll.picker.selected', { name: selected.employeeName, employeeId: selected.employeeId }) : undefined}
        autoComplete="off"
        role="combobox"
        aria-expanded={opened}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeDescendant}
        data-mantine-stop-propagation={opened ? 'true' : undefined}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setActiveIndex(-1);
          open();
        }}
        onFocus={open}
        onClick={open}
        onBlur={handleBlur}
        onKeyDown={handleKeyDown}
      />
      {opened ? (
        <Paper
          withBorder
          shadow="md"
          p="xs"
          mt={4}
          pos="absolute"
          left={0}
          right={0}
          style={{ zIndex: 10, maxBlockSize: '18rem', overflowY: 'auto' }}
          // A press inside the list must not blur the field (the blur would start the close timer).
          onMouseDown={(event) => event.preventDefault()}
        >
          {employees.isPending ? (
            <Group gap="xs" role="status">
              <Loader size="xs" aria-hidden />
              <Text size="sm">{t('financePayroll.picker.loading')}</Text>
            </Group>
          ) : employees.isError ? (
            <Alert color="red" variant="light" role="alert" p="xs">
              <Text size="sm">{t('financePayroll.picker.loadFailed')}</Text>
              <Text size="xs" c="dimmed">
                {apiErrorText(employees.error, t('financePayroll.picker.loadFailed'))}
              </Text>
              <Button
                mt="xs"
                size="compact-sm"
                variant="light"
                color="red"
                leftSection={<IconRefresh size={14} aria-hidden />}
                loading={employees.isFetching}
                onClick={() => void employees.refetch()}
              >
                {t('financePayroll.picker.retry')}
              </Button>
            </Alert>
          ) : (
            <>
              <Text size="xs" c="dimmed" mb={4} aria-live="polite">
                {list.length === 0
                  ? t('financePayroll.picker.noneAvailable')
                  : results.length === 0
                    ? t('financePayroll.picker.noneFound')
                    : t('financePayroll.picker.resultCount', { count: results.length })}
              </Text>
              {showList ? (
                <Box component="ul" id={listId} role="listbox" aria-label={t('financePayroll.picker.listLabel')} m={0} p={0} style={{ listStyle: 'none' }}>
                  {results.map((employee, index) => (
                    <li key={`${employee.kind}-${employee.id}`} id={optionId(index)} role="option" aria-selected={index === activeIndex}>
                      <UnstyledButton
                        type="button"
                        tabIndex={-1}
                        w="100%"
                        p={6}
                        bg={index === activeIndex ? 'var(--mantine-color-blue-light)' : undefined}
                        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                        onMouseEnter={() => setActiveIndex(index)}
                        onClick={() => choose(employee)}
                      >
                        <Group justify="space-between" gap="xs" wrap="nowrap">
                          <Box miw={0}>
                            <Text size="sm" fw={600} truncate>
                              {employeeFullName(employee)}
                            </Text>
                            <Text size="xs" c="dimmed" truncate>
                              {[employee.employeeId, roleText(employee)].filter(Boolean).join(' · ')}
                            </Text>
                          </Box>
                          <Badge size="xs" variant="light" color={employee.kind === 'staff' ? 'gray' : 'teal'}>
                            {t(`financePayroll.picker.${employee.kind}`)}
                          </Badge>
                        </Group>
                      </UnstyledButton>
                    </li>
                  ))}
                </Box>
              ) : null}
            </>
          )}
        </Paper>
      ) : null}
    </Box>
  );
}
