import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageWindow, shownRange } from '@/features/students/components/page-window';

export type StudentPaginationProps = {
  page: number;
  totalPages: number;
  totalCount: number;
  limit: number;
  onPageChange: (page: number) => void;
};

/** 'Showing X to Y of Z students', Previous/Next and a 5-page window with ellipses (spec part 2 §2.1). */
export function StudentPagination({ page, totalPages, totalCount, limit, onPageChange }: StudentPaginationProps) {
  const { t } = useTranslation();
  const { from, to } = shownRange(page, limit, totalCount);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" role="status">
        {t('students.list.showing', { from, to, total: totalCount })}
      </Text>
      {totalPages > 1 ? (
        <Group component="nav" gap={4} aria-label={t('students.pagination.label')}>
          <Button size="compact-sm" variant="default" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            {t('students.pagination.previous')}
          </Button>
          {pageWindow(page, totalPages).map((item) =>
            typeof item === 'number' ? (
              <Button
                key={item}
                size="compact-sm"
                variant={item === page ? 'filled' : 'default'}
                aria-label={t('students.pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPageChange(item)}
              >
                {item}
              </Button>
            ) : (
              <Text key={item} size="sm" c="dimmed" px={4} aria-hidden>
                …
              </Text>
            ),
          )}
          <Button size="compact-sm" variant="default" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
            {t('students.pagination.next')}
          </Button>
        </Group>
      ) : null}
    </Group>
  );
}
