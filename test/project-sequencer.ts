/**
 * The order of test files for `vitest run` (vitest.config.ts): Vitest's own order (slowest and
 * last-failed first), but each project's files kept together, server first.
 * `TEST_FILE_ORDER_SEED=<n>` shuffles the files instead (still project by project), to show that
 * no file depends on the one before it; the tests inside a file keep their order.
 *
 * Both projects run without isolation in one group of two workers, and a worker is handed the
 * next file only when it belongs to the same project; otherwise the worker is ended and a new one
 * starts (packages loaded again, seconds each). Files of the two projects interleaved would
 * restart the workers all the time; grouped, each worker starts twice. The server's slower files
 * go first so the quick client files even out the end.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { createRandom } from '../server/db/seed-random';

const PROJECT_ORDER = ['server', 'client'];

export class ProjectSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seed = process.env.TEST_FILE_ORDER_SEED;
    if (seed) console.log(`test files shuffled with TEST_FILE_ORDER_SEED=${seed}`);
    const ordered = seed ? seededShuffle(files, Number(seed)) : await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = PROJECT_ORDER.indexOf(file.project.name);
      return index === -1 ? PROJECT_ORDER.length : index;
    };
    // Array.prototype.sort is stable: within a project the order above stays.
    return [...ordered].sort((a, b) => rank(a) - rank(b));
  }
}

/** Fisher–Yates with the demo seed's generator, so a failing order can be rerun. */
function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const random = createRandom(seed).next;
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}
