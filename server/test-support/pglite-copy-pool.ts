/**
 * The PGlite copies of the run's snapshots (test-snapshots.ts), kept by each test worker and
 * handed from one test file to the next instead of started afresh: starting one cost ~0.75
 * CPU-seconds (PGlite unpacks its own files and the snapshot's data folder into an in-memory
 * file system and loads pg_trgm), ~100 CPU-seconds of a run's ~140 copies.
 *
 * A copy handed back is made equal to its snapshot before the next file gets it:
 * - the session: an open transaction rolled back, then `DISCARD ALL` (settings, temporary
 *   tables, prepared statements, advisory locks, LISTEN);
 * - the rows: each table whose row count moved, or that holds a row written since the copy was
 *   last made equal (its `xmin`), is emptied, refilled with the snapshot's rows (COPY, triggers
 *   and foreign keys off) and rewritten (`VACUUM FULL`), so its rows lie on its pages in the
 *   snapshot's order, as in a new copy (the snapshots are saved rewritten: rewriteTables);
 * - every sequence's value and the planner's size figures in pg_class put back.
 * What that cannot put back (tables, columns, constraints, triggers, functions, roles, the
 * planner's statistics after an ANALYZE, settings written with ALTER SYSTEM) is compared with
 * the snapshot's: when anything differs, the copy is closed and the next file starts a new one.
 *
 * The pool lives on globalThis: a worker evaluates the project's modules afresh for every file
 * (test/fresh-modules.ts), while its process, and the PGlite instances in it, stay.
 */
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS, PGLITE_START_PARAMS, pgliteHandle } from '../db/connection';
import { sendStatementsWhole } from '../db/pglite-whole-statement';

type TableRows = { name: string; rows: number; data: Blob | null };
type SequenceValue = { name: string; lastValue: string; isCalled: boolean };
/** What the planner reads of a relation's size (pg_class), which a rewrite changes. */
type SizeFigures = { name: string; relpages: number; reltuples: number; relallvisible: number; relallfrozen: number };

type Baseline = {
  catalog: string;
  tables: TableRows[];
  sequences: SequenceValue[];
  sizes: SizeFigures[];
};

type Copy = {
  client: PGlite;
  baseline: Baseline;
  /** The id the next writing transaction gets, read when the copy was last equal to its snapshot. */
  nextXid: string;
};

/** Idle copies kept per snapshot: a file opening more databases at once gets new ones. */
const MAX_IDLE = 2;

const POOL = Symbol.for('school-mis.test.pglite-copy-pool');

function idleCopies(snapshot: string): Copy[] {
  const global = globalThis as { [POOL]?: Map<string, Copy[]> };
  const pool = (global[POOL] ??= new Map());
  let copies = pool.get(snapshot);
  if (!copies) pool.set(snapshot, (copies = []));
  return copies;
}

/**
 * A database holding `snapshot` (a key naming the tarball's contents): an idle copy of this
 * worker's, or a new one from the tarball. Closing it hands the copy back.
 */
export async function openPooledCopy(
  snapshot: string,
  tarball: () => Promise<Blob>,
): Promise<{ database: ReturnType<typeof pgliteHandle>; dispose: () => Promise<void> }> {
  const copy = idleCopies(snapshot).pop() ?? (await startCopy(await tarball()));
  let handedBack = false;
  const database = pgliteHandle(refusedOnceHandedBack(copy.client, () => handedBack), async () => {
    handedBack = true;
    await handBack(snapshot, copy);
  });
  return { database, dispose: () => database.close() };
}

async function startCopy(tarball: Blob): Promise<Copy> {
  const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS, startParams: PGLITE_START_PARAMS, loadDataDir: tarball });
  // On the client itself, before a file's handle wraps it (pgliteHandle then finds it done): set
  // up through the wrapper, the client's statements would go through it, refused once handed back.
  sendStatementsWhole(client);
  try {
    return { client, baseline: await readBaseline(client), nextXid: await nextXid(client) };
  } catch (error) {
    await client.close();
    throw error;
  }
}

/**
 * The client as a test sees it: once handed back, every call fails as on a closed PGlite, so a
 * test that closed its database (or a request still running after its app closed) cannot reach
 * the next file's data.
 */
function refusedOnceHandedBack(client: PGlite, handedBack: () => boolean): PGlite {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'closed') return handedBack() || target.closed;
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (handedBack()) throw new Error('PGlite is closed');
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

async function handBack(snapshot: string, copy: Copy): Promise<void> {
  const idle = idleCopies(snapshot);
  const equal = idle.length < MAX_IDLE && (await makeEqualToSnapshot(copy).catch(() => false));
  if (equal) idle.push(copy);
  else await copy.client.close();
}

/** Puts the copy back to its snapshot; false when something changed that this cannot put back. */
async function makeEqualToSnapshot(copy: Copy): Promise<boolean> {
  const { client, baseline } = copy;
  if (client.closed) return false;
  if (client.isInTransaction()) await client.exec('ROLLBACK');
  await client.exec('DISCARD ALL');
  if ((await catalogFingerprint(client)) !== baseline.catalog) return false;

  const changed = await changedTables(client, baseline.tables, copy.nextXid);
  if (changed.length > 0) {
    await client.exec(`SET session_replication_role = replica; DELETE FROM ${changed.map((table) => table.name).join('; DELETE FROM ')}`);
    for (const table of changed) {
      if (table.data) await client.query(`COPY ${table.name} FROM '/dev/blob'`, [], { blob: table.data });
    }
    await client.exec('RESET session_replication_role');
    await client.exec(`VACUUM FULL ${changed.map((table) => table.name).join(', ')}`);
  }
  await restoreSequences(client, baseline.sequences);
  await restoreSizes(client, baseline.sizes);
  copy.nextXid = await nextXid(client);
  return true;
}

/** The tables of the snapshot's schemas (not PostgreSQL's own), each as `"schema"."table"`. */
const USER_RELATIONS = `from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'`;

async function readBaseline(client: PGlite): Promise<Baseline> {
  const names = await client.query<{ name: string }>(`select format('%I.%I', n.nspname, c.relname) as name ${USER_RELATIONS} and c.relkind = 'r' order by 1`);
  const tables: TableRows[] = [];
  for (const { name } of names.rows) {
    const saved = await client.query(`COPY ${name} TO '/dev/blob'`);
    const rows = saved.affectedRows ?? 0;
    tables.push({ name, rows, data: rows > 0 ? (saved.blob ?? null) : null });
  }
  return { catalog: await catalogFingerprint(client), tables, sequences: await readSequences(client), sizes: await readSizes(client) };
}

async function nextXid(client: PGlite): Promise<string> {
  const result = await client.query<{ xid: string }>('select pg_snapshot_xmax(pg_current_snapshot())::text as xid');
  return result.rows[0].xid;
}

/** The tables whose rows differ from the snapshot's: a count moved, or a row written since `sinceXid`. */
async function changedTables(client: PGlite, tables: TableRows[], sinceXid: string): Promise<TableRows[]> {
  const checks = tables.map(
    (table, index) =>
      `select ${index} as i from ${table.name} having count(*) <> ${table.rows} or max(xmin::text::bigint) >= ${sinceXid}`,
  );
  const result = await client.query<{ i: number }>(checks.join(' union all '));
  return result.rows.map((row) => tables[row.i]);
}

async function readSequences(client: PGlite): Promise<SequenceValue[]> {
  const names = await client.query<{ name: string }>(`select format('%I.%I', n.nspname, c.relname) as name ${USER_RELATIONS} and c.relkind = 'S' order by 1`);
  if (names.rows.length === 0) return [];
  const values = await client.query<SequenceValue>(
    names.rows.map(({ name }) => `select '${name.replaceAll("'", "''")}' as name, last_value::text as "lastValue", is_called as "isCalled" from ${name}`).join(' union all '),
  );
  return values.rows;
}

async function restoreSequences(client: PGlite, baseline: SequenceValue[]): Promise<void> {
  const now = new Map((await readSequences(client)).map((sequence) => [sequence.name, sequence]));
  const moved = baseline.filter((sequence) => {
    const current = now.get(sequence.name);
    return current?.lastValue !== sequence.lastValue || current.isCalled !== sequence.isCalled;
  });
  if (moved.length === 0) return;
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
  await client.exec(moved.map((sequence) => `select setval(${literal(sequence.name)}, ${sequence.lastValue}, ${sequence.isCalled});`).join('\n'));
}

/**
 * Rewrites every table (`VACUUM FULL`) and keeps the planner's size figures as they were. The
 * snapshots are saved so (test-snapshots.ts): a copy's reset rewrites the tables it refills, and
 * a new copy's rows must lie on their pages as a reset copy's do.
 */
export async function rewriteTables(client: PGlite): Promise<void> {
  const sizes = await readSizes(client);
  await client.exec('VACUUM FULL');
  await restoreSizes(client, sizes);
}

const SIZE_COLUMNS = 'relpages, reltuples::float8 as reltuples, relallvisible, relallfrozen';

async function readSizes(client: PGlite): Promise<SizeFigures[]> {
  const result = await client.query<SizeFigures>(`select format('%I.%I', n.nspname, c.relname) as name, ${SIZE_COLUMNS} ${USER_RELATIONS} order by 1`);
  return result.rows;
}

/** Sets pg_class's size figures back where they differ (a rewrite recounts them). */
async function restoreSizes(client: PGlite, baseline: SizeFigures[]): Promise<void> {
  await client.query(
    `update pg_class c set relpages = b.relpages, reltuples = b.reltuples, relallvisible = b.relallvisible, relallfrozen = b.relallfrozen
       from jsonb_to_recordset($1::jsonb) as b(name text, relpages int, reltuples float8, relallvisible int, relallfrozen int)
      where c.oid = b.name::regclass
        and (c.relpages, c.reltuples, c.relallvisible, c.relallfrozen) is distinct from (b.relpages, b.reltuples::float4, b.relallvisible, b.relallfrozen)`,
    [JSON.stringify(baseline)],
  );
}

/**
 * A digest of what a reset does not put back: the user schemas' relations and their columns,
 * constraints, indexes, triggers, functions, types and policies; roles, databases, extensions;
 * the planner's statistics (ANALYZE); settings saved with ALTER SYSTEM; large objects.
 */
async function catalogFingerprint(client: PGlite): Promise<string> {
  const result = await client.query<{ digest: string }>(`select md5(concat_ws('|',
    (select string_agg(format('%s.%s:%s:%s', n.nspname, c.relname, c.relkind, c.relpersistence), ',' order by n.nspname, c.relname) ${USER_RELATIONS}),
    (select string_agg(format('%s.%s:%s:%s:%s:%s', a.attrelid::regclass, a.attname, a.atttypid, a.attnotnull, a.atthasdef, a.attisdropped), ',' order by a.attrelid::regclass::text, a.attnum)
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and a.attnum > 0),
    (select string_agg(format('%s:%s', pg_get_expr(d.adbin, d.adrelid), d.adnum), ',' order by d.adrelid::regclass::text, d.adnum)
       from pg_attrdef d join pg_class c on c.oid = d.adrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname not in ('pg_catalog', 'information_schema')),
    (select string_agg(format('%s:%s:%s', conrelid::regclass, conname, pg_get_constraintdef(oid)), ',' order by conrelid::regclass::text, conname)
       from pg_constraint where connamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)),
    (select string_agg(format('%s:%s:%s', indexrelid::regclass, indisvalid, pg_get_indexdef(indexrelid)), ',' order by indexrelid::regclass::text)
       from pg_index i join pg_class c on c.oid = i.indexrelid where c.relnamespace not in ('pg_catalog'::regnamespace, 'pg_toast'::regnamespace)),
    (select string_agg(format('%s:%s:%s', tgrelid::regclass, tgname, tgenabled), ',' order by tgrelid::regclass::text, tgname) from pg_trigger where not tgisinternal),
    (select string_agg(format('%s.%s:%s', pronamespace::regnamespace, proname, md5(prosrc)), ',' order by pronamespace::regnamespace::text, proname, md5(prosrc))
       from pg_proc where pronamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)),
    (select string_agg(format('%s:%s', typnamespace::regnamespace, typname), ',' order by typnamespace::regnamespace::text, typname)
       from pg_type where typnamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace, 'pg_toast'::regnamespace)),
    (select string_agg(format('%s:%s', enumtypid::regtype, enumlabel), ',' order by enumtypid::regtype::text, enumsortorder) from pg_enum),
    (select string_agg(format('%s:%s', polrelid::regclass, polname), ',' order by polrelid::regclass::text, polname) from pg_policy),
    (select string_agg(format('%s:%s:%s', rolname, rolsuper, rolcanlogin), ',' order by rolname) from pg_roles),
    (select string_agg(format('%s:%s', datname, datallowconn), ',' order by datname) from pg_database),
    (select string_agg(format('%s:%s', extname, extversion), ',' order by extname) from pg_extension),
    (select string_agg(format('%s:%s:%s:%s:%s', starelid::regclass, staattnum, stanullfrac, stawidth, stadistinct), ',' order by starelid::regclass::text, staattnum, stainherit)
       from pg_statistic where starelid >= 16384),
    (select string_agg(format('%s=%s', name, setting), ',' order by sourcefile, sourceline) from pg_file_settings),
    (select count(*) from pg_largeobject_metadata)
  )) as digest`);
  return result.rows[0].digest;
}
