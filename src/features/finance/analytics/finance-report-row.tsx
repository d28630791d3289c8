import { Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsRange, FinanceReportFormat, FinanceReportKindInfo } from '@/contract/finance-analytics';
import { useDownloadFinanceReport } from '@/features/finance/api/download-finance-report';
import { FinanceQueryError } from '@/features/finance/components/finance-query-error';

export type FinanceReportRowProps = {
  report: FinanceReportKindInfo;
  /** The tab's range; null while it has none or a reversed one (nothing to download then). */
  range: AnalyticsRange | null;
};

/**
 * One report kind: its title and description (translated by kind, the server's English as the
 * fallback), the format, and Download, which shows 'Preparing…' while the server builds the file
 * and a failure with Try Again below it.
 */
export function FinanceReportRow({ report, range }: FinanceReportRowProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const download = useDownloadFinanceReport();
  const [format, setFormat] = useState<FinanceReportFormat>(report.formats[0] ?? 'pdf');
  const title = t(`finance.reports.kinds.${report.kind}.title`, { defaultValue: report.title });
  const description = t(`finance.reports.kinds.${report.kind}.description`, { defaultValue: report.description });

  const handleDownload = () => {
    if (range === null || download.isPending) return;
    download.mutate(
      { kind: report.kind, format, startDate: range.startDate, endDate: range.endDate },
      { onSuccess: (fileName) => notifications.show({ color: 'green', message: t('finance.reports.saved', { fileName }) }) },
    );
  };

  return (
    <Paper component="li" withBorder p="md" aria-labelledby={titleId} aria-busy={download.isPending}>
      <Stack gap="xs">
        <Text id={titleId} fw={600}>
          {title}
        </Text>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        <Group gap="sm" wrap="wrap">
          <SegmentedControl
            size="xs"
            aria-label={t('finance.reports.formatOf', { title })}
            data={report.formats.map((value) => ({ value, label: t(`finance.reports.formats.${value}`) }))}
            value={format}
            onChange={(value) => setFormat(value as FinanceReportFormat)}
            disabled={download.isPending}
          />
          {/* Not Mantine's `loading`: it hides the label, and 'Preparing…' says what is happening. */}
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={handleDownload}
            disabled={range === null || download.isPending}
          >
            {download.isPending ? t('finance.reports.preparing') : t('finance.reports.download')}
          </Button>
        </Group>
        {download.isError ? (
          <FinanceQueryError
            title={t('finance.reports.failed')}
            fallback={t('finance.reports.failed')}
            error={download.error}
            onRetry={handleDownload}
            retrying={download.isPending}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
