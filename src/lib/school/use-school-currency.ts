/**
 * The currency the school shows money in (GET /settings/currency, any signed-in user; the school
 * picks it on the Settings screen). Until it has been read, and whenever it cannot be (an older
 * server, no network), the currency last read for the user's school on this device stands in,
 * else USD (the default setting), so a money display never waits on it or fails because of it.
 */
import { useQuery } from '@tanstack/react-query';
import * as settingsEndpoints from '@/contract/endpoints/settings';
import { currencySchema, DEFAULT_SCHOOL_GENERAL_SETTINGS, type Currency } from '@/contract/settings';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { getStoredUser } from '@/lib/session/session-storage';

/** The cache is cleared at every sign-in and logout, so each session asks again. */
export const SCHOOL_CURRENCY_KEY = ['settings', 'currency'] as const;
export const SCHOOL_CURRENCY_STORAGE_KEY = 'schoolCurrency';
const SCHOOL_CURRENCY_STALE_MS = 5 * 60 * 1000;

// The last answer per school, for a visit without the server (money shown offline keeps its symbol).
function rememberedCurrency(): Currency | null {
  try {
    const schoolId = getStoredUser()?.schoolId;
    const stored = JSON.parse(localStorage.getItem(SCHOOL_CURRENCY_STORAGE_KEY) ?? 'null') as { schoolId?: unknown; currency?: unknown } | null;
    if (schoolId === undefined || stored?.schoolId !== schoolId) return null;
    const parsed = currencySchema.safeParse(stored.currency);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function rememberCurrency(currency: Currency): void {
  try {
    const schoolId = getStoredUser()?.schoolId;
    if (schoolId !== undefined) localStorage.setItem(SCHOOL_CURRENCY_STORAGE_KEY, JSON.stringify({ schoolId, currency }));
  } catch {
    // Storage full or blocked: the next visit asks the server again.
  }
}

export async function getSchoolCurrency(signal?: AbortSignal): Promise<Currency> {
  // One retry only: the stand-in shows meanwhile, nothing waits on this call.
  // An answer we cannot read only means the stand-in.
  const { data } = await send(settingsEndpoints.getCurrency, {}, { signal, retries: 1, failed: 'Failed to load the school currency' });
  rememberCurrency(data.currency);
  return data.currency;
}

/** The school's currency; while loading or unreadable, the one last read here, else USD. */
export function useSchoolCurrency(): Currency {
  const query = useQuery({
    queryKey: SCHOOL_CURRENCY_KEY,
    queryFn: ({ signal }) => getSchoolCurrency(signal),
    staleTime: SCHOOL_CURRENCY_STALE_MS,
    retry: retryUnlessRefused,
  });
  return query.data ?? rememberedCurrency() ?? DEFAULT_SCHOOL_GENERAL_SETTINGS.currency;
}
