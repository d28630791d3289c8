import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportColumns } from '@/features/students/import/import-columns';
import type { ImportProblem, ImportRow } from '@/features/students/import/import-rows';
import { RejectedRowsTable } from '@/features/students/import/rejected-rows-table';

/** How many of the file's rows the preview shows. */
export const PREVIEW_ROWS = 5;

export type ImportPreviewProps = {
  fileName: string;
  columns: ImportColumns;
  rows: readonly ImportRow[];
  flagged: readonly ImportRow[];
};

/** What was read: counts, the columns left out, the first rows, and the rows that will not be sent. */
export function ImportPreview({ fileName, columns, rows, flagged }: ImportPreviewProps) {
  const { t } = useTranslation();
  const problemText = (problem: ImportProblem) => t(`studentImport.problems.${problem.code}`);
  const name = (row: ImportRow) => [row.firstName, row.lastName].filter(Boolean).join(' ');

  return (
    <Stack gap="sm">
      <Text size="sm" fw={500} dir="auto">
        {t('studentImport.preview.file', { fileName })}
      </Text>
      <Group gap="xs" role="status">
        <Badge variant="light" color="gray">
          {t('studentImport.preview.rowsRead', { count: rows.length })}
        </Badge>
        <Badge variant="light" color="teal">
          {t('studentImport.preview.ready', { count: rows.length - flagged.length })}
        </Badge>
        {flagged.length > 0 ? (
          <Badge variant="light" color="red">
            {t('studentImport.preview.flagged', { count: flagged.length })}
          </Badge>
        ) : null}
      </Group>
      {columns.ignored.length > 0 ? (
        <Text size="xs" c="dimmed">
          {t('studentImport.preview.ignoredColumns', { columns: columns.ignored.join(', ') })}
        </Text>
      ) : null}
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder verticalSpacing={4} fz="sm">
          <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{t('studentImport.preview.firstRows')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('studentImport.columns.row')}</Table.Th>
              <Table.Th scope="col">{t('studentImport.columns.admissionNo')}</Table.Th>
              <Table.Th scope="col">{t('studentImport.columns.name')}</Table.Th>
              <Table.Th scope="col">{t('studentImport.columns.dariName')}</Table.Th>
              <Table.Th scope="col">{t('studentImport.columns.class')}</Table.Th>
              <Table.Th scope="col">{t('studentImport.columns.parent')}</Table.Th>
              <Table.Th scope="col">{t('studentImport.columns.check')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.slice(0, PREVIEW_ROWS).map((row) => (
              <Table.Tr key={row.fileRow}>
                <Table.Td>{row.fileRow}</Table.Td>
                <Table.Td dir="auto">{row.admissionNo}</Table.Td>
                <Table.Td dir="auto">{name(row)}</Table.Td>
                <Table.Td dir="rtl" lang="fa">
                  {row.dariName}
                </Table.Td>
                <Table.Td dir="auto">{row.className}</Table.Td>
                <Table.Td dir="auto">{row.parentName}</Table.Td>
                <Table.Td>
                  {row.problems.length === 0 ? (
                    <Text size="sm" c="teal">
                      {t('studentImport.preview.ok')}
                    </Text>
                  ) : (
                    <Text size="sm" c="red">
                      {row.problems.map(problemText).join('; ')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {flagged.length > 0 ? (
        <RejectedRowsTable
          caption={t('studentImport.preview.flaggedTitle')}
          rows={flagged.map((row) => ({ fileRow: row.fileRow, admissionNo: row.admissionNo, reasons: row.problems.map(problemText) }))}
        />
      ) : null}
    </Stack>
  );
}
