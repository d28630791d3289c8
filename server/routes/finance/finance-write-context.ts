import type { DbOrTx } from '../../db/connection';
import type { AuthUser } from '../../types';

/** What a finance write needs from its route: the transaction, who acts, and when. */
export type FinanceWriteContext = { tx: DbOrTx; actor: AuthUser; now: Date };
