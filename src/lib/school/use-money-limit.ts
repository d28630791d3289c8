/**
 * The school's limit per money amount (GET /settings/money-limits, any signed-in user; the school
 * sets it on the Settings screen), for the forms to refuse an amount above it before sending, with
 * the message the server would give. Until it has been read, and whenever it cannot be (no
 * network), the default (10,000,000.00) stands in: the server checks again in any case.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import * as settingsEndpoints from '@/contract/endpoints/settings';
import { DEFAULT_MONEY_LIMITS, isOverMoneyLimit, moneyLimitErrors, overLimitMessage } from '@/contract/money-limits';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { useMoneyFormat } from '@/lib/school/use-money-format';

/** The cache is cleared at every sign-in and logout; Settings → General refreshes it on save. */
export const MONEY_LIMITS_KEY = ['settings', 'money-limits'] as const;
const MONEY_LIMITS_STALE_MS = 5 * 60 * 1000;

export type MoneyLimit = {
  maxAmountCents: number;
  /** "At most ؋10,000,000.00 per amount (the school's limit)", in the reader's language. */
  message: string;
  /** Whether an amount as typed (or a number) is above the limit. */
  isOver: (value: unknown) => boolean;
};

/** The default limit with the contract's (English) message: what a form's rules use when given none. */
export const DEFAULT_MONEY_LIMIT: Pick<MoneyLimit, 'maxAmountCents' | 'message'> = {
  maxAmountCents: DEFAULT_MONEY_LIMITS.maxAmountCents,
  message: overLimitMessage(DEFAULT_MONEY_LIMITS.maxAmountCents),
};

/** A form's errors for the money fields of its parsed payload above the limit (the schema's marks, as on the server). */
export function overLimitFieldErrors(schema: z.ZodType, payload: unknown, limit: Pick<MoneyLimit, 'maxAmountCents' | 'message'>): Record<string, string> {
  const errors = moneyLimitErrors(schema, payload, limit.maxAmountCents) ?? {};
  return Object.fromEntries(Object.keys(errors).map((field) => [field, limit.message]));
}

export function useMoneyLimit(): MoneyLimit {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const query = useQuery({
    queryKey: MONEY_LIMITS_KEY,
    queryFn: async ({ signal }) => (await send(settingsEndpoints.getMoneyLimits, {}, { signal, retries: 1, failed: 'Failed to load the money limits' })).data,
    staleTime: MONEY_LIMITS_STALE_MS,
    retry: retryUnlessRefused,
  });
  const maxAmountCents = query.data?.maxAmountCents ?? DEFAULT_MONEY_LIMITS.maxAmountCents;
  return {
    maxAmountCents,
    message: t('moneyLimits.overLimit', { limit: money(maxAmountCents / 100) }),
    isOver: (value) => isOverMoneyLimit(typeof value === 'string' ? value.trim() : value, maxAmountCents),
  };
}
