import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/lib/api/api-error-text';
import { useStudents } from '@/features/students/api/get-students';
import type { StudentRowHandlers } from '@/features/students/components/student-actions';
import { StudentCards } from '@/features/students/components/student-cards';
import { StudentPagination } from '@/features/students/components/student-pagination';
import { StudentTable } from '@/features/students/components/student-table';
import type { StudentViewMode } from '@/features/students/components/student-list-toolbar';
import type { StudentListState } from '@/features/students/hooks/use-student-list-state';

export type StudentListPanelProps = StudentRowHandlers & {
  state: StudentListState;
  viewMode: StudentViewMode;
};

/** The students the filters find, with the list's loading, error and empty states (spec part 2 §2.1). */
export function StudentListPanel({ state, viewMode, ...handlers }: StudentListPanelProps) {
  const { t } = useTranslation();
  const list = useStudents(state.filters);
  const page = list.data;

  if (list.isPending) {
    return (
      <Center py="xl" role="status">
        <Stack align="center" gap="xs">
          <Loader aria-hidden />
          <Text c="dimmed">{t('students.list.loading')}</Text>
        </Stack>
      </Center>
    );
  }

  if (list.isError && !page) {
    return (
      <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t('students.list.errorTitle')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{apiErrorText(list.error, t('students.list.errorFallback'))}</Text>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => void list.refetch()}
            loading={list.isFetching}
          >
            {t('students.list.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const students = page?.students ?? [];
  const pagination = page?.pagination;
  if (students.length === 0 && pagination && pagination.totalCount > 0 && pagination.currentPage > 1) {
    // Past the last page (its last students were deleted): offer the way back.
    const lastPage = Math.max(1, pagination.totalPages);
    return (
      <Center py="xl" role="status">
        <Stack align="center" gap="xs">
          <Text>{t('students.list.pageGone')}</Text>
          <Button variant="light" onClick={() => state.setPage(lastPage)}>
            {t('students.list.goToPage', { page: lastPage })}
          </Button>
        </Stack>
      </Center>
    );
  }
  if (students.length === 0) {
    const filtered = state.filters.search !== '' || state.filters.status !== '' || state.filters.gender !== '';
    return (
      <Center py="xl" role="status">
        <Stack align="center" gap={4}>
          <Text fw={600}>{t('students.list.empty')}</Text>
          <Text size="sm" c="dimmed">
            {filtered ? t('students.list.emptyFiltered') : t('students.list.emptyFirst')}
          </Text>
        </Stack>
      </Center>
    );
  }

  return (
    <Stack gap="sm" aria-busy={list.isFetching}>
      {list.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t('students.list.errorTitle')}>
          <Group gap="sm">
            <Text size="sm">{apiErrorText(list.error, t('students.list.errorFallback'))}</Text>
            <Button size="compact-sm" variant="light" color="red" onClick={() => void list.refetch()}>
              {t('students.list.tryAgain')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {viewMode === 'table' ? <StudentTable students={students} {...handlers} /> : <StudentCards students={students} {...handlers} />}
      {pagination ? (
        <StudentPagination
          // The answer's own figures, so the text matches the rows shown (a previous page stays
          // on screen while the next one loads).
          page={pagination.currentPage}
          totalPages={pagination.totalPages}
          totalCount={pagination.totalCount}
          limit={pagination.limit}
          onPageChange={state.setPage}
        />
      ) : null}
    </Stack>
  );
}
