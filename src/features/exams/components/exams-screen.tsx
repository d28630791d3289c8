import { Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressTab } from '@/lib/dom/use-address-tab';
import { ExamListTab } from '@/features/exams/components/exam-list-tab';
import { useExamPermissions } from '@/features/exams/components/use-exam-permissions';
import { GradeEntryTab } from '@/features/exams/grades/grade-entry-tab';
import { ExamResultsTab } from '@/features/exams/results/exam-results-tab';
import { ExamTimetableTab } from '@/features/exams/results/exam-timetable-tab';

const TABS = ['exams', 'grades', 'results', 'timetable'] as const;
type ExamTab = (typeof TABS)[number];

/**
 * The Exams screen (issue 9): the exams with their schedule, grade entry for one exam, its ranked
 * results, and the upcoming exams by day. The chosen exam is shared by grade entry and results, so
 * "Enter grades" then "Results" stays on the same exam.
 */
export default function ExamsScreen() {
  const { t } = useTranslation();
  const permissions = useExamPermissions();
  const allowed: ExamTab[] = permissions.canUpdate ? [...TABS] : TABS.filter((tab) => tab !== 'grades');
  const [tab, setTab] = useAddressTab(TABS, allowed);
  const [examId, setExamId] = useState<number | null>(null);
  const openExam = (next: ExamTab) => (id: number) => {
    setExamId(id);
    setTab(next);
  };

  return (
    <Stack gap="md">
      <Title order={2}>{t('exams.screen.title')}</Title>
      <Tabs value={tab} onChange={(value) => value && setTab(value as ExamTab)} keepMounted={false}>
        <Tabs.List>
          {allowed.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`exams.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="exams" pt="md">
          <ExamListTab permissions={permissions} onEnterGrades={permissions.canUpdate ? openExam('grades') : undefined} onShowResults={openExam('results')} />
        </Tabs.Panel>
        {permissions.canUpdate ? (
          <Tabs.Panel value="grades" pt="md">
            <GradeEntryTab examId={examId} onExamChange={setExamId} />
          </Tabs.Panel>
        ) : null}
        <Tabs.Panel value="results" pt="md">
          <ExamResultsTab examId={examId} onExamChange={setExamId} />
        </Tabs.Panel>
        <Tabs.Panel value="timetable" pt="md">
          <ExamTimetableTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
