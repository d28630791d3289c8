import { useState } from 'react';

/** The address's query parameter that names a screen's open tab (`/finance?tab=payroll`). */
export const ADDRESS_TAB_PARAM = 'tab';

function readTabFromAddress<T extends string>(tabs: readonly T[]): T | null {
  const value = new URLSearchParams(window.location.search).get(ADDRESS_TAB_PARAM);
  return tabs.includes(value as T) ? (value as T) : null;
}

/**
 * A screen's open tab, kept in the address's query (`?tab=`) so a reload or a shared link opens
 * the same tab; a tab the user may not see falls back to the first one. It replaces the history
 * entry rather than pushing one: Back leaves the screen instead of stepping through tabs. The path
 * is untouched (the shell's location store follows the path only).
 */
export function useAddressTab<T extends string>(allTabs: readonly T[], allowed: readonly T[]): [T, (tab: T) => void] {
  const first = allowed[0] ?? allTabs[0];
  const [chosen, setChosen] = useState<T>(() => readTabFromAddress(allTabs) ?? first);
  const tab = allowed.includes(chosen) ? chosen : first;
  const setTab = (next: T) => {
    setChosen(next);
    const url = new URL(window.location.href);
    if (next === first) url.searchParams.delete(ADDRESS_TAB_PARAM);
    else url.searchParams.set(ADDRESS_TAB_PARAM, next);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  };
  return [tab, setTab];
}
