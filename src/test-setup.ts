/**
 * Client test set-up (vitest `client` project, happy-dom): jest-dom matchers, English i18n,
 * the browser APIs Mantine needs that happy-dom lacks, IndexedDB (fake-indexeddb, for Dexie), and
 * a clean DOM, storage and local database per test.
 */
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import Dexie from 'dexie';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach } from 'vitest';
import { initI18n, loadAllTexts } from '@/lib/i18n/i18n';
import { resetLocalDatabaseForTests } from '@/lib/offline/local-database';

// findBy…/waitFor give a screen 8 s instead of 1 s: on a busy 2-core CI machine a lazily loaded
// screen can take longer than a second to appear, and a test only waits that long when it fails.
configure({ asyncUtilTimeout: 8_000 });

// Each file starts with an empty IndexedDB: the workers run file after file (vitest.config.ts),
// and a store is a global that outlives a file's modules. Dexie keeps its own reference.
const emptyIndexedDB = new IDBFactory();
globalThis.indexedDB = emptyIndexedDB;
Dexie.dependencies.indexedDB = emptyIndexedDB;

// No client test reaches the network. A request no test stubbed (a screen's read that starts
// after its test unstubbed fetch, a top bar's connection check) fails at once, as with no server,
// instead of going to happy-dom's http://localhost:3000, where whatever listens could answer it:
// a 401 there would end the session of whichever test runs at that moment. vi.stubGlobal('fetch')
// replaces this per test and vi.unstubAllGlobals() puts it back.
globalThis.fetch = (input: RequestInfo | URL) =>
  Promise.reject(new TypeError(`Client tests have no network: ${input instanceof Request ? input.url : String(input)} was not stubbed`));

initI18n('en');
// Components under test render at once: every area's texts, not only the first load's.
await loadAllTexts();

if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// The autosizing Textarea listens to `document.fonts`, which happy-dom lacks.
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

if (typeof window.ResizeObserver !== 'function') {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
}

// Mantine's ScrollArea and Menu scroll elements into view; happy-dom has no layout.
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => {};
}

beforeEach(async () => {
  await resetLocalDatabaseForTests();
});

afterEach(() => {
  cleanup();
  // Mantine keeps its notifications in a package-level store, which outlives a test (and, as
  // the client project runs files one after another in a worker, a file).
  notifications.clean();
  notifications.cleanQueue();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
