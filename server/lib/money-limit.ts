/**
 * The school's limit per money amount (src/contract/money-limits.ts) on the server: a body whose
 * money fields (marked in the contract with `markMoney`) hold more than the limit is refused
 * like a schema failure, 400 with `errors: { field: message }`, before anything is written.
 * server/plugins/money-limit.ts applies it to every route's body; the bulk and import routes
 * that check their items one by one call it per item.
 */
import type { z } from 'zod';
import { moneyLimitErrors } from '@/contract/money-limits';
import { ERROR_MESSAGES } from '../plugins/error-handler';
import { httpError } from './http-error';

export function refuseAmountsOverLimit(schema: z.ZodType, body: unknown, maxAmountCents: number): void {
  const errors = moneyLimitErrors(schema, body, maxAmountCents);
  if (errors) throw httpError(400, ERROR_MESSAGES.validation, errors);
}
