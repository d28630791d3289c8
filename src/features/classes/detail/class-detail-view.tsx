import { Alert, Anchor, Button, Center, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchoolClass } from '@/contract/classes';
import { apiErrorText } from '@/lib/api/api-error-text';
import { labelledRoom } from '@/lib/names/room';
import { useClassDetail } from '@/features/classes/api/get-class-detail';
import { useClassPermissions } from '@/features/classes/components/use-class-permissions';
import { ClassAnalyticsTab } from '@/features/classes/detail/class-analytics-tab';
import { ClassFigures } from '@/features/classes/detail/class-figures';
import { ClassPerformanceTab } from '@/features/classes/detail/class-performance-tab';
import { ClassStudentsTab } from '@/features/classes/detail/class-students-tab';
import { ClassSubjectsTab } from '@/features/classes/detail/class-subjects-tab';
import { ClassTimetableTab } from '@/features/classes/timetable/class-timetable-tab';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { useLocalName } from '@/lib/names/use-local-name';

const TABS = ['students', 'subjects', 'timetable', 'performance', 'analytics'] as const;
type DetailTab = (typeof TABS)[number];

export type ClassDetailViewProps = {
  classId: number;
  onBack: () => void;
  onEdit?: (schoolClass: SchoolClass) => void;
  onDelete?: (schoolClass: SchoolClass) => void;
};

/** One class: its header figures and the tabs Students, Subjects & teachers, Timetable, Performance, Analytics. */
export function ClassDetailView({ classId, onBack, onEdit, onDelete }: ClassDetailViewProps) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const { locale: roomLocale } = useFormatLocale();
  const detail = useClassDetail(classId);
  const { canReadStudents } = useClassPermissions();
  const [tab, setTab] = useState<DetailTab>(canReadStudents ? 'students' : 'subjects');

  const back = (
    <Anchor component="button" type="button" onClick={onBack} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('classes.detail.back')}
      </Group>
    </Anchor>
  );

  if (detail.isPending) {
    return (
      <Stack gap="md">
        {back}
        <Center py="xl">
          <Group gap="sm">
            <Loader size="sm" />
            <Text>{t('classes.detail.loading')}</Text>
          </Group>
        </Center>
      </Stack>
    );
  }
  if (detail.isError) {
    return (
      <Stack gap="md">
        {back}
        <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t('classes.detail.errorTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{apiErrorText(detail.error, t('classes.detail.errorFallback'))}</Text>
            <Button size="xs" variant="light" onClick={() => void detail.refetch()}>
              {t('classes.list.retry')}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }

  const schoolClass = detail.data;
  const facts = [
    schoolClass.code,
    schoolClass.grade === null ? null : t('classes.list.grade', { grade: schoolClass.grade }),
    schoolClass.section ? t('classes.list.section', { section: schoolClass.section }) : null,
    labelledRoom(schoolClass.room, (room) => t('classes.list.room', { room }), roomLocale),
    schoolClass.academicYear,
  ].filter(Boolean);

  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ minInlineSize: 0 }}>
          <Title order={2} size="h3">
            {localName(schoolClass)}
          </Title>
          <Text size="sm" c="dimmed">
            {facts.join(' · ')}
          </Text>
          <Text size="sm">{t('classes.list.classTeacher', { name: schoolClass.classTeacher?.name ?? t('classes.list.notAssigned') })}</Text>
        </div>
        <Group gap="xs">
          {onEdit ? (
            <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit(schoolClass)}>
              {t('classes.list.edit')}
            </Button>
          ) : null}
          {onDelete ? (
            <Button variant="light" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onDelete(schoolClass)}>
              {t('classes.list.delete')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <ClassFigures classId={classId} />
      <Tabs value={tab} onChange={(value) => setTab(TABS.find((name) => name === value) ?? 'subjects')} keepMounted={false}>
        <Tabs.List aria-label={t('classes.detail.tabsLabel')}>
          {canReadStudents ? <Tabs.Tab value="students">{t('classes.detail.tabs.students')}</Tabs.Tab> : null}
          <Tabs.Tab value="subjects">{t('classes.detail.tabs.subjects')}</Tabs.Tab>
          <Tabs.Tab value="timetable">{t('classes.detail.tabs.timetable')}</Tabs.Tab>
          <Tabs.Tab value="performance">{t('classes.detail.tabs.performance')}</Tabs.Tab>
          <Tabs.Tab value="analytics">{t('classes.detail.tabs.analytics')}</Tabs.Tab>
        </Tabs.List>
        {canReadStudents ? (
          <Tabs.Panel value="students" pt="md">
            <ClassStudentsTab classId={classId} />
          </Tabs.Panel>
        ) : null}
        <Tabs.Panel value="subjects" pt="md">
          <ClassSubjectsTab schoolClass={schoolClass} />
        </Tabs.Panel>
        <Tabs.Panel value="timetable" pt="md">
          <ClassTimetableTab schoolClass={schoolClass} />
        </Tabs.Panel>
        <Tabs.Panel value="performance" pt="md">
          <ClassPerformanceTab classId={classId} />
        </Tabs.Panel>
        <Tabs.Panel value="analytics" pt="md">
          <ClassAnalyticsTab classId={classId} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
