/**
 * The roles allowed into the shell as the running app obeys them: the server's system setting
 * (GET /settings/shell, which any signed-in user may read; SUPER_ADMIN and OWNER change it on the
 * Settings screen), kept for offline use like the other saved reads. The build setting
 * VITE_SHELL_ROLES stands in while the server has none saved, cannot be reached with nothing
 * saved on the device, or has not answered yet.
 */
import { useQuery } from '@tanstack/react-query';
import * as settingsEndpoints from '@/contract/endpoints/settings';
import type { ShellSettings } from '@/contract/settings';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';

/** The cache is cleared at every sign-in and logout, so each session asks again. */
export const SHELL_SETTINGS_KEY = ['settings', 'shell'] as const;

export async function getShellSettings(signal?: AbortSignal): Promise<ShellSettings> {
  return (await send(settingsEndpoints.getShell, {}, { signal, failed: 'Failed to load the shell roles' })).data;
}

export type ShellRoles = {
  roles: readonly string[];
  /** False while the server has not answered yet (the build setting stands in meanwhile). */
  settled: boolean;
};

export function useShellRoles(buildRoles: readonly string[]): ShellRoles {
  const query = useQuery({
    queryKey: SHELL_SETTINGS_KEY,
    queryFn: ({ signal }) => getShellSettings(signal),
    retry: retryUnlessRefused,
    ...offlineRead(),
  });
  if (query.isSuccess) return { roles: query.data.shellRoles ?? buildRoles, settled: true };
  // An older server without the call (404), or no network and nothing saved: the build setting.
  return { roles: buildRoles, settled: query.isError };
}
