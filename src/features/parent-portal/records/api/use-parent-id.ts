import { useSessionUser } from '@/lib/session/use-session-user';

/** The signed-in parent's user id (the `{id}` of /parents/{id}/...); null while nobody is signed in. */
export function useParentId(): number | null {
  return useSessionUser().user?.id ?? null;
}
