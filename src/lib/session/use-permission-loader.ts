/** React wrapper of the permission loader: feed it the session user, read the state. */
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  createPermissionLoader,
  type PermissionLoaderDeps,
  type PermissionLoaderState,
  type PermissionLoaderUser,
} from '@/lib/session/permission-loader';

export type UsePermissionLoaderResult = PermissionLoaderState & {
  /** Forced reload: clears the held permissions and loads them again. */
  reload: () => Promise<PermissionLoaderState>;
};

export function usePermissionLoader(
  user: PermissionLoaderUser | null | undefined,
  deps?: PermissionLoaderDeps,
): UsePermissionLoaderResult {
  // One loader per component instance; deps are read once, like a store's constructor.
  const [loader] = useState(() => createPermissionLoader(deps));
  const state = useSyncExternalStore(loader.subscribe, loader.getState, loader.getState);

  const id = user?.id;
  const role = user?.role;
  useEffect(() => {
    if (id === undefined || role === undefined) {
      loader.setUser(null);
      return;
    }
    loader.setUser({ id, role, permissions: user?.permissions });
    // Leaving (logout, unmount) cancels a pending load; StrictMode's second run starts it again.
    return () => loader.setUser(null);
    // The user's permissions are read when the user appears, not watched: the loader owns them after.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loader, id, role]);

  return { ...state, reload: loader.reload };
}
