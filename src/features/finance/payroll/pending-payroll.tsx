/**
 * Payroll records added on this device that the server has not taken yet (issue 24): shown at
 * once above the list, as they will be sent (the employee's name, the salary month, the method
 * and the net salary), with the Pending sync badge (Needs attention once the server refused one:
 * the sync panel says why and offers Fix or Discard). Once the server takes one, it leaves this
 * section and comes back in the list as the server's record.
 */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import * as payrollEndpoints from '@/contract/endpoints/finance/payroll';
import { offlineWritesOf } from '@/contract/endpoint';
import { centsToDecimal } from '@/contract/money';
import { moneyNumber, netSalaryCents, payrollCreateSchema } from '@/contract/finance';
import type { PendingWrite } from '@/lib/offline/outbox/pending-writes';
import { WaitingRecord, WaitingToSend } from '@/lib/ui/waiting-to-send';
import { usePendingFinanceWrites } from '@/features/finance/api/pending-finance-writes';
import { useFinanceFormat } from '@/features/finance/hooks/use-finance-format';
import { useFinanceLabels } from '@/features/finance/hooks/use-finance-labels';
import { useMonthLabel } from '@/features/finance/payroll/use-month-label';

/** The payroll writes the device may keep (only this area's definitions: see kept-write.ts). */
const PAYROLL_WRITES = offlineWritesOf(payrollEndpoints);

export function usePendingPayroll() {
  return usePendingFinanceWrites(PAYROLL_WRITES, 'payroll');
}

function PendingPayrollRecord({ write }: { write: PendingWrite }) {
  const { t } = useTranslation();
  const format = useFinanceFormat();
  const labels = useFinanceLabels();
  const monthLabel = useMonthLabel();
  // Read with the contract's own rule, so what shows is what the server will be asked to save.
  const parsed = payrollCreateSchema.safeParse(write.body);
  const payroll = parsed.success ? parsed.data : null;
  const [year, month] = payroll ? payroll.salaryMonth.split('-').map(Number) : [0, 0];
  const net = payroll ? netSalaryCents(payroll) : null;
  return (
    <WaitingRecord
      name={payroll?.employeeName ?? t('financePayroll.waiting.unnamed')}
      state={write.state}
      details={payroll ? [monthLabel(month, year), labels.method(payroll.method)].join(' · ') : null}
      amount={
        net !== null ? (
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {format.money(moneyNumber(centsToDecimal(net)))}
          </Text>
        ) : null
      }
    />
  );
}

export function PendingPayrollRecords({ created }: { created: readonly PendingWrite[] }) {
  const { t } = useTranslation();
  if (created.length === 0) return null;
  return (
    <WaitingToSend title={t('financePayroll.waiting.title', { count: created.length })} hint={t('financePayroll.waiting.hint')}>
      {created.map((write) => (
        <PendingPayrollRecord key={write.requestId} write={write} />
      ))}
    </WaitingToSend>
  );
}
