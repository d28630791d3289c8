import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** How many rejected rows a table lists; the downloadable file has them all. */
export const REJECTED_ROWS_SHOWN = 100;

export type RejectedRowView = { fileRow: number; admissionNo: string; reasons: string[] };

export type RejectedRowsTableProps = { rows: readonly RejectedRowView[]; caption: string };

/** Row number as in the file, admission number and every reason, one row per rejected file row. */
export function RejectedRowsTable({ rows, caption }: RejectedRowsTableProps) {
  const { t } = useTranslation();
  const shown = rows.slice(0, REJECTED_ROWS_SHOWN);
  return (
    <>
      <Table.ScrollContainer minWidth={480} maxHeight={280}>
        <Table striped withTableBorder stickyHeader verticalSpacing={4} fz="sm">
          <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('studentImport.columns.row')}</Table.Th>
              <Table.Th scope="col">{t('studentImport.columns.admissionNo')}</Table.Th>
              <Table.Th scope="col">{t('studentImport.columns.reasons')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.fileRow}>
                <Table.Td>{row.fileRow}</Table.Td>
                <Table.Td dir="auto">{row.admissionNo}</Table.Td>
                <Table.Td>
                  {row.reasons.map((reason, index) => (
                    <Text key={index} size="sm" c="red" dir="auto">
                      {reason}
                    </Text>
                  ))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length > shown.length ? (
        <Text size="xs" c="dimmed">
          {t('studentImport.report.more', { shown: shown.length, count: rows.length })}
        </Text>
      ) : null}
    </>
  );
}
