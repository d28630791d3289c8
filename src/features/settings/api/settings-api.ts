/**
 * The Settings screen's calls: the school profile (GET/PUT /settings/school, shared with the
 * token slip's cache so a saved name prints at once), the school's general settings
 * (GET/PUT /settings) and the server-wide settings (GET/PUT /settings/system).
 */
import { schoolProfileSchema, type SchoolProfile } from '@/contract/school-settings';
import {
  schoolGeneralSettingsSchema,
  systemSettingsSchema,
  type SchoolGeneralSettings,
  type SystemSettings,
  type UpdateSchoolGeneralSettings,
  type UpdateSystemSettings,
} from '@/contract/settings';
import { api } from '@/lib/api/api';

export { schoolProfileQueryKey, schoolProfileQueryOptions } from '@/features/settings/api/school-profile-cache';

export const generalSettingsQueryKey = ['settings', 'general'] as const;
export const systemSettingsQueryKey = ['settings', 'system'] as const;

export type SchoolProfileChanges = Omit<SchoolProfile, 'id'>;

export async function saveSchoolProfile(changes: SchoolProfileChanges, requestId: string): Promise<SchoolProfile> {
  return schoolProfileSchema.parse((await api.put<unknown>('/settings/school', changes, { requestId })).data);
}

export async function getGeneralSettings(signal?: AbortSignal): Promise<SchoolGeneralSettings> {
  return schoolGeneralSettingsSchema.parse((await api.get<unknown>('/settings', { signal })).data);
}

export async function saveGeneralSettings(changes: UpdateSchoolGeneralSettings, requestId: string): Promise<SchoolGeneralSettings> {
  return schoolGeneralSettingsSchema.parse((await api.put<unknown>('/settings', changes, { requestId })).data);
}

export async function getSystemSettings(signal?: AbortSignal): Promise<SystemSettings> {
  return systemSettingsSchema.parse((await api.get<unknown>('/settings/system', { signal })).data);
}

export async function saveSystemSettings(changes: UpdateSystemSettings, requestId: string): Promise<SystemSettings> {
  return systemSettingsSchema.parse((await api.put<unknown>('/settings/system', changes, { requestId })).data);
}
