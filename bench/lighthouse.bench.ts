/**
 * Lighthouse on the built app served as `npm start` serves it (issue 4, "Performance"): the
 * production build, the real server on the embedded database with the demo seed, loopback only;
 * Lighthouse 12.8 driving Debian's Chromium headless. The login screen at `/` is what every user
 * loads first.
 *
 * Prints the performance, accessibility and best-practices scores for mobile (Lighthouse's
 * default: emulated phone, slow 4G, 4x CPU slow-down) and desktop, and the initial JavaScript and
 * CSS (what index.html loads before anything else: its module script, modulepreloads and
 * stylesheets) in kB gzip. Targets: performance >= 95 on mobile, accessibility 100, initial
 * JavaScript <= 200 kB gzip. `SKIP_BUILD=1` audits dist/ as it is (to try a change to the built
 * files by hand before making it in the build).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { startAppServer } from '../test/support/app-server';
import { checkBudget, round } from './support/stats';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

/** What index.html loads first, as gzip bytes, by kind. */
function initialAssets(): { js: number; css: number; files: string[] } {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const references = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1]);
  let js = 0;
  let css = 0;
  for (const reference of new Set(references)) {
    const size = gzipSync(fs.readFileSync(path.join(DIST, reference.replace(/^\//, '')))).length;
    if (reference.endsWith('.css')) css += size;
    else js += size;
  }
  return { js, css, files: [...new Set(references)] };
}

/** The performance score's metrics, with each one's own score (what the weighted total is made of). */
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'cumulative-layout-shift'];

type Scores = Record<(typeof CATEGORIES)[number], number>;

/** Scores, and the audits that cost points (what to fix next). */
async function audit(url: string, port: number, form: 'mobile' | 'desktop'): Promise<{ scores: Scores; failing: string[] }> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
    form === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error('Lighthouse returned nothing');
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)])) as Scores;
  const metrics = METRICS.map((id) => `${id} ${audits[id]?.displayValue ?? '?'} (${Math.round((audits[id]?.score ?? 0) * 100)})`);
  console.log(`    ${form} metrics: ${metrics.join(', ')}`);
  const failing = CATEGORIES.flatMap((name) =>
    (categories[name]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${ref.id}${audits[ref.id]?.displayValue ? ` (${audits[ref.id].displayValue})` : ''}`),
  );
  // Which issues the browser reported (console problems cost best-practices points).
  const issues = audits['inspector-issues']?.details;
  if (issues && 'items' in issues && Array.isArray(issues.items) && issues.items.length > 0) {
    console.log(`    ${form} inspector issues: ${JSON.stringify(issues.items).slice(0, 600)}`);
  }
  return { scores, failing };
}

export async function run(): Promise<void> {
  if (!process.env.SKIP_BUILD) execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'ignore' });
  const assets = initialAssets();
  console.log(`  initial JavaScript ${round(assets.js / 1024)} kB gzip, CSS ${round(assets.css / 1024)} kB gzip (${assets.files.join(', ')})`);

  const server = await startAppServer();
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  let ok = checkBudget('initial JavaScript', assets.js / 1024, { max: 200 }, 'kB gzip');
  try {
    for (const form of ['mobile', 'desktop'] as const) {
      const { scores, failing } = await audit(`${server.url}/`, chrome.port, form);
      console.log(`  ${form}: performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores['best-practices']}`);
      if (failing.length > 0) console.log(`    audits losing points: ${failing.join('; ')}`);
      if (form === 'mobile') ok = checkBudget('mobile performance', scores.performance, { min: 95 }, '') && ok;
      ok = checkBudget(`${form} accessibility`, scores.accessibility, { min: 100 }, '') && ok;
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  if (!ok) process.exitCode = 1;
}
