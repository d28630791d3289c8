/**
 * A school's payment method as the API answers it. A code the school has not set up shows with
 * its usual name, enabled and `id: null` (payments accept every method until a school turns one
 * off), so the list always holds every code of PAYMENT_METHODS.
 */
import { PAYMENT_METHODS, type PaymentMethod } from '@/contract/finance';
import { PAYMENT_METHOD_LABELS, type PaymentMethodSetting } from '@/contract/finance-ledger';
import type { paymentMethods } from '../../../db/schema';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

export function toPaymentMethodDto(row: PaymentMethodRow): PaymentMethodSetting {
  return {
    id: row.id,
    schoolId: row.schoolId,
    code: row.code as PaymentMethod,
    displayName: row.displayName,
    enabled: row.enabled,
    details: row.details,
    configured: true,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function toPaymentMethodDtos(_db: unknown, rows: PaymentMethodRow[]): Promise<PaymentMethodSetting[]> {
  return rows.map(toPaymentMethodDto);
}

/** Every code in PAYMENT_METHODS order: the school's row where it has one, else the default. */
export function allPaymentMethods(schoolId: number, rows: readonly PaymentMethodRow[]): PaymentMethodSetting[] {
  const byCode = new Map(rows.map((row) => [row.code, row]));
  return PAYMENT_METHODS.map((code) => {
    const row = byCode.get(code);
    return row
      ? toPaymentMethodDto(row)
      : { id: null, schoolId, code, displayName: PAYMENT_METHOD_LABELS[code], enabled: true, details: null, configured: false, updatedAt: null };
  });
}
