import { useState } from 'react';

export const PORTAL_TABS = ['dashboard', 'attendance', 'academics', 'fees', 'exams', 'overview'] as const;
export type PortalTab = (typeof PORTAL_TABS)[number];

/** The address's query parameters: the open tab and the selected child (`?tab=fees&child=12`). */
export const PORTAL_TAB_PARAM = 'tab';
export const PORTAL_CHILD_PARAM = 'child';

const isPortalTab = (value: string | null): value is PortalTab => PORTAL_TABS.includes(value as PortalTab);

function readParam(name: string): string | null {
  return new URLSearchParams(window.location.search).get(name);
}

// Replaced, never pushed: Back leaves the portal instead of stepping through tabs and children.
function writeParam(name: string, value: string | null): void {
  const url = new URL(window.location.href);
  if (value === null) url.searchParams.delete(name);
  else url.searchParams.set(name, value);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** The open tab, kept in the address so a reload opens the same tab (Dashboard by default). */
export function usePortalTab(): [PortalTab, (tab: PortalTab) => void] {
  const [tab, setTab] = useState<PortalTab>(() => {
    const value = readParam(PORTAL_TAB_PARAM);
    return isPortalTab(value) ? value : 'dashboard';
  });
  const change = (next: PortalTab) => {
    setTab(next);
    writeParam(PORTAL_TAB_PARAM, next === 'dashboard' ? null : next);
  };
  return [tab, change];
}

/**
 * The chosen child's id, kept in the address (`?child=`). The screen shows the child with that id,
 * or the first child when none (or an unknown one) is chosen: the first child is selected
 * automatically, and the one selection serves every tab.
 */
export function useChosenChildId(): [number | null, (id: number) => void] {
  const [chosen, setChosen] = useState<number | null>(() => {
    const value = Number(readParam(PORTAL_CHILD_PARAM));
    return Number.isInteger(value) && value > 0 ? value : null;
  });
  const choose = (id: number) => {
    setChosen(id);
    writeParam(PORTAL_CHILD_PARAM, String(id));
  };
  return [chosen, choose];
}
