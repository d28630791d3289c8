import { useState } from 'react';

export const FINANCE_TABS = ['overview', 'payments', 'expenses', 'payroll', 'analytics'] as const;
export type FinanceTab = (typeof FINANCE_TABS)[number];

/** The address's query parameter that names the open tab (`/finance?tab=payroll`). */
export const FINANCE_TAB_PARAM = 'tab';

const isFinanceTab = (value: string | null): value is FinanceTab => FINANCE_TABS.includes(value as FinanceTab);

function readTabFromAddress(): FinanceTab | null {
  const value = new URLSearchParams(window.location.search).get(FINANCE_TAB_PARAM);
  return isFinanceTab(value) ? value : null;
}

/**
 * The open tab, kept in the address's query (`?tab=`) so a reload or a shared link opens the same
 * tab. It replaces the history entry rather than pushing one: Back leaves the screen instead of
 * stepping through tabs. The path is untouched (the shell's location store follows the path only).
 */
export function useFinanceTab(allowed: readonly FinanceTab[]): [FinanceTab, (tab: FinanceTab) => void] {
  const [chosen, setChosen] = useState<FinanceTab>(() => readTabFromAddress() ?? 'overview');
  const tab = allowed.includes(chosen) ? chosen : 'overview';
  const setTab = (next: FinanceTab) => {
    setChosen(next);
    const url = new URL(window.location.href);
    if (next === 'overview') url.searchParams.delete(FINANCE_TAB_PARAM);
    else url.searchParams.set(FINANCE_TAB_PARAM, next);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  };
  return [tab, setTab];
}
