/**
 * Server areas depend on one another in one direction only: lint lets an area use another only
 * through its public.ts (eslint.config.js); this test walks those uses and fails on a circle
 * (students → parents → students was one), naming it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROUTES = path.join(import.meta.dirname);
const PUBLIC_IMPORT = /from '((?:\.\.\/)+)([a-z-]+)\/public'/g;

function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return productionFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.includes('test-fixtures') ? [full] : [];
  });
}

/** Each area and the areas whose public module its production code imports. */
function areaGraph(): Map<string, Set<string>> {
  const areas = readdirSync(ROUTES, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const graph = new Map<string, Set<string>>();
  for (const area of areas) {
    const uses = new Set<string>();
    for (const file of productionFiles(path.join(ROUTES, area.name))) {
      for (const match of readFileSync(file, 'utf8').matchAll(PUBLIC_IMPORT)) {
        const target = path.relative(ROUTES, path.resolve(path.dirname(file), `${match[1]}${match[2]}`));
        if (target !== area.name && !target.startsWith('..')) uses.add(target);
      }
    }
    graph.set(area.name, uses);
  }
  return graph;
}

function findCircle(graph: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const walk = (area: string, trail: string[]): string[] | null => {
    if (trail.includes(area)) return [...trail.slice(trail.indexOf(area)), area];
    if (done.has(area)) return null;
    for (const next of graph.get(area) ?? []) {
      const circle = walk(next, [...trail, area]);
      if (circle) return circle;
    }
    done.add(area);
    return null;
  };
  for (const area of graph.keys()) {
    const circle = walk(area, []);
    if (circle) return circle;
  }
  return null;
}

describe('server area dependencies', () => {
  it('has no circle between areas', () => {
    expect(findCircle(areaGraph())).toBeNull();
  });

  it('finds a circle when there is one (the check can fail)', () => {
    const graph = new Map([
      ['students', new Set(['parents'])],
      ['parents', new Set(['students'])],
    ]);
    expect(findCircle(graph)).toEqual(['students', 'parents', 'students']);
  });

  it('sees the uses of public modules that exist today', () => {
    expect(areaGraph().get('parents')).toContain('students');
  });
});
