/**
 * Setup file of the client project: when a test fails, prints what the worker shares between
 * tests and files (vitest.config.ts runs them without isolation), so a failure that only shows
 * on a busy CI machine says what state it met. CI twice saw one worker's reads and downloads
 * stay pending through two parent-portal files (docs/decisions.md, "A client test flake that
 * never showed here"); each line below tells one suspect apart:
 * - TanStack Query's online and focus managers (package singletons: paused queries and writes);
 * - the browser's own online flag and visibility;
 * - the files this worker ran before (the order to rerun);
 * - whether a Response body, a dynamic import, a timer and setImmediate still settle.
 * Nothing is printed for a passing test.
 */
import { focusManager, onlineManager } from '@tanstack/react-query';
import { beforeAll, beforeEach, expect, vi } from 'vitest';

const PROBE_MS = 2_000;

// The files this worker ran, kept on the worker's global (modules are fresh for every file): the
// order to rerun when a file fails only after some other one.
const FILES = Symbol.for('school-mis.worker-files');
const holder = globalThis as typeof globalThis & { [FILES]?: string[] };
const workerFiles = (holder[FILES] ??= []);
beforeAll(() => {
  workerFiles.push(expect.getState().testPath ?? '?');
});

/** 'ok' when `work` settles within PROBE_MS, else 'pending' (what the failing test met). */
async function settles(work: () => Promise<unknown>): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('pending'), PROBE_MS);
  });
  try {
    return await Promise.race([work().then(() => 'ok', (error: unknown) => `failed (${String(error)})`), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function report(): Promise<string> {
  const lines = [
    `this worker's files so far: ${workerFiles.slice(-4).map((file) => file.replace(/^.*?\/(src|sw)\//, '$1/')).join(' → ')}`,
    `TanStack online ${onlineManager.isOnline()}, focused ${focusManager.isFocused()}`,
    `navigator.onLine ${navigator.onLine}, visibility ${document.visibilityState}`,
  ];
  if (vi.isFakeTimers()) {
    lines.push('fake timers on: probes skipped');
    return lines.join('\n  ');
  }
  lines.push(`a timer fires: ${await settles(() => new Promise((resolve) => setTimeout(resolve, 0)))}`);
  lines.push(`setImmediate fires: ${await settles(() => new Promise((resolve) => setImmediate(resolve)))}`);
  lines.push(`a Response body reads: ${await settles(() => new Response('{"ok":true}').text())}`);
  lines.push(`a Response blob reads: ${await settles(() => new Response(new Uint8Array([37, 80, 68, 70])).blob())}`);
  lines.push(`a dynamic import loads: ${await settles(() => import('@/lib/payload-crypto'))}`);
  return lines.join('\n  ');
}

beforeEach(({ onTestFailed }) => {
  onTestFailed(async () => {
    console.warn(`Shared state when the test failed:\n  ${await report()}`);
  });
});
