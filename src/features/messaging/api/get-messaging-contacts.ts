/** GET /messaging/contacts?search=: the member picker's people (staff of the school, at most 50). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as contactEndpoints from '@/contract/endpoints/messaging/contacts';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';

export function useMessagingContacts(search: string, enabled: boolean) {
  const trimmed = search.trim();
  return useQuery({
    queryKey: messagingKeys.contacts(trimmed),
    queryFn: async ({ signal }) =>
      (await send(contactEndpoints.list, { query: trimmed === '' ? {} : { search: trimmed } }, { signal, failed: 'Failed to load people' })).data,
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
    enabled,
  });
}
