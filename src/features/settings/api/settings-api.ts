/**
 * The Settings screen's calls: the school profile (GET/PUT /settings/school, shared with the
 * token slip's cache so a saved name prints at once), the school's general settings
 * (GET/PUT /settings) and the server-wide settings (GET/PUT /settings/system).
 */
import * as settingsEndpoints from '@/contract/endpoints/settings';
import type { SchoolProfile } from '@/contract/school-settings';
import type { SchoolGeneralSettings, SystemSettings, UpdateSchoolGeneralSettings, UpdateSystemSettings } from '@/contract/settings';
import { send } from '@/lib/api/send';

export { schoolProfileQueryKey, schoolProfileQueryOptions } from '@/features/settings/api/school-profile-cache';

export const generalSettingsQueryKey = ['settings', 'general'] as const;
export const systemSettingsQueryKey = ['settings', 'system'] as const;

export type SchoolProfileChanges = Omit<SchoolProfile, 'id'>;

/** When an answer is not what the contract says (a server of another version). */
const SETTINGS_FAILED = {
  load: 'The settings could not be loaded',
  save: 'The settings could not be saved',
} as const;

export async function saveSchoolProfile(changes: SchoolProfileChanges, requestId: string): Promise<SchoolProfile> {
  return (await send(settingsEndpoints.updateSchoolProfile, { body: changes }, { requestId, failed: SETTINGS_FAILED.save })).data;
}

export async function getGeneralSettings(signal?: AbortSignal): Promise<SchoolGeneralSettings> {
  return (await send(settingsEndpoints.get, {}, { signal, failed: SETTINGS_FAILED.load })).data;
}

export async function saveGeneralSettings(changes: UpdateSchoolGeneralSettings, requestId: string): Promise<SchoolGeneralSettings> {
  return (await send(settingsEndpoints.update, { body: changes }, { requestId, failed: SETTINGS_FAILED.save })).data;
}

export async function getSystemSettings(signal?: AbortSignal): Promise<SystemSettings> {
  return (await send(settingsEndpoints.getSystem, {}, { signal, failed: SETTINGS_FAILED.load })).data;
}

export async function saveSystemSettings(changes: UpdateSystemSettings, requestId: string): Promise<SystemSettings> {
  return (await send(settingsEndpoints.updateSystem, { body: changes }, { requestId, failed: SETTINGS_FAILED.save })).data;
}
