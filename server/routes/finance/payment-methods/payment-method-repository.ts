/**
 * The payment methods' reads (their writes are the ledgers' shared ones, ledger-repository.ts):
 * a school's live settings, whether a code is set up already (one live row per school and code),
 * and one row whatever its state, for the restore check.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connection';
import { paymentMethods } from '../../../db/schema';
import type { Ledger } from '../ledger/ledger-repository';
import type { PaymentMethodRow } from './payment-method-dto';

/** The payment methods ledger (ledger-routes.ts). */
export const paymentMethodLedger: Ledger<typeof paymentMethods> = { table: paymentMethods, entity: 'payment_method' };

/** The school's live payment method rows. */
export function listPaymentMethods(db: DbOrTx, schoolId: number): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.schoolId, schoolId), isNull(paymentMethods.deletedAt)));
}

/** Whether the school has a live row for the code. */
export async function isPaymentMethodCodeTaken(db: DbOrTx, schoolId: number, code: string): Promise<boolean> {
  const [live] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.schoolId, schoolId), eq(paymentMethods.code, code), isNull(paymentMethods.deletedAt)));
  return Boolean(live);
}

/** The row by id, live or deleted, of any school; undefined when absent. */
export async function findPaymentMethod(db: DbOrTx, id: number): Promise<PaymentMethodRow | undefined> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
  return row;
}
