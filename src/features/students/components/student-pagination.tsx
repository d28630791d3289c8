import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageWindow, shownRange } from '@/features/students/components/page-window';
import { intlLocale } from '@/lib/dates/intl-locale';
import { toLocaleDigits } from '@/lib/i18n/digits';

export type StudentPaginationProps = {
  page: number;
  totalPages: number;
  totalCount: number;
  limit: number;
  onPageChange: (page: number) => void;
};

/** 'Showing X to Y of Z students', Previous/Next and a 5-page window with ellipses (spec part 2 §2.1). */
export function StudentPagination({ page, totalPages, totalCount, limit, onPageChange }: StudentPaginationProps) {
  const { t, i18n } = useTranslation();
  const { from, to } = shownRange(page, limit, totalCount);
  // In the language's digits, as its name ("صفحه ۲") says it: the name holds what the button shows.
  const pageNumber = (item: number) => toLocaleDigits(String(item), intlLocale(i18n.language, 'gregorian'));
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
                {pageNumber(item)}
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
