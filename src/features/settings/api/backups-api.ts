/**
 * Settings → Backups and the staff screens' warning: GET /backups (followed every second while a
 * backup runs, so its progress moves), POST /backups ("Back up now"), and a backup file's download
 * (fetched with the bearer token, then handed to the browser).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BACKUP_FAILED, type BackupStatus } from '@/contract/backups';
import * as backupEndpoints from '@/contract/endpoints/backups';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { sendForFile } from '@/lib/api/send-for-file';
import { saveFile } from '@/lib/dom/save-file';

export const backupStatusQueryKey = ['backups', 'status'] as const;

/** How often the status is asked again while a backup runs. */
const RUNNING_POLL_MS = 1000;
/** A school's whole backup can be large: its download may take minutes on a slow network. */
const DOWNLOAD_TIMEOUT_MS = 10 * 60 * 1000;

export function useBackupStatus({ enabled = true, staleTime = 0 }: { enabled?: boolean; staleTime?: number } = {}) {
  return useQuery({
    queryKey: backupStatusQueryKey,
    queryFn: async ({ signal }) => (await send(backupEndpoints.list, {}, { signal, failed: BACKUP_FAILED.load })).data,
    refetchInterval: (query) => (query.state.data?.running ? RUNNING_POLL_MS : false),
    retry: retryUnlessRefused,
    staleTime,
    enabled,
  });
}

export function useStartBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<BackupStatus> => (await send(backupEndpoints.start, {}, { failed: BACKUP_FAILED.start })).data,
    // The answer says it runs: the status query follows it; asked again at once, should it have
    // ended already.
    onSuccess: async (status) => {
      queryClient.setQueryData(backupStatusQueryKey, status);
      await queryClient.invalidateQueries({ queryKey: backupStatusQueryKey });
    },
  });
}

export async function downloadBackup(name: string): Promise<void> {
  const { blob } = await sendForFile(backupEndpoints.download, { params: { name } }, DOWNLOAD_TIMEOUT_MS);
  saveFile(blob, name);
}
