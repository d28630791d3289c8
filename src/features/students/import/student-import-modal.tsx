/**
 * Import Students: choose or drop a CSV file (the export's own file, edited or not, or a simpler
 * one with at least First Name and Admission No), see what was read and which rows cannot be
 * imported, then import. Large files go in parts (import-chunks.ts), one after another, with a
 * progress bar; the modal cannot be closed while a part is on its way. The end is a report:
 * "N imported, M rejected", the rejected rows with their file row numbers and reasons, and a
 * file of them to fix and import again.
 */
import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconFileImport } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/lib/api/api-error-text';
import { saveFile } from '@/lib/dom/save-file';
import { useClasses } from '@/features/students/api/get-classes';
import { chunkImportRows } from '@/features/students/import/import-chunks';
import { ImportFilePicker } from '@/features/students/import/import-file-picker';
import { ImportPreview } from '@/features/students/import/import-preview';
import { buildImportReport, rejectedFileName, rejectedRowsCsv } from '@/features/students/import/import-report';
import { ImportReportPanel } from '@/features/students/import/import-report-panel';
import { buildImportRows, namesAnyClass } from '@/features/students/import/import-rows';
import { readImportFile, type ImportFile } from '@/features/students/import/read-import-file';
import { useImportRun } from '@/features/students/import/use-import-run';

export type StudentImportModalProps = {
  opened: boolean;
  onClose: () => void;
};

export function StudentImportModal({ opened, onClose }: StudentImportModalProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<ImportFile | null>(null);
  const [reading, setReading] = useState(false);
  const run = useImportRun();
  const sending = run.phase === 'sending';

  const readyFile = file?.ok === true ? file : null;
  const needsClasses = readyFile !== null && namesAnyClass(readyFile.records, readyFile.headerIndex, readyFile.columns);
  const classesQuery = useClasses(needsClasses);
  const classes = classesQuery.data;
  const rows = useMemo(() => {
    if (readyFile === null || (needsClasses && classes === undefined)) return null;
    return buildImportRows(readyFile.records, readyFile.headerIndex, readyFile.columns, classes ?? []);
  }, [readyFile, needsClasses, classes]);
  const usable = useMemo(() => rows?.filter((row) => row.problems.length === 0) ?? [], [rows]);
  const flagged = useMemo(() => rows?.filter((row) => row.problems.length > 0) ?? [], [rows]);

  const report = useMemo(
    () =>
      readyFile !== null && (run.phase === 'done' || (run.phase === 'stopped' && run.answers.length > 0))
        ? buildImportReport({
            columns: readyFile.columns,
            flagged,
            chunks: run.chunks,
            answers: run.answers,
            problemText: (code) => t(`studentImport.problems.${code}`),
          })
        : null,
    [readyFile, flagged, run.phase, run.chunks, run.answers, t],
  );

  const handlePick = async (picked: File) => {
    setReading(true);
    try {
      setFile(await readImportFile(picked));
    } finally {
      setReading(false);
    }
  };

  const handleChooseAnother = () => {
    run.reset();
    setFile(null);
  };

  const handleClose = () => {
    if (!sending) onClose();
  };

  const handleDownloadRejected = () => {
    if (readyFile === null || report === null) return;
    const fileName = rejectedFileName(readyFile.fileName);
    const csv = rejectedRowsCsv(readyFile.columns, report.rejected, t('studentImport.report.reasonsColumn'));
    saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
    notifications.show({ color: 'teal', message: t('studentImport.report.downloaded', { fileName }) });
  };

  const fileProblemText = (problem: Exclude<ImportFile, { ok: true }>) =>
    t(`studentImport.fileProblems.${problem.problem}`, {
      columns: (problem.missing ?? []).map((field) => t(`studentImport.columnNames.${field}`)).join(t('studentImport.columnNames.and')),
    });

  const showPicker = readyFile === null;
  const showPreview = rows !== null && run.phase === 'idle';

  return (
    <Modal
      opened={opened}
      onClose={handleClose}
      // Starts afresh the next time it opens.
      onExitTransitionEnd={handleChooseAnother}
      title={t('studentImport.title')}
      size="xl"
      closeOnEscape={!sending}
      closeOnClickOutside={!sending}
      withCloseButton={!sending}
    >
      <Stack gap="md">
        {showPicker ? (
          <>
            <Text size="sm" c="dimmed">
              {t('studentImport.intro')}
            </Text>
            {file !== null && !file.ok ? (
              <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={t('studentImport.fileProblems.title')} role="alert">
                {fileProblemText(file)}
              </Alert>
            ) : null}
            <ImportFilePicker reading={reading} onPick={(picked) => void handlePick(picked)} />
          </>
        ) : null}

        {readyFile !== null && rows === null ? (
          classesQuery.isError ? (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('studentImport.preview.classesFailed')}</Text>
                <Button size="compact-sm" variant="light" color="red" onClick={() => void classesQuery.refetch()}>
                  {t('studentImport.actions.tryAgain')}
                </Button>
              </Stack>
            </Alert>
          ) : (
            <Text size="sm" c="dimmed" role="status">
              {t('studentImport.preview.loadingClasses')}
            </Text>
          )
        ) : null}

        {showPreview && readyFile !== null ? (
          <>
            <ImportPreview fileName={readyFile.fileName} columns={readyFile.columns} rows={rows} flagged={flagged} />
            {usable.length === 0 ? (
              <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
                {t('studentImport.preview.nothingToImport')}
              </Alert>
            ) : null}
          </>
        ) : null}

        {sending ? (
          <Stack gap={6}>
            <Progress
              value={run.totalRows === 0 ? 0 : (run.sentRows / run.totalRows) * 100}
              aria-label={t('studentImport.progress.label')}
              animated
              striped
            />
            <Text size="sm" role="status">
              {t('studentImport.progress.sending', { sent: run.sentRows, total: run.totalRows })}
            </Text>
          </Stack>
        ) : null}

        {run.phase === 'stopped' ? (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={t('studentImport.stopped.title')} role="alert">
            <Stack gap={4}>
              <Text size="sm">{apiErrorText(run.error, t('studentImport.stopped.title'))}</Text>
              <Text size="sm">{t('studentImport.stopped.detail', { sent: run.sentRows, total: run.totalRows })}</Text>
            </Stack>
          </Alert>
        ) : null}

        {report !== null ? <ImportReportPanel report={report} onDownloadRejected={handleDownloadRejected} /> : null}

        <Group justify="flex-end" gap="sm">
          {readyFile !== null && (run.phase === 'idle' || run.phase === 'done') ? (
            <Button variant="default" onClick={handleChooseAnother}>
              {t('studentImport.actions.chooseAnother')}
            </Button>
          ) : null}
          <Button variant="default" onClick={handleClose} disabled={sending}>
            {run.phase === 'idle' ? t('studentImport.actions.cancel') : t('studentImport.actions.close')}
          </Button>
          {showPreview ? (
            <Button
              leftSection={<IconFileImport size={16} aria-hidden />}
              disabled={usable.length === 0}
              onClick={() => run.start(chunkImportRows(usable))}
            >
              {t('studentImport.actions.import', { count: usable.length })}
            </Button>
          ) : null}
          {run.phase === 'stopped' ? <Button onClick={run.resume}>{t('studentImport.actions.tryAgain')}</Button> : null}
        </Group>
      </Stack>
    </Modal>
  );
}
