/**
 * The school's profile as slips and bills print it (complex name, phone, address, social links):
 * GET /settings/school, cached long (it rarely changes) and kept in local storage, so a slip
 * still prints with the school's details when the server cannot be reached.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as settingsEndpoints from '@/contract/endpoints/settings';
import { schoolProfileSchema, type SchoolProfile } from '@/contract/school-settings';
import { send } from '@/lib/api/send';

export const SCHOOL_PROFILE_STORAGE_KEY = 'schoolProfile';
const SCHOOL_PROFILE_STALE_MS = 60 * 60 * 1000;
const SCHOOL_PROFILE_GC_MS = 24 * 60 * 60 * 1000;

export const schoolProfileQueryKey = ['settings', 'school'] as const;

type StoredProfile = { savedAt: number; profile: SchoolProfile };

export function readStoredSchoolProfile(storage: Storage = localStorage): StoredProfile | null {
  try {
    const value = JSON.parse(storage.getItem(SCHOOL_PROFILE_STORAGE_KEY) ?? 'null') as { savedAt?: unknown; profile?: unknown } | null;
    if (!value || typeof value.savedAt !== 'number') return null;
    const parsed = schoolProfileSchema.safeParse(value.profile);
    return parsed.success ? { savedAt: value.savedAt, profile: parsed.data } : null;
  } catch {
    return null;
  }
}

/** Keeps the profile for the slips of a later visit (or of a visit with no network). */
export function storeSchoolProfile(profile: SchoolProfile): void {
  try {
    localStorage.setItem(SCHOOL_PROFILE_STORAGE_KEY, JSON.stringify({ savedAt: Date.now(), profile }));
  } catch {
    // Storage full: the slip falls back to the cached answer of this session.
  }
}

export async function getSchoolProfile(signal?: AbortSignal): Promise<SchoolProfile> {
  // One retry only: a slip must never wait on a slow network (the stored copy answers meanwhile).
  const { data: profile } = await send(settingsEndpoints.getSchoolProfile, {}, { signal, retries: 1, failed: 'Failed to load the school profile' });
  storeSchoolProfile(profile);
  return profile;
}

export function schoolProfileQueryOptions() {
  return queryOptions({
    queryKey: schoolProfileQueryKey,
    queryFn: ({ signal }) => getSchoolProfile(signal),
    staleTime: SCHOOL_PROFILE_STALE_MS,
    gcTime: SCHOOL_PROFILE_GC_MS,
    // The stored copy answers at once; it is refreshed in the background once it is stale
    // (the app's default of never refetching on mount would keep a stored copy forever).
    refetchOnMount: true,
    initialData: () => readStoredSchoolProfile()?.profile,
    initialDataUpdatedAt: () => readStoredSchoolProfile()?.savedAt,
  });
}

/** The school profile, or undefined before the first answer on a device that never had one. */
export function useSchoolProfile() {
  return useQuery(schoolProfileQueryOptions());
}
