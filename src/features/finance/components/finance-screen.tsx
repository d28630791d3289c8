import { Stack, Tabs, Tooltip } from '@mantine/core';
import { IconChartBar, IconCash, IconLayoutDashboard, IconReceipt, IconUsers } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FinanceAnalyticsTab } from '@/features/finance/analytics/finance-analytics-tab';
import { FinanceAddButton } from '@/features/finance/components/finance-add-button';
import { FinanceErrorBoundary } from '@/features/finance/components/finance-error-boundary';
import { useFinancePermissions } from '@/features/finance/components/use-finance-permissions';
import { useFinanceTab, type FinanceTab } from '@/features/finance/components/use-finance-tab';
import { ExpenseFormModal } from '@/features/finance/expenses/expense-form-modal';
import { ExpensesTab } from '@/features/finance/expenses/expenses-tab';
import { FinanceOverview } from '@/features/finance/overview/finance-overview';
import { AddPaymentModal } from '@/features/finance/payments/add-payment-modal';
import { PaymentsTab } from '@/features/finance/payments-list/payments-tab';
import { usePaymentListState } from '@/features/finance/payments-list/use-payment-list-state';
import { PayrollFormModal } from '@/features/finance/payroll/payroll-form-modal';
import { PayrollTab } from '@/features/finance/payroll/payroll-tab';
import { FINANCE_TOOLTIP_DELAY_MS } from '@/features/finance/finance-timings';

type AddDialog = 'payment' | 'expense' | 'payroll';

const TAB_ICONS: Record<FinanceTab, ReactNode> = {
  overview: <IconLayoutDashboard size={16} aria-hidden />,
  payments: <IconCash size={16} aria-hidden />,
  expenses: <IconReceipt size={16} aria-hidden />,
  payroll: <IconUsers size={16} aria-hidden />,
  analytics: <IconChartBar size={16} aria-hidden />,
};

/** What the floating button adds on each tab (spec part 2 §2.4). */
const ADDS_ON_TAB: Record<FinanceTab, AddDialog> = {
  overview: 'payment',
  payments: 'payment',
  expenses: 'expense',
  payroll: 'payroll',
  analytics: 'payment',
};

/**
 * The Finance screen (spec part 2 §2.4): tabs Overview, Payments, Expenses, Payroll and Analytics,
 * each with its description as a tooltip; the open tab is kept in the address (`?tab=`). A
 * floating add button follows the tab. Tabs and add actions the user has no permission for are
 * not shown (the server refuses them anyway). The content sits inside the finance error boundary.
 */
export default function FinanceScreen() {
  const { t } = useTranslation();
  const permissions = useFinancePermissions();
  const tabs: FinanceTab[] = [
    'overview',
    ...(permissions.canReadPayments ? (['payments'] as const) : []),
    ...(permissions.canReadExpenses ? (['expenses'] as const) : []),
    ...(permissions.canReadPayroll ? (['payroll'] as const) : []),
    'analytics',
  ];
  const [tab, setTab] = useFinanceTab(tabs);
  const [dialog, setDialog] = useState<AddDialog | null>(null);
  const paymentListState = usePaymentListState();

  const canAdd: Record<AddDialog, boolean> = {
    payment: permissions.canCreatePayment,
    expense: permissions.canCreateExpense,
    payroll: permissions.canCreatePayroll,
  };
  const opener = (kind: AddDialog) => (canAdd[kind] ? () => setDialog(kind) : undefined);
  const handleClose = () => setDialog(null);
  const adds = ADDS_ON_TAB[tab];
  // The list tabs take a required onAdd; without the permission it does nothing (and the server would refuse).
  const doNothing = () => {};

  return (
    <Stack gap="md" pb={80}>
      <FinanceErrorBoundary>
        <Tabs value={tab} onChange={(value) => setTab((value as FinanceTab | null) ?? 'overview')} keepMounted={false}>
          <Tabs.List aria-label={t('finance.tabs.label')}>
            {tabs.map((name) => (
              <Tooltip key={name} label={t(`finance.tabs.${name}Description`)} openDelay={FINANCE_TOOLTIP_DELAY_MS} multiline maw={280}>
                <Tabs.Tab value={name} leftSection={TAB_ICONS[name]}>
                  {t(`finance.tabs.${name}`)}
                </Tabs.Tab>
              </Tooltip>
            ))}
          </Tabs.List>
          <Tabs.Panel value="overview" pt="md">
            <FinanceOverview onAddPayment={opener('payment')} onAddExpense={opener('expense')} onAddPayroll={opener('payroll')} />
          </Tabs.Panel>
          <Tabs.Panel value="payments" pt="md">
            <PaymentsTab state={paymentListState} onAdd={opener('payment')} canDelete={permissions.canDeletePayment} />
          </Tabs.Panel>
          <Tabs.Panel value="expenses" pt="md">
            <ExpensesTab onAdd={opener('expense') ?? doNothing} />
          </Tabs.Panel>
          <Tabs.Panel value="payroll" pt="md">
            <PayrollTab onAdd={opener('payroll') ?? doNothing} />
          </Tabs.Panel>
          <Tabs.Panel value="analytics" pt="md">
            <FinanceAnalyticsTab />
          </Tabs.Panel>
        </Tabs>
        <AddPaymentModal opened={dialog === 'payment'} onClose={handleClose} />
        <ExpenseFormModal opened={dialog === 'expense'} onClose={handleClose} />
        <PayrollFormModal opened={dialog === 'payroll'} onClose={handleClose} />
        {canAdd[adds] ? <FinanceAddButton label={t(`finance.add.${adds}`)} onClick={() => setDialog(adds)} /> : null}
      </FinanceErrorBoundary>
    </Stack>
  );
}
