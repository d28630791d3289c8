/**
 * PGlite answers a statement with parameters (`query`) in six calls into Postgres, one per
 * protocol message: Parse, Describe statement (to learn the parameters' types, which pick each
 * value's serializer), Bind, Describe portal, Execute, Sync. Each call runs Postgres's main loop,
 * flushes and answers "ready", and is parsed on its own; and Postgres parses and analyses the
 * statement's text every time.
 *
 * Here a statement goes to Postgres in one call: the same messages in one buffer. A statement with
 * parameters is also parsed once, as a named prepared statement (its Parse and Describe are the
 * first call), and then only bound and executed by name. Its plan is still made afresh at each
 * run, from its values, as before (`plan_cache_mode=force_custom_plan`, PGLITE_START_PARAMS in
 * connection.ts): a plan made once for any values walked all visitors for the duplicate-phone
 * check. Names are never used twice (a Parse that failed half-way leaves no doubt), at most
 * KEPT_STATEMENTS are kept, and a schema change (through `exec`, where migrations and tests make
 * them) lets them go. A statement without parameters, or a long one (a bulk insert's, made for
 * its rows), is parsed at each run, once.
 *
 * Values are serialized and answers parsed by PGlite's own functions, under its locks, so what a
 * statement returns or throws is what PGlite's `query` gives (pglite-whole-statement.test.ts holds
 * the two to each other). docs/decisions.md: "The two sides of a replay overlap…" (one call) and
 * "A statement is parsed once" (names).
 */
import { parse as answers, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Marks a client set up; global, as test workers load this module afresh for each file. */
const WHOLE = Symbol.for('school-mis.pglite-whole-statement');

/** Named statements kept per client; past this many, a new text is parsed each time. */
const KEPT_STATEMENTS = 2_000;
/** Longer texts are one-offs (a bulk insert's, made for its rows): not kept. */
const KEPT_TEXT_MAX_LENGTH = 8_000;

/** A statement parsed once: its name in the session ('' when not kept), its parameters' types. */
type Prepared = { name: string; types: number[] };

type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

function joined(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

/** Adds the statement and its parameters to a PGlite error, as PGlite's own `query` does. */
function withStatement(error: unknown, text: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (error instanceof protocol.messages.DatabaseError) Object.assign(error, { query: text, params, queryOptions: options });
  return error;
}

export function sendStatementsWhole(client: PGlite): void {
  const marked = client as PGlite & { [WHOLE]?: true };
  // Done once per client (a pooled test copy is handed out many times).
  if (marked[WHOLE]) return;
  marked[WHOLE] = true;
  const prepared = new Map<string, Prepared>();
  let named = 0;

  /** The statement's name and parameter types: parsed and described once (one call), then kept. */
  const prepare = async (text: string, options: QueryOptions | undefined): Promise<Prepared> => {
    const key = options?.paramTypes ? `${options.paramTypes.join(',')}\n${text}` : text;
    const known = prepared.get(key);
    if (known) return known;
    const keep = prepared.size < KEPT_STATEMENTS && text.length <= KEPT_TEXT_MAX_LENGTH;
    named += 1;
    const name = keep ? `whole_${named}` : '';
    const described = await client.execProtocol(
      joined([serialize.parse({ name, text, types: options?.paramTypes }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, types: answers.parseDescribeStatementResults(described.messages) };
    if (keep) prepared.set(key, statement);
    return statement;
  };

  /** One statement, its messages in one call; the caller holds PGlite's query lock. */
  const run = async <T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> => {
    try {
      // COPY ... FROM/TO '/dev/blob' reads or writes a blob, as in PGlite's own path.
      await client._handleBlob(options?.blob);
      // Without parameters there is nothing to learn or keep: parsed in the same call.
      const statement = params.length > 0 ? await prepare(text, options) : null;
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const type = statement!.types[index];
        const serializer = options?.serializers?.[type] ?? client.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await client.execProtocol(
        joined([
          // A statement not kept was parsed just now, unnamed, by the call that described it
          // (under the same lock: nothing came between); one without parameters is parsed here.
          ...(statement ? [] : [serialize.parse({ text, types: options?.paramTypes })]),
          serialize.bind({ values, statement: statement?.name }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      await client._cleanupBlob();
      // PGlite writes its files out after each statement outside a transaction.
      if (!client.isInTransaction()) await client.syncToFs();
      const written = await client._getWrittenBlob();
      return answers.parseResults(messages, client.parsers, options, written)[0] as Results<T>;
    } catch (error) {
      throw withStatement(error, text, params, options);
    }
  };

  const original = { transaction: client.transaction.bind(client), exec: client.exec.bind(client) };

  // Schema changes go through `exec` (migrations, tests): the statements are parsed again after
  // one. Letting the kept ones go is best effort (in a failed transaction it cannot run); their
  // names are never used again either way.
  client.exec = (async (text: string, options?: QueryOptions) => {
    if (prepared.size > 0) {
      prepared.clear();
      await original.exec('deallocate all').catch(() => undefined);
    }
    return original.exec(text, options);
  }) as PGlite['exec'];

  client.query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    await client._checkReady();
    return client._runExclusiveTransaction(() => client._runExclusiveQuery(() => run(text, params, options)));
  }) as Query;

  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    original.transaction((tx) => {
      const whole = Object.create(tx) as Transaction;
      whole.query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
        if (tx.closed) throw new Error('Transaction is closed');
        return client._runExclusiveQuery(() => run(text, params, options));
      }) as Query;
      return callback(whole);
    })) as PGlite['transaction'];
}
