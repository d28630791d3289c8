import { Alert, Button, Center, Group, Loader, Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Teacher } from '@/contract/teachers';
import { apiErrorText } from '@/lib/api/api-error-text';
import type { TeacherPage } from '@/features/teachers/api/get-teachers';
import { TeacherCard, type TeacherCardHandlers } from '@/features/teachers/components/teacher-card';
import type { TeacherListState } from '@/features/teachers/hooks/use-teacher-list-state';
import type { TeacherSelection } from '@/features/teachers/hooks/use-teacher-selection';

export type TeacherListPanelProps = TeacherCardHandlers & {
  list: UseQueryResult<TeacherPage, unknown>;
  state: TeacherListState;
  selection: TeacherSelection;
};

function ListError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t('teachers.list.errorTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{apiErrorText(error, t('teachers.list.errorFallback'))}</Text>
        <Button size="compact-sm" variant="light" color="red" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRetry} loading={retrying}>
          {t('teachers.list.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The teachers the search and filters find, as cards, with loading, error and empty states (spec part 2 §2.3). */
export function TeacherListPanel({ list, state, selection, ...handlers }: TeacherListPanelProps) {
  const { t } = useTranslation();
  const page = list.data;
  const retry = () => void list.refetch();

  if (list.isPending) {
    return (
      <Center py="xl" role="status">
        <Stack align="center" gap="xs">
          <Loader aria-hidden />
          <Text c="dimmed">{t('teachers.list.loading')}</Text>
        </Stack>
      </Center>
    );
  }
  if (list.isError && !page) return <ListError error={list.error} onRetry={retry} retrying={list.isFetching} />;

  const teachers: Teacher[] = page?.teachers ?? [];
  const pagination = page?.pagination;
  if (teachers.length === 0 && pagination && pagination.totalCount > 0 && pagination.currentPage > 1) {
    // Past the last page (its last teachers were deleted): go back to the last one there is.
    const lastPage = Math.max(1, pagination.totalPages);
    return (
      <Center py="xl" role="status">
        <Stack align="center" gap="xs">
          <Text>{t('teachers.list.pageGone')}</Text>
          <Button variant="light" onClick={() => state.setPage(lastPage)}>
            {t('teachers.list.goToPage', { page: lastPage })}
          </Button>
        </Stack>
      </Center>
    );
  }
  if (teachers.length === 0) {
    return (
      <Center py="xl" role="status">
        <Stack align="center" gap="xs">
          <Text fw={600}>{t('teachers.list.emptyTitle')}</Text>
          <Text size="sm" c="dimmed">
            {state.isNarrowed ? t('teachers.list.emptyFiltered') : t('teachers.list.emptyFirst')}
          </Text>
          {state.isNarrowed ? (
            <Button variant="light" onClick={state.clearFilters}>
              {t('teachers.list.clearFilters')}
            </Button>
          ) : null}
        </Stack>
      </Center>
    );
  }

  const from = pagination ? (pagination.currentPage - 1) * pagination.limit + 1 : 1;
  const to = pagination ? from + teachers.length - 1 : teachers.length;
  return (
    <Stack gap="sm" aria-busy={list.isFetching}>
      {/* A later refresh failed: the cards already shown stay, the error shows above them. */}
      {list.isError ? <ListError error={list.error} onRetry={retry} retrying={list.isFetching} /> : null}
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="sm"
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('teachers.list.label')}
      >
        {teachers.map((teacher) => (
          <li key={teacher.id}>
            <TeacherCard
              teacher={teacher}
              selecting={selection.active}
              selected={selection.isSelected(teacher.id)}
              onToggleSelected={selection.toggle}
              {...handlers}
            />
          </li>
        ))}
      </SimpleGrid>
      {pagination ? (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('teachers.list.showing', { from, to, total: pagination.totalCount })}
          </Text>
          {pagination.totalPages > 1 ? (
            <nav aria-label={t('teachers.pagination.label')}>
              <Pagination
                total={pagination.totalPages}
                value={pagination.currentPage}
                onChange={state.setPage}
                size="sm"
              />
            </nav>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
