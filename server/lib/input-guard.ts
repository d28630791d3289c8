/**
 * Input no route may accept, whatever its schema says: PostgreSQL text can never hold the NUL
 * character (U+0000), so a string or object key containing it would pass validation and then
 * fail inside the database. server/lib/validator-compiler.ts applies this to every body, query
 * string and path before the route's own schema.
 */
export const NUL_CHARACTER_MESSAGE = 'Contains a NUL character (U+0000), which cannot be stored';

export type InputPath = Array<string | number>;

/** A place in the input, linked to its parent so a path is built only for what is reported. */
type Place = { value: unknown; key?: string | number; parent?: Place; badKey?: boolean };

function pathOf(place: Place): InputPath {
  const path: InputPath = [];
  for (let at: Place | undefined = place; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/** The path of every string, and every object key, that holds U+0000, in document order. */
export function nulCharacterPaths(input: unknown): InputPath[] {
  const found: InputPath[] = [];
  // An explicit stack, not recursion: a deeply nested body must not overflow the call stack.
  const pending: Place[] = [{ value: input }];
  while (pending.length > 0) {
    const place = pending.pop()!;
    const { value } = place;
    if (place.badKey || (typeof value === 'string' && value.includes('\u0000'))) {
      found.push(pathOf(place));
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) pending.push({ value: value[index], key: index, parent: place });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value).reverse()) pending.push({ value: child, key, parent: place, badKey: key.includes('\u0000') });
    }
  }
  return found;
}
