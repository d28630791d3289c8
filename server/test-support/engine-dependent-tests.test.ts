import { describe, expect, it } from 'vitest';
import { ENGINE_DEPENDENT_TESTS } from './engine-dependent-tests';

// Every server test file, as paths from the project root (the files are not loaded).
const SERVER_TEST_FILES = Object.keys(import.meta.glob('/server/**/*.test.ts')).map((file) => file.slice(1));

/** The same `*` rule as Vitest's include: any characters within one path segment. */
function matcher(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
  return new RegExp(`^${escaped}$`);
}

describe('the engine-dependent test list', () => {
  it.each(ENGINE_DEPENDENT_TESTS)('%s names at least one server test file', (pattern) => {
    expect(SERVER_TEST_FILES.filter((file) => matcher(pattern).test(file))).not.toEqual([]);
  });

  it('names each file once', () => {
    const matches = ENGINE_DEPENDENT_TESTS.flatMap((pattern) => SERVER_TEST_FILES.filter((file) => matcher(pattern).test(file)));
    expect(matches.length).toBe(new Set(matches).size);
  });
});
