/**
 * `npm run bench [name-filter]`: runs every bench/*.bench.ts in turn (each exports
 * `run(): Promise<void>` that prints its figures). A benchmark that throws, or sets
 * process.exitCode on a missed budget, makes the whole run exit non-zero.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type Bench = { run: () => Promise<void> };

const benchDir = import.meta.dirname;
const filter = process.argv[2];
const files = fs
  .readdirSync(benchDir)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => !filter || name.includes(filter))
  .sort();

if (files.length === 0) {
  console.error(filter ? `No benchmark matches "${filter}".` : 'No benchmarks found in bench/.');
  process.exit(1);
}

let failed = 0;
for (const file of files) {
  console.log(`\n== ${file}`);
  const started = performance.now();
  try {
    const bench = (await import(pathToFileURL(path.join(benchDir, file)).href)) as Bench;
    await bench.run();
    console.log(`== ${file} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    failed++;
    console.error(`== ${file} failed:`, error);
  }
}

if (failed > 0) process.exitCode = 1;
