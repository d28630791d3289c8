/**
 * Which fields of a request are money. A money field is marked once where its schema is made
 * (`moneyInput` in finance.ts, the teachers' and staff's salary fields); the school's upper bound
 * per amount (money-limits.ts) is then checked on every field so marked, on the server for every
 * write whose body holds one and in the forms before sending, without a list of fields anywhere.
 */
import { z } from 'zod';

const moneyFieldRegistry = z.registry<Record<string, never>>();

/** Marks a schema as a money amount (its output: a decimal string such as "1234.50", or a number). */
export function markMoney<T extends z.ZodType>(schema: T): T {
  moneyFieldRegistry.add(schema, {});
  return schema;
}

/** A place in a body: object keys, `*` for every item of an array. */
export type MoneyFieldPath = readonly string[];

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
};

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

function collect(schema: z.ZodType, at: string[], found: Map<string, MoneyFieldPath>, depth: number): void {
  if (depth > 12) return; // a recursive schema is not walked for ever
  if (moneyFieldRegistry.has(schema)) {
    found.set(at.join('.'), at);
    return;
  }
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  if (def.type === 'object' && def.shape) {
    for (const [key, field] of Object.entries(def.shape)) collect(field, [...at, key], found, depth + 1);
  } else if (WRAPPERS.has(def.type) && def.innerType) {
    collect(def.innerType, at, found, depth + 1);
  } else if (def.type === 'pipe') {
    if (def.in) collect(def.in, at, found, depth + 1);
    if (def.out) collect(def.out, at, found, depth + 1);
  } else if (def.type === 'array' && def.element) {
    collect(def.element, [...at, '*'], found, depth + 1);
  } else if (def.type === 'union' && def.options) {
    for (const option of def.options) collect(option, at, found, depth + 1);
  } else if (def.type === 'intersection') {
    if (def.left) collect(def.left, at, found, depth + 1);
    if (def.right) collect(def.right, at, found, depth + 1);
  }
}

const pathsBySchema = new WeakMap<z.ZodType, MoneyFieldPath[]>();

/** Every money field of a schema (cached per schema; an empty list for a body without money). */
export function moneyFieldPaths(schema: z.ZodType): MoneyFieldPath[] {
  let paths = pathsBySchema.get(schema);
  if (!paths) {
    const found = new Map<string, MoneyFieldPath>();
    collect(schema, [], found, 0);
    paths = [...found.values()];
    pathsBySchema.set(schema, paths);
  }
  return paths;
}

/** The values at a path in a parsed body, each with its concrete path ("staff.0.basicSalary"). */
export function valuesAtPath(value: unknown, path: MoneyFieldPath): Array<{ path: string; value: unknown }> {
  let places: Array<{ path: string[]; value: unknown }> = [{ path: [], value }];
  for (const key of path) {
    const next: typeof places = [];
    for (const place of places) {
      if (key === '*') {
        if (Array.isArray(place.value)) place.value.forEach((item, index) => next.push({ path: [...place.path, String(index)], value: item }));
      } else if (place.value !== null && typeof place.value === 'object' && !Array.isArray(place.value)) {
        next.push({ path: [...place.path, key], value: (place.value as Record<string, unknown>)[key] });
      }
    }
    places = next;
  }
  return places.filter((place) => place.value !== undefined && place.value !== null).map((place) => ({ path: place.path.join('.'), value: place.value }));
}
