import { portalKeys } from '@/features/parent-portal/api/portal-keys';

/** The parent's portal settings, under the portal's keys (keyed by the parent's user id). */
export const parentSettingsKeys = {
  all: [...portalKeys.all, 'settings'] as const,
  detail: (parentId: number) => [...parentSettingsKeys.all, parentId] as const,
};
