/**
 * Offline search over 50 000 customers kept on the device (issue 4, "Performance"), in Debian's
 * Chromium on a real IndexedDB: the app's own store (src/features/customers/offline), bundled by
 * Vite into a blank page served from loopback (IndexedDB needs an origin). The customers are the
 * demo generator's, shaped as the API answers them, kept through saveLocalCustomers in batches.
 *
 * Prints: the time to keep them; the first search (reads the search fields into memory); then
 * every keystroke of several searches typed letter by letter (names, a Dari name, an email, phone
 * numbers as the desk types them), as the list runs them (limit 50): median and p95.
 * Target: under 30 ms per search.
 */
import http from 'node:http';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import type { Customer } from '@/contract/customers';
import { generateVisitors } from '../server/db/seed-visitors';
import { checkBudget, percentile, round } from './support/stats';

const CUSTOMERS = 50_000;
const BATCH = 5_000;
const LIMIT = 50;
const BUDGET = { max: 30 };
const ROOT = path.resolve(import.meta.dirname, '..');

async function bundlePage(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    root: ROOT,
    resolve: { alias: { '@': path.join(ROOT, 'src') } },
    build: {
      write: false,
      minify: true,
      lib: { entry: path.join(ROOT, 'bench/support/offline-search-page.ts'), formats: ['iife'], name: 'offlineSearchPage' },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = (result as { output: { type: string; code?: string }[] }).output.find((item) => item.type === 'chunk');
  if (!chunk?.code) throw new Error('The bench page did not bundle');
  return chunk.code;
}

function serve(script: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (request.url === '/bench.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    } else {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>offline search bench</title><script src="/bench.js"></script>');
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${address.port}/`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/** The generator's visitors as the API answers them. */
function customers(): Customer[] {
  const now = new Date();
  return generateVisitors({ schoolId: 1, createdBy: 1, count: CUSTOMERS, now, days: 3 * 365, seed: 50_000 }).map((row, index) => ({
    id: row.id!,
    serialNumber: `V-${row.createdAt!.getUTCFullYear()}-${String(index + 1).padStart(6, '0')}`,
    schoolId: 1,
    name: row.name,
    firstName: row.firstName ?? null,
    lastName: row.lastName ?? null,
    dariName: row.dariName ?? null,
    phone: row.phone ?? null,
    mobile: row.mobile ?? null,
    email: row.email ?? null,
    gender: row.gender ?? null,
    type: row.type ?? 'STUDENT',
    purpose: row.purpose ?? null,
    department: row.department ?? null,
    source: row.source ?? null,
    priority: row.priority ?? 'MEDIUM',
    referredTo: row.referredTo ?? null,
    remarks: row.remarks ?? null,
    status: row.status ?? 'NEW',
    stage: null,
    metadata: (row.metadata as Record<string, string>) ?? {},
    address: null, street: null, city: row.city ?? null, country: row.country ?? null, postalCode: null, company: null,
    website: null, occupation: null, notes: null, tags: [], leadScore: null, value: null, totalSpent: 0, orderCount: 0,
    convertedStudentId: null, convertedAt: null, lastContact: null, lastActivity: null, createdBy: 1, updatedBy: null,
    createdAt: row.createdAt!.toISOString(), updatedAt: row.createdAt!.toISOString(), deletedAt: null,
  }));
}

/** Every prefix of each text: what the list searches as the desk types it. */
function keystrokes(texts: string[]): string[] {
  return texts.flatMap((text) => Array.from({ length: text.length }, (_, i) => text.slice(0, i + 1)));
}

export async function run(): Promise<void> {
  const all = customers();
  const sample = all[31_337];
  const digits = sample.phone!.replace(/\D/g, '').slice(2);
  const typed = keystrokes([
    'karim', 'zahra ahmadi', sample.name.toLowerCase(), sample.dariName ?? 'کریم', (sample.email ?? 'example').slice(0, 8),
    `0${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`, digits.slice(-4),
  ]);

  const script = await bundlePage();
  const site = await serve(script);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const page = await browser.newPage();
    await page.goto(site.url);
    await page.waitForFunction(() => 'offlineSearchBench' in window);

    const keepStarted = performance.now();
    for (let start = 0; start < all.length; start += BATCH) {
      await page.evaluate((batch) => window.offlineSearchBench.keep(batch), all.slice(start, start + BATCH));
    }
    console.log(`  kept ${CUSTOMERS} customers in ${round((performance.now() - keepStarted) / 1000)} s (batches of ${BATCH}, through the page)`);

    // A reload starts with nothing in memory: the first search reads the search fields.
    await page.reload();
    await page.waitForFunction(() => 'offlineSearchBench' in window);
    const first = await page.evaluate((limit) => window.offlineSearchBench.search('', limit), LIMIT);
    console.log(`  first search after opening (reads ${first.total} customers' search fields): ${round(first.ms)} ms`);

    const times: number[] = [];
    const broad = await page.evaluate((limit) => window.offlineSearchBench.search('karim', limit), LIMIT);
    for (let pass = 0; pass < 3; pass++) {
      for (const text of typed) {
        const result = await page.evaluate(({ text, limit }) => window.offlineSearchBench.search(text, limit), { text, limit: LIMIT });
        times.push(result.ms);
      }
    }
    const found = await page.evaluate((text) => window.offlineSearchBench.search(text, 50), sample.name.toLowerCase());
    console.log(`  ${times.length} keystroke searches (${typed.length} prefixes x 3): median ${round(percentile(times, 50))} ms, p95 ${round(percentile(times, 95))} ms, max ${round(Math.max(...times))} ms`);
    console.log(`  e.g. "karim": ${broad.total} matches, ${broad.shown} shown in ${round(broad.ms)} ms; "${sample.name.toLowerCase()}": ${found.total} matches`);
    if (!checkBudget('offline search p95 (50 000 customers)', percentile(times, 95), BUDGET, 'ms')) process.exitCode = 1;
  } finally {
    await browser.close();
    await site.close();
  }
}
