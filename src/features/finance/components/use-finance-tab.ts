import { useAddressTab } from '@/lib/dom/use-address-tab';

export const FINANCE_TABS = ['overview', 'payments', 'expenses', 'payroll', 'analytics'] as const;
export type FinanceTab = (typeof FINANCE_TABS)[number];

/** The Finance screen's open tab, kept in the address (`/finance?tab=payroll`); Overview is always allowed. */
export function useFinanceTab(allowed: readonly FinanceTab[]): [FinanceTab, (tab: FinanceTab) => void] {
  return useAddressTab(FINANCE_TABS, allowed);
}
