import { useMutation } from '@tanstack/react-query';
import { financeReportFileName, type FinanceReportGenerateBody } from '@/contract/finance-analytics';
import * as financeReportEndpoints from '@/contract/endpoints/finance/reports';
import { sendForFile } from '@/lib/api/send-for-file';
import { saveFile } from '@/lib/dom/save-file';

/**
 * POST /finance/reports/generate: the file of one kind over a range, saved with the name the
 * server gave it (Content-Disposition), or the same name built here when the header is hidden.
 * Resolves with the saved file's name.
 */
export async function downloadFinanceReport(body: FinanceReportGenerateBody): Promise<string> {
  const { blob, fileName } = await sendForFile(financeReportEndpoints.generate, { body });
  const name = fileName ?? financeReportFileName(body);
  saveFile(blob, name);
  return name;
}

export function useDownloadFinanceReport() {
  return useMutation({ mutationFn: downloadFinanceReport });
}
