import { useMutation } from '@tanstack/react-query';
import { financeReportFileName, type FinanceReportGenerateBody } from '@/contract/finance-analytics';
import { postApiBlob } from '@/lib/api/fetch-api-blob';
import { saveFile } from '@/lib/dom/save-file';
import { FINANCE_REPORTS_PATH } from '@/features/finance/api/get-finance-reports';

/**
 * POST /finance/reports/generate: the file of one kind over a range, saved with the name the
 * server gave it (Content-Disposition), or the same name built here when the header is hidden.
 * Resolves with the saved file's name.
 */
export async function downloadFinanceReport(body: FinanceReportGenerateBody): Promise<string> {
  const { blob, fileName } = await postApiBlob(`${FINANCE_REPORTS_PATH}/generate`, body);
  const name = fileName ?? financeReportFileName(body);
  saveFile(blob, name);
  return name;
}

export function useDownloadFinanceReport() {
  return useMutation({ mutationFn: downloadFinanceReport });
}
