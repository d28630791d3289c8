/**
 * Grade entry for one exam: the class's students, each with a score (0..max; its percentage and
 * label shown as typed) and remarks. Save sends ONE POST for the sheet (all or nothing) with one
 * X-Request-ID per fill; the students a 400 names are highlighted. Scores already entered are
 * filled in, so a second save corrects them; so are scores saved on this device and not yet sent
 * (pending-grades.ts), with a notice that they wait.
 */
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamResults } from '@/contract/exams';
import { apiErrorText } from '@/lib/api/api-error-text';
import { useWriteRequestId } from '@/lib/forms/use-write-request-id';
import { useClassStudents, type ClassStudent } from '@/features/exams/api/get-choices';
import { useExamResults } from '@/features/exams/api/get-exams';
import { useSaveGrades } from '@/features/exams/api/exam-writes';
import { useExamFormat } from '@/features/exams/components/use-exam-format';
import { ExamPicker } from '@/features/exams/grades/exam-picker';
import { readScore, studentsNamedIn, type SheetRow } from '@/features/exams/grades/grade-sheet';
import { usePendingGrades, type PendingGrades } from '@/features/exams/grades/pending-grades';
import { WaitingNotice } from '@/lib/ui/waiting-to-send';
import { useLocalName } from '@/lib/names/use-local-name';

type Props = { examId: number | null; onExamChange: (examId: number | null) => void };

export function GradeEntryTab({ examId, onExamChange }: Props) {
  const { t } = useTranslation();
  const results = useExamResults(examId);
  const classId = results.data?.exam.class.id ?? null;
  const students = useClassStudents(classId);
  const pending = usePendingGrades(examId);
  return (
    <Stack gap="md">
      <ExamPicker value={examId} onChange={onExamChange} withoutCancelled />
      {examId === null ? (
        <Text c="dimmed">{t('exams.grades.chooseExam')}</Text>
      ) : results.isError || students.isError ? (
        <Alert role="alert" color="red" variant="light" title={t('exams.grades.loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{apiErrorText(results.error ?? students.error, t('exams.grades.loadFailed'))}</Text>
            <Button size="xs" variant="light" onClick={() => void (results.isError ? results.refetch() : students.refetch())}>
              {t('exams.common.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : !results.data || !students.data ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text>{t('exams.grades.loading')}</Text>
        </Group>
      ) : results.data.exam.status === 'CANCELLED' ? (
        <Alert color="gray" variant="light">
          {t('exams.grades.cancelled')}
        </Alert>
      ) : students.data.length === 0 ? (
        <Text c="dimmed">{t('exams.grades.noStudents')}</Text>
      ) : (
        // Keyed by the exam and the grades waiting on the device: another exam, or a waiting
        // entry saved or sent, starts a fresh sheet from the scores as they now stand.
        <GradeSheet key={`${examId}|${pending?.requestIds ?? ''}`} results={results.data} students={students.data} pending={pending} />
      )}
    </Stack>
  );
}

/** The sheet as it starts: the scores the server has, with those waiting on the device over them. */
export function initialRows(results: ExamResults, students: readonly ClassStudent[], pending: PendingGrades | null): Record<number, SheetRow> {
  const saved = new Map<number, { score: number | null; remarks: string | null }>(results.students.map((row) => [row.studentId, row]));
  for (const record of pending?.records ?? []) saved.set(record.studentId, { score: record.score, remarks: record.remarks ?? null });
  return Object.fromEntries(
    students.map((student) => {
      const row = saved.get(student.id);
      return [student.id, { score: row?.score === null || row?.score === undefined ? '' : String(row.score), remarks: row?.remarks ?? '' }];
    }),
  );
}

function GradeSheet({ results, students, pending }: { results: ExamResults; students: ClassStudent[]; pending: PendingGrades | null }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const format = useExamFormat();
  const { exam } = results;
  const save = useSaveGrades();
  const write = useWriteRequestId();
  const [rows, setRows] = useState(() => initialRows(results, students, pending));
  const [failure, setFailure] = useState<string | null>(null);
  const [named, setNamed] = useState<Set<number>>(new Set());
  const readings = new Map(students.map((student) => [student.id, readScore(rows[student.id]?.score ?? '', exam.maxMarks)]));
  const invalidCount = [...readings.values()].filter((reading) => reading.state === 'invalid').length;
  const filled = students.filter((student) => readings.get(student.id)?.state === 'valid');

  const edit = (studentId: number, field: keyof SheetRow, value: string) => {
    setRows((current) => ({ ...current, [studentId]: { ...current[studentId], [field]: value } }));
    setNamed((current) => (current.has(studentId) ? new Set([...current].filter((id) => id !== studentId)) : current));
  };

  const submit = async () => {
    setFailure(null);
    if (invalidCount > 0) {
      setFailure(t('exams.grades.fixInvalid', { count: invalidCount, max: exam.maxMarks }));
      return;
    }
    if (filled.length === 0) {
      setFailure(t('exams.grades.nothingToSave'));
      return;
    }
    const entry = {
      records: filled.map((student) => {
        const reading = readings.get(student.id);
        const remarks = rows[student.id].remarks.trim();
        return { studentId: student.id, score: reading?.state === 'valid' ? reading.score : 0, remarks: remarks || null };
      }),
    };
    let saved;
    try {
      saved = await save.mutateAsync({ examId: exam.id, entry, requestId: write.requestIdFor({ examId: exam.id, entry }) });
      write.settled();
    } catch (error) {
      const message = apiErrorText(error, t('exams.grades.saveFailed'));
      setFailure(message);
      setNamed(studentsNamedIn(message, students));
      return;
    }
    setNamed(new Set());
    if (saved === null) notifications.show({ color: 'yellow', message: t('exams.grades.savedQueued', { name: localName(exam) }) });
    else notifications.show({ color: 'green', message: t('exams.grades.saved', { count: saved.created + saved.updated, name: localName(exam) }) });
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('exams.grades.intro', { className: localName(exam.class), subject: localName(exam.subject), date: format.day(exam.examDate), max: exam.maxMarks })}
      </Text>
      {pending !== null ? (
        <WaitingNotice state={pending.state}>{pending.state === 'attention' ? t('exams.grades.waitingAttention') : t('exams.grades.waiting')}</WaitingNotice>
      ) : null}
      {failure !== null ? (
        <Alert role="alert" color="red" variant="light" title={t('exams.grades.saveFailed')}>
          {failure}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
        <Table striped verticalSpacing="xs" miw="36rem">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('exams.grades.student')}</Table.Th>
              <Table.Th>{t('exams.grades.score', { max: exam.maxMarks })}</Table.Th>
              <Table.Th>{t('exams.grades.percentage')}</Table.Th>
              <Table.Th>{t('exams.grades.remarks')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {students.map((student) => {
              const reading = readings.get(student.id) ?? { state: 'blank' };
              const refused = named.has(student.id);
              return (
                <Table.Tr key={student.id} data-refused={refused || undefined} bg={refused ? 'var(--mantine-color-red-light)' : undefined}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {student.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {student.admissionNo}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('exams.grades.scoreOf', { name: student.name })}
                      type="number"
                      inputMode="decimal"
                      min={0}
                      max={exam.maxMarks}
                      step="any"
                      w="6rem"
                      value={rows[student.id]?.score ?? ''}
                      onChange={(event) => edit(student.id, 'score', event.currentTarget.value)}
                      error={reading.state === 'invalid' ? t('exams.grades.scoreRange', { max: exam.maxMarks }) : refused}
                    />
                  </Table.Td>
                  <Table.Td>
                    {reading.state === 'valid' ? (
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm">{t('exams.common.percent', { value: reading.percentage })}</Text>
                        <Badge variant="light" color={reading.passed ? 'green' : 'red'}>
                          {reading.label}
                        </Badge>
                      </Group>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('exams.common.none')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('exams.grades.remarksOf', { name: student.name })}
                      maxLength={500}
                      value={rows[student.id]?.remarks ?? ''}
                      onChange={(event) => edit(student.id, 'remarks', event.currentTarget.value)}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Paper>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('exams.grades.filled', { count: filled.length, total: students.length })}
        </Text>
        <Button onClick={() => void submit()} loading={save.isPending}>
          {t('exams.grades.save')}
        </Button>
      </Group>
    </Stack>
  );
}
