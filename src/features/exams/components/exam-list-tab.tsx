import { Alert, Button, Group, Loader, NativeSelect, Pagination, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXAM_STATUS_VALUES, type Exam, type ExamStatus } from '@/contract/exams';
import { apiErrorText } from '@/lib/api/api-error-text';
import { useClassChoices } from '@/features/exams/api/get-choices';
import { useExams } from '@/features/exams/api/get-exams';
import { ConfirmExamDialog, type ExamConfirmAction } from '@/features/exams/components/confirm-exam-dialog';
import { ExamCard } from '@/features/exams/components/exam-card';
import { ExamFormDialog } from '@/features/exams/components/exam-form-dialog';
import type { ExamPermissions } from '@/features/exams/components/use-exam-permissions';
import { CalendarDateInput } from '@/lib/ui/calendar-date-input';
import { useLocalName } from '@/lib/names/use-local-name';

type Props = { permissions: ExamPermissions; onEnterGrades?: (examId: number) => void; onShowResults: (examId: number) => void };

const SEARCH_DEBOUNCE_MS = 300;

/** The exams, filtered by name, class, status and dates; scheduling, editing and status changes. */
export function ExamListTab({ permissions, onEnterGrades, onShowResults }: Props) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const classes = useClassChoices();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [classId, setClassId] = useState('');
  const [status, setStatus] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const rangeBackwards = from !== '' && to !== '' && from > to;
  const filters = {
    page,
    search: debouncedSearch || undefined,
    classId: classId ? Number(classId) : undefined,
    status: (status || undefined) as ExamStatus | undefined,
    from: from || undefined,
    to: to || undefined,
  };
  const exams = useExams(filters, !rangeBackwards);
  const filtered = Boolean(filters.search || filters.classId || filters.status || filters.from || filters.to);

  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Exam | null>(null);
  const [confirming, setConfirming] = useState<{ exam: Exam; action: ExamConfirmAction } | null>(null);
  const confirm = (action: ExamConfirmAction) => (exam: Exam) => setConfirming({ exam, action });
  const changed = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    setPage(1);
  };

  const list = exams.data?.data ?? [];
  const totalPages = exams.data?.meta.pagination.totalPages ?? 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text c="dimmed" size="sm">
          {t('exams.list.intro')}
        </Text>
        {permissions.canCreate ? (
          <Button
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            {t('exams.list.schedule')}
          </Button>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        <TextInput label={t('exams.filters.search')} placeholder={t('exams.filters.searchPlaceholder')} value={search} onChange={(event) => changed(setSearch)(event.currentTarget.value)} />
        <NativeSelect
          label={t('exams.filters.class')}
          value={classId}
          onChange={(event) => changed(setClassId)(event.currentTarget.value)}
          data={[{ value: '', label: t('exams.filters.allClasses') }, ...(classes.data ?? []).map((choice) => ({ value: String(choice.id), label: localName(choice) }))]}
        />
        <NativeSelect
          label={t('exams.filters.status')}
          value={status}
          onChange={(event) => changed(setStatus)(event.currentTarget.value)}
          data={[{ value: '', label: t('exams.filters.allStatuses') }, ...EXAM_STATUS_VALUES.map((value) => ({ value, label: t(`exams.status.${value}`) }))]}
        />
        <CalendarDateInput label={t('exams.filters.from')} value={from} onChange={(day) => changed(setFrom)(day)} />
        <CalendarDateInput
          label={t('exams.filters.to')}
          value={to}
          onChange={(day) => changed(setTo)(day)}
          error={rangeBackwards ? t('exams.filters.rangeOrder') : undefined}
        />
      </SimpleGrid>

      {exams.isPending && !rangeBackwards ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text>{t('exams.list.loading')}</Text>
        </Group>
      ) : exams.isError ? (
        <Alert role="alert" color="red" variant="light" title={t('exams.list.failed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{apiErrorText(exams.error, t('exams.list.failed'))}</Text>
            <Button size="xs" variant="light" onClick={() => void exams.refetch()}>
              {t('exams.common.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : list.length === 0 && !rangeBackwards ? (
        <Text c="dimmed">{filtered ? t('exams.list.noMatch') : t('exams.list.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {list.map((exam) => (
            <ExamCard
              key={exam.id}
              exam={exam}
              actions={{
                onEdit: permissions.canUpdate
                  ? (chosen) => {
                      setEditing(chosen);
                      setFormOpen(true);
                    }
                  : undefined,
                onComplete: permissions.canUpdate ? confirm('complete') : undefined,
                onCancel: permissions.canUpdate ? confirm('cancel') : undefined,
                onDelete: permissions.canDelete ? confirm('delete') : undefined,
                onEnterGrades,
                onShowResults,
              }}
            />
          ))}
        </SimpleGrid>
      )}
      {totalPages > 1 ? <Pagination value={page} onChange={setPage} total={totalPages} aria-label={t('exams.list.pages')} /> : null}

      <ExamFormDialog opened={formOpen} exam={editing} onClose={() => setFormOpen(false)} />
      <ConfirmExamDialog exam={confirming?.exam ?? null} action={confirming?.action ?? null} onClose={() => setConfirming(null)} />
    </Stack>
  );
}
