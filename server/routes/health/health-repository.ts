/** The health checks' question to the database: does it answer a trivial statement. */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';

export async function pingDatabase(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}
