/**
 * Accessibility checked by machine (issue 23): axe-core on what the page shows now, held to WCAG
 * 2.1 A and AA. A serious or critical violation fails the check (a soft expectation, so one run
 * lists every screen's violations); each is printed with its rule, help text and first targets.
 */
import axe, { type AxeResults, type Result, type RunOptions } from 'axe-core';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** A known violation the lead fixes later: its rule, the checks it is allowed on, and a pattern every one of its targets matches. */
export type AllowedViolation = { rule: string; on: RegExp; target: RegExp };

export type AxeCheck = {
  /** Names the check in the report ("en · Finance · Payroll"). */
  label: string;
  /** Check only inside this element (a dialog); the whole page when left out. */
  within?: string;
  allowed?: readonly AllowedViolation[];
};

function targetsOf(violation: Result): string[] {
  return violation.nodes.map((node) => node.target.map(String).join(' '));
}

function isAllowed(violation: Result, label: string, allowed: readonly AllowedViolation[]): boolean {
  return allowed.some(
    (entry) => entry.rule === violation.id && entry.on.test(label) && targetsOf(violation).every((target) => entry.target.test(target)),
  );
}

function describe(violation: Result): string {
  const targets = targetsOf(violation);
  const shown = targets.slice(0, 3).join(' | ');
  const more = targets.length > 3 ? ` (+${targets.length - 3} more)` : '';
  const why = violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').slice(0, 300) ?? '';
  return `  [${violation.impact}] ${violation.id}: ${violation.help}\n    ${shown}${more}\n    ${why}\n    ${violation.helpUrl}`;
}

// Violations only: axe skips collecting the passes, a good part of its time on a long page.
const RUN_OPTIONS: RunOptions = { runOnly: { type: 'tag', values: [...AXE_TAGS] }, resultTypes: ['violations'] };

/**
 * axe.run in the page itself, axe injected once per document. (@axe-core/playwright opens a blank
 * page to finish every run and injects axe again each time: most of a check's time. Our screens
 * have no frames, which is what that buys.)
 */
async function runAxe(page: Page, within: string | undefined): Promise<AxeResults> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate(
    ([selector, options]) => (window as unknown as { axe: typeof axe }).axe.run(selector ? { include: [selector] } : document, options),
    [within ?? null, RUN_OPTIONS] as const,
  );
}

/** Runs axe on the page (or one element of it) and expects no serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, check: AxeCheck | string): Promise<void> {
  const { label, within, allowed = [] } = typeof check === 'string' ? { label: check } : check;
  const started = Date.now();
  const { violations } = await runAxe(page, within);
  if (process.env.AXE_TIMINGS) console.log(`axe: ${label} (${Date.now() - started} ms)`);
  const failing = violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? '') && !isAllowed(violation, label, allowed));
  const report = failing.map(describe).join('\n');
  if (failing.length > 0) console.log(`axe: ${label}\n${report}`);
  expect.soft(failing.map((violation) => violation.id), `serious or critical violations on ${label}:\n${report}`).toEqual([]);
}

/** What a screen needs before it is checked: no loader, skeleton or busy region left. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('.mantine-Loader-root:visible, .mantine-Skeleton-root[data-visible="true"]:visible, [aria-busy="true"]:visible')).toHaveCount(0);
}

/** A dialog fully shown: its opening transition done (half-faded text would fail contrast). */
export async function dialogShown(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  await expect(dialog.locator('.mantine-Loader-root:visible, [aria-busy="true"]:visible')).toHaveCount(0);
}
