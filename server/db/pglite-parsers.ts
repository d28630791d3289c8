/**
 * PGlite copies its client's map of type parsers into a new object for every statement it answers
 * (`{ ...client.parsers, ...options.parsers }` in its result parser), and Drizzle passes parsers
 * with every statement. The client's map holds ~320 entries (a parser per array type, added when
 * the client starts), numeric keys V8 keeps as a dictionary: the copy took ~0.1 ms a statement, a
 * tenth of a replayed registration's server time (docs/decisions.md, "The replay's parser copy").
 *
 * The map is made cheap to copy without changing what any statement returns:
 * - the client keeps an empty map whose prototype is its full one (a spread copies only own
 *   entries, so nothing; the array parsers PGlite made still find their element parsers through
 *   `this.parsers[...]`);
 * - PGlite looks a type up in the statement's copy, then in its shared defaults (`types.parsers`),
 *   so the entries only this client had (the array parsers) are added to the shared defaults.
 * Array types have the same parsers in every database of this schema; a test file's many clients
 * share them. pglite-parsers.test.ts holds every kind of value to what an untouched client returns.
 */
import { types, type PGlite } from '@electric-sql/pglite';

type ParserMap = PGlite['parsers'];

const sharedDefaults = (types as unknown as { parsers: ParserMap }).parsers;

export function shareArrayParsers(client: PGlite): void {
  const own = client.parsers as ParserMap;
  // Done once per client (a pooled test copy is handed out many times).
  if (Object.keys(own).length === 0) return;
  for (const [typeId, parser] of Object.entries(own)) {
    if (!(typeId in sharedDefaults)) sharedDefaults[typeId] = parser;
  }
  client.parsers = Object.create(own) as ParserMap;
}
