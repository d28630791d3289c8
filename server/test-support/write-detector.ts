/**
 * Tells whether a request wrote to the database, for the fuzz test's "a refused request writes
 * nothing" (server/routes/api-fuzz.test.ts): the audit log and every table's row count unchanged.
 *
 * Counting every table after every request would be slow, so the check is layered:
 * - a cheap gate: PostgreSQL gives a transaction an id only when it writes (or locks rows), so
 *   while the next transaction id has not moved, nothing was written and nothing else is read.
 *   (On a shared PostgreSQL server other databases move it too: that costs a look, never a
 *   false finding.)
 * - when it moved: every table with the audit trigger (migration 0021; audit-trigger.test.ts keeps
 *   it on every product table) logs each insert, update and delete in `audit_logs`, so a new audit
 *   row is the sign, and its count cannot change without one; the few tables without the trigger
 *   (logs, counters, security bookkeeping) are counted. Which tables have the trigger is read
 *   from the database, so a new table is covered either way.
 * The fuzz test's first case shows that this sees a write.
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connection';

export type DatabaseSnapshot = { xid: string; auditMaxId: number; counts: Record<string, number> };

async function rows<T>(database: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The id the next writing transaction will get. */
const NEXT_XID = 'pg_snapshot_xmax(pg_current_snapshot())::text';

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function quoteLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

export type WriteDetector = {
  /** The tables counted because no audit trigger records their writes. */
  countedTables: readonly string[];
  snapshot: () => Promise<DatabaseSnapshot>;
  /**
   * What changed since `before`: `table +n` for each counted table whose count changed, and the
   * audit log's new rows as `audit log: ACTION table, ...`. Empty: nothing was written.
   */
  changesSince: (before: DatabaseSnapshot) => Promise<{ after: DatabaseSnapshot; changes: string[] }>;
};

export async function createWriteDetector(database: DatabaseHandle): Promise<WriteDetector> {
  const unaudited = await rows<{ tablename: string }>(
    database,
    sql`select tablename from pg_tables
        where schemaname = 'public' and tablename <> 'audit_logs' and not exists (
          select 1 from pg_trigger tr join pg_class c on c.oid = tr.tgrelid
          where c.relname = pg_tables.tablename and tr.tgname = 'audit_row_change')
        order by tablename`,
  );
  const countedTables = unaudited.map((row) => row.tablename);
  const countRows = countedTables.map((table) => `(${quoteLiteral(table)}, (select count(*) from ${quoteIdentifier(table)}))`);
  const countsSql = countRows.length > 0 ? `(select json_object_agg(name, n) from (values ${countRows.join(', ')}) as counted(name, n))::text` : `'{}'`;
  const snapshotQuery = sql.raw(
    `select ${countsSql} as counts, (select coalesce(max(id), 0) from audit_logs)::text as audit_max_id, ${NEXT_XID} as xid`,
  );

  const snapshot = async (): Promise<DatabaseSnapshot> => {
    const [row] = await rows<{ counts: string; audit_max_id: string; xid: string }>(database, snapshotQuery);
    return { xid: row.xid, auditMaxId: Number(row.audit_max_id), counts: JSON.parse(row.counts) as Record<string, number> };
  };

  const changesSince = async (before: DatabaseSnapshot) => {
    const [gate] = await rows<{ xid: string }>(database, sql.raw(`select ${NEXT_XID} as xid`));
    if (gate.xid === before.xid) return { after: before, changes: [] };
    const after = await snapshot();
    const changes: string[] = [];
    for (const table of countedTables) {
      const delta = (after.counts[table] ?? 0) - (before.counts[table] ?? 0);
      if (delta !== 0) changes.push(`${table} ${delta > 0 ? '+' : ''}${delta}`);
    }
    if (after.auditMaxId !== before.auditMaxId) {
      const logged = await rows<{ entry: string }>(
        database,
        sql`select action || ' ' || table_name as entry from audit_logs where id > ${before.auditMaxId} order by id limit 5`,
      );
      changes.push(`audit log: ${logged.map((row) => row.entry).join(', ')}`);
    }
    return { after, changes };
  };

  return { countedTables, snapshot, changesSince };
}
