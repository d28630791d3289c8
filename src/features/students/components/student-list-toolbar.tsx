import { Button, Group, NativeSelect, SegmentedControl, TextInput, VisuallyHidden } from '@mantine/core';
import { IconFileImport, IconLayoutGrid, IconPlus, IconSearch, IconTable } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STUDENT_GENDERS, STUDENT_PAGE_SIZES, STUDENT_STATUSES, type StudentGender, type StudentStatus } from '@/contract/students';
import type { StudentListState } from '@/features/students/hooks/use-student-list-state';

export type StudentViewMode = 'table' | 'cards';
export const STUDENT_VIEW_MODES: readonly StudentViewMode[] = ['table', 'cards'];

export type StudentListToolbarProps = {
  state: StudentListState;
  viewMode: StudentViewMode;
  onViewModeChange: (mode: StudentViewMode) => void;
  /** Absent when the user may not create students. */
  onAddStudent?: () => void;
  /** Absent when the user may not create students. */
  onImport?: () => void;
};

/** Search, status and gender filters, page size, the view switch and Add Student (spec part 2 §2.1). */
export function StudentListToolbar({ state, viewMode, onViewModeChange, onAddStudent, onImport }: StudentListToolbarProps) {
  const { t } = useTranslation();

  const handleSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      state.applySearchNow();
    } else if (event.key === 'Escape' && state.searchText !== '') {
      state.setSearchText('');
    }
  };

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label={t('students.search.label')}
        placeholder={t('students.search.placeholder')}
        value={state.searchText}
        onChange={(event) => state.setSearchText(event.currentTarget.value)}
        onKeyDown={handleSearchKeyDown}
        description={state.searchTooShort ? t('students.search.tooShort') : undefined}
        inputWrapperOrder={['label', 'input', 'description']}
        leftSection={<IconSearch size={16} aria-hidden />}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        style={{ flex: '1 1 16rem' }}
      />
      <NativeSelect
        label={t('students.filters.status')}
        value={state.filters.status}
        onChange={(event) => state.setStatus(event.currentTarget.value as StudentStatus | '')}
        data={[
          { value: '', label: t('students.filters.allStatuses') },
          ...STUDENT_STATUSES.map((status) => ({ value: status, label: t(`students.status.${status}`) })),
        ]}
      />
      <NativeSelect
        label={t('students.filters.gender')}
        value={state.filters.gender}
        onChange={(event) => state.setGender(event.currentTarget.value as StudentGender | '')}
        data={[
          { value: '', label: t('students.filters.allGenders') },
          ...STUDENT_GENDERS.map((gender) => ({ value: gender, label: t(`students.gender.${gender}`) })),
        ]}
      />
      <NativeSelect
        label={t('students.filters.pageSize')}
        value={String(state.filters.limit)}
        onChange={(event) => state.setLimit(Number(event.currentTarget.value))}
        data={STUDENT_PAGE_SIZES.map((size) => String(size))}
      />
      <div>
        <VisuallyHidden id="students-view-mode-label">{t('students.view.label')}</VisuallyHidden>
        <SegmentedControl
          aria-labelledby="students-view-mode-label"
          value={viewMode}
          onChange={(value) => onViewModeChange(value as StudentViewMode)}
          data={[
            {
              value: 'table',
              label: (
                <Group gap={6} wrap="nowrap">
                  <IconTable size={16} aria-hidden />
                  {t('students.view.table')}
                </Group>
              ),
            },
            {
              value: 'cards',
              label: (
                <Group gap={6} wrap="nowrap">
                  <IconLayoutGrid size={16} aria-hidden />
                  {t('students.view.cards')}
                </Group>
              ),
            },
          ]}
        />
      </div>
      {onImport ? (
        <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden />} onClick={onImport}>
          {t('studentImport.open')}
        </Button>
      ) : null}
      {onAddStudent ? (
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAddStudent}>
          {t('students.list.addStudent')}
        </Button>
      ) : null}
    </Group>
  );
}
