/**
 * Browser entry of bench/offline-search.bench.ts: the app's own offline customer store
 * (src/lib/offline/local-records/local-customers.ts) on the app's IndexedDB database, exposed to
 * the benchmark as window.offlineSearchBench. Bundled by Vite for the run; not part of the app.
 */
import type { Customer } from '@/contract/customers';
import { saveLocalCustomers, searchLocalCustomers } from '@/lib/offline/local-records/local-customers';

declare global {
  interface Window {
    offlineSearchBench: {
      keep: (customers: Customer[]) => Promise<void>;
      /** One search as the list runs it; returns its time in ms and what it found. */
      search: (text: string, limit: number) => Promise<{ ms: number; total: number; shown: number }>;
    };
  }
}

window.offlineSearchBench = {
  keep: (customers) => saveLocalCustomers(customers),
  async search(text, limit) {
    const started = performance.now();
    const page = await searchLocalCustomers({ search: text, limit });
    return { ms: performance.now() - started, total: page.total, shown: page.customers.length };
  },
};
