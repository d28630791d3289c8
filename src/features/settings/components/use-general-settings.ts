import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SchoolGeneralSettings } from '@/contract/settings';
import { generalSettingsQueryKey, getGeneralSettings } from '@/features/settings/api/settings-api';
import { SCHOOL_CURRENCY_KEY } from '@/lib/school/use-school-currency';

export function generalSettingsQueryOptions() {
  return queryOptions({ queryKey: generalSettingsQueryKey, queryFn: ({ signal }) => getGeneralSettings(signal) });
}

/** The school's general settings, and how a tab puts a saved answer in their place. */
export function useGeneralSettings() {
  const queryClient = useQueryClient();
  const query = useQuery(generalSettingsQueryOptions());
  const replace = (answer: unknown) => {
    queryClient.setQueryData(generalSettingsQueryKey, answer as SchoolGeneralSettings);
    // Every screen's money follows a changed currency at once (and the device remembers it).
    void queryClient.invalidateQueries({ queryKey: SCHOOL_CURRENCY_KEY });
  };
  return { query, replace };
}
