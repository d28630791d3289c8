import { Button, Group, NativeSelect, Popover, TextInput } from '@mantine/core';
import { IconFilter, IconListCheck, IconPlus, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TEACHER_PAGE_SIZES,
  TEACHER_SORT_FIELDS,
  TEACHER_SORT_ORDERS,
  type TeacherSortField,
  type TeacherSortOrder,
} from '@/contract/teachers';
import { TeacherFilterPanel } from '@/features/teachers/components/teacher-filter-panel';
import type { TeacherListState } from '@/features/teachers/hooks/use-teacher-list-state';

export type TeacherListToolbarProps = {
  state: TeacherListState;
  onRefresh: () => void;
  isRefreshing: boolean;
  /** Absent when the user may not create teachers. */
  onAddTeacher?: () => void;
  /** Select mode is on: the button then leaves it. */
  selecting: boolean;
  onToggleSelecting: () => void;
};

/** `name:asc`: one option of the sort selector. */
function sortValue(field: TeacherSortField, order: TeacherSortOrder): string {
  return `${field}:${order}`;
}

function parseSortValue(value: string): [TeacherSortField, TeacherSortOrder] | null {
  const [field, order] = value.split(':');
  const knownField = TEACHER_SORT_FIELDS.find((candidate) => candidate === field);
  const knownOrder = TEACHER_SORT_ORDERS.find((candidate) => candidate === order);
  return knownField && knownOrder ? [knownField, knownOrder] : null;
}

/** Search, Filters, sort, page size, refresh, select mode and Add Teacher (spec part 2 §2.3, §9). */
export function TeacherListToolbar({ state, onRefresh, isRefreshing, onAddTeacher, selecting, onToggleSelecting }: TeacherListToolbarProps) {
  const { t } = useTranslation();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { params, activeFilterCount } = state;

  const handleSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      state.applySearchNow();
    }
  };

  const sortOptions = TEACHER_SORT_FIELDS.flatMap((field) =>
    TEACHER_SORT_ORDERS.map((order) => ({
      value: sortValue(field, order),
      label: t('teachers.sort.option', { field: t(`teachers.sort.fields.${field}`), order: t(`teachers.sort.${order}`) }),
    })),
  );

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label={t('teachers.search.label')}
        placeholder={t('teachers.search.placeholder')}
        value={state.searchText}
        onChange={(event) => state.setSearchText(event.currentTarget.value)}
        onKeyDown={handleSearchKeyDown}
        leftSection={<IconSearch size={16} aria-hidden />}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        style={{ flex: '1 1 16rem' }}
      />
      <Popover opened={filtersOpen} onChange={setFiltersOpen} position="bottom-start" trapFocus returnFocus shadow="md" withinPortal hideDetached={false}>
        <Popover.Target>
          <Button
            variant={activeFilterCount > 0 ? 'light' : 'default'}
            leftSection={<IconFilter size={16} aria-hidden />}
            onClick={() => setFiltersOpen((open) => !open)}
            aria-expanded={filtersOpen}
          >
            {activeFilterCount > 0 ? t('teachers.filters.buttonActive', { count: activeFilterCount }) : t('teachers.filters.button')}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          {filtersOpen ? (
            <TeacherFilterPanel
              filters={params.filters}
              onApply={(filters) => {
                state.setFilters(filters);
                setFiltersOpen(false);
              }}
              onClear={() => {
                state.clearFilters();
                setFiltersOpen(false);
              }}
            />
          ) : null}
        </Popover.Dropdown>
      </Popover>
      <NativeSelect
        label={t('teachers.sort.label')}
        value={sortValue(params.sortBy, params.sortOrder)}
        onChange={(event) => {
          const sort = parseSortValue(event.currentTarget.value);
          if (sort) state.setSort(...sort);
        }}
        data={sortOptions}
      />
      <NativeSelect
        label={t('teachers.pageSize')}
        value={String(params.limit)}
        onChange={(event) => state.setLimit(Number(event.currentTarget.value))}
        data={TEACHER_PAGE_SIZES.map((size) => String(size))}
      />
      <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRefresh} loading={isRefreshing}>
        {t('teachers.list.refresh')}
      </Button>
      <Button variant={selecting ? 'light' : 'default'} leftSection={<IconListCheck size={16} aria-hidden />} onClick={onToggleSelecting} aria-pressed={selecting}>
        {selecting ? t('teachers.select.done') : t('teachers.select.start')}
      </Button>
      {onAddTeacher ? (
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAddTeacher}>
          {t('teachers.list.addTeacher')}
        </Button>
      ) : null}
    </Group>
  );
}
