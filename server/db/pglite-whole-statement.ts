/**
 * PGlite answers a statement with parameters (`query`) in six calls into Postgres, one per
 * protocol message: Parse, Describe statement (to learn the parameters' types, which pick each
 * value's serializer), Bind, Describe portal, Execute, Sync. Each call runs Postgres's main loop,
 * flushes and answers "ready", and is parsed on its own.
 *
 * Here a statement goes to Postgres in one call: the same messages in one buffer. The
 * parameters' types are learnt once per statement text (a separate Parse + Describe, as PGlite
 * does every time) and kept until the next `exec` (where schema changes go); values are
 * serialized and answers parsed by PGlite's own functions, under its locks, so what a statement
 * returns or throws is what PGlite's `query` gives (pglite-whole-statement.test.ts holds the two
 * to each other). 4-6 % of a replayed registration's server time (docs/decisions.md, "The two
 * sides of a replay overlap…").
 */
import { parse as answers, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Marks a client set up; global, as test workers load this module afresh for each file. */
const WHOLE = Symbol.for('school-mis.pglite-whole-statement');

/** Statement texts whose parameter types are kept: the app's own statements are far fewer. */
const KEPT_STATEMENT_TYPES = 5_000;

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
  const paramTypes = new Map<string, number[]>();

  const typesOf = async (text: string, options: QueryOptions | undefined): Promise<number[]> => {
    const key = options?.paramTypes ? `${options.paramTypes.join(',')}\n${text}` : text;
    const known = paramTypes.get(key);
    if (known) return known;
    const described = await client.execProtocol(
      joined([serialize.parse({ text, types: options?.paramTypes }), serialize.describe({ type: 'S' }), serialize.sync()]),
      { syncToFs: false },
    );
    const types = answers.parseDescribeStatementResults(described.messages);
    if (paramTypes.size >= KEPT_STATEMENT_TYPES) paramTypes.clear();
    paramTypes.set(key, types);
    return types;
  };

  /** One statement, its messages in one call; the caller holds PGlite's query lock. */
  const run = async <T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> => {
    try {
      // COPY ... FROM/TO '/dev/blob' reads or writes a blob, as in PGlite's own path.
      await client._handleBlob(options?.blob);
      const types = await typesOf(text, options);
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serializer = options?.serializers?.[types[index]] ?? client.serializers[types[index]];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await client.execProtocol(
        joined([
          serialize.parse({ text, types: options?.paramTypes }),
          serialize.bind({ values }),
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

  // Schema changes go through `exec` (migrations, tests): the types are learnt again after one.
  client.exec = ((text: string, options?: QueryOptions) => {
    paramTypes.clear();
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
