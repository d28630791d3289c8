import { portalKeys } from '@/features/parent-portal/api/portal-keys';

/** The parent's messages to the school, under the portal's keys (keyed by the parent's user id). */
export const parentMessageKeys = {
  all: [...portalKeys.all, 'messages'] as const,
  list: (parentId: number) => [...parentMessageKeys.all, parentId] as const,
};
