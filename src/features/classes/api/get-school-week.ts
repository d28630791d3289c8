/**
 * GET /settings/week: the user's school week (first day, weekend days), readable by any signed-in
 * user. The timetable orders its days from it. When it cannot be read (an older server, no
 * network), the default week (Saturday first, Friday off) stands in, so the timetable still shows.
 */
import { useQuery } from '@tanstack/react-query';
import * as settingsEndpoints from '@/contract/endpoints/settings';
import { DEFAULT_SCHOOL_GENERAL_SETTINGS, type SchoolWeek } from '@/contract/settings';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { classKeys } from '@/features/classes/api/class-keys';

export async function getSchoolWeek(signal?: AbortSignal): Promise<SchoolWeek> {
  return (await send(settingsEndpoints.getWeek, {}, { signal, failed: 'Failed to load the school week' })).data;
}

/** The school week, or undefined while it loads; the default week when it could not be read. */
export function useSchoolWeek(): SchoolWeek | undefined {
  const query = useQuery({ queryKey: classKeys.schoolWeek(), queryFn: ({ signal }) => getSchoolWeek(signal), retry: retryUnlessRefused });
  if (query.isError) return DEFAULT_SCHOOL_GENERAL_SETTINGS.week;
  return query.data;
}
