/** GET /messaging/contacts?search=: the member picker's people (staff of the school, at most 50). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { messagingContactsAnswerSchema } from '@/contract/messaging-contacts';
import { api } from '@/lib/api/api';
import { readAnswer } from '@/lib/api/read-answer';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';

export function useMessagingContacts(search: string, enabled: boolean) {
  const trimmed = search.trim();
  return useQuery({
    queryKey: messagingKeys.contacts(trimmed),
    queryFn: async ({ signal }) =>
      readAnswer(
        await api.get('/messaging/contacts', { searchParams: trimmed === '' ? {} : { search: trimmed }, signal }),
        messagingContactsAnswerSchema,
        'Failed to load people',
      ).data,
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
    enabled,
  });
}
