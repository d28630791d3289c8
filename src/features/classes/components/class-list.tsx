import { Alert, Button, Center, Group, Loader, NativeSelect, Pagination, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchoolClass } from '@/contract/classes';
import { apiErrorText } from '@/lib/api/api-error-text';
import { CLASS_PAGE_SIZE, useClassList } from '@/features/classes/api/get-classes';
import { ClassCard } from '@/features/classes/components/class-card';

const GRADES = Array.from({ length: 13 }, (_, grade) => grade);
/** The pause after typing before the search is sent. */
const SEARCH_PAUSE_MS = 300;

export type ClassListProps = {
  onOpen: (schoolClass: SchoolClass) => void;
  onAdd?: () => void;
  onEdit?: (schoolClass: SchoolClass) => void;
  onDelete?: (schoolClass: SchoolClass) => void;
};

/** The classes of the school as cards (one column on a phone): search, grade filter, paging. */
export function ClassList({ onOpen, onAdd, onEdit, onDelete }: ClassListProps) {
  const { t } = useTranslation();
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), SEARCH_PAUSE_MS);
  const [grade, setGrade] = useState('');
  const [page, setPage] = useState(1);
  const list = useClassList({ search, grade: grade === '' ? null : Number(grade), page, limit: CLASS_PAGE_SIZE });
  const filtered = search !== '' || grade !== '';
  const classes = list.data?.classes ?? [];
  const totalPages = list.data?.pagination.totalPages ?? 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {t('classes.list.title')}
        </Title>
        {onAdd ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
            {t('classes.list.add')}
          </Button>
        ) : null}
      </Group>
      <Group gap="sm" align="flex-end" grow preventGrowOverflow={false}>
        <TextInput
          label={t('classes.list.search')}
          placeholder={t('classes.list.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchText}
          onChange={(event) => {
            setSearchText(event.currentTarget.value);
            setPage(1);
          }}
          miw="12rem"
        />
        <NativeSelect
          label={t('classes.list.gradeFilter')}
          data={[{ value: '', label: t('classes.list.allGrades') }, ...GRADES.map((value) => ({ value: String(value), label: t('classes.list.grade', { grade: value }) }))]}
          value={grade}
          onChange={(event) => {
            setGrade(event.currentTarget.value);
            setPage(1);
          }}
          maw="12rem"
        />
      </Group>
      {list.isPending ? (
        <Center py="xl">
          <Group gap="sm">
            <Loader size="sm" />
            <Text>{t('classes.list.loading')}</Text>
          </Group>
        </Center>
      ) : list.isError ? (
        <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t('classes.list.errorTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{apiErrorText(list.error, t('classes.list.errorFallback'))}</Text>
            <Button size="xs" variant="light" onClick={() => void list.refetch()}>
              {t('classes.list.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : classes.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {filtered ? t('classes.list.emptyFiltered') : t('classes.list.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {classes.map((schoolClass) => (
            <ClassCard
              key={schoolClass.id}
              schoolClass={schoolClass}
              onOpen={() => onOpen(schoolClass)}
              onEdit={onEdit ? () => onEdit(schoolClass) : undefined}
              onDelete={onDelete ? () => onDelete(schoolClass) : undefined}
            />
          ))}
        </SimpleGrid>
      )}
      {totalPages > 1 ? (
        <Center>
          <Pagination total={totalPages} value={page} onChange={setPage} />
        </Center>
      ) : null}
    </Stack>
  );
}
