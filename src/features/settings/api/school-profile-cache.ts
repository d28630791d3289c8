/**
 * The school profile on the Settings screen: the same query key and stored copy as the token slip
 * (src/lib/school/school-profile.ts), so a saved profile replaces what the next slip prints, even
 * after a reload or offline.
 */
import { queryOptions } from '@tanstack/react-query';
import { getSchoolProfile, schoolProfileQueryKey } from '@/lib/school/school-profile';

export { schoolProfileQueryKey } from '@/lib/school/school-profile';

/** The Settings screen always shows what the server holds now, not the slip's stored copy. */
export function schoolProfileQueryOptions() {
  return queryOptions({ queryKey: schoolProfileQueryKey, queryFn: ({ signal }) => getSchoolProfile(signal), refetchOnMount: 'always' });
}
