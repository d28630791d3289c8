/**
 * The payment picker's students for the (already debounced) text: the server's search while it
 * answers (the previous options stay while the next loads), and the search of the students kept
 * on the device (student-directory.ts) while it cannot be reached.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useConnectionState } from '@/lib/connection/connection-status';
import { isUnreachable } from '@/lib/offline/query-cache/offline-read-persister';
import { searchStudentDirectory, studentDirectoryQueryOptions } from '@/features/finance/api/student-directory';
import { studentPickerQueryOptions, type StudentPickerOption, type StudentPickerSearch } from '@/features/finance/api/student-picker-students';

export type StudentPickerOptions = {
  options: StudentPickerOption[];
  /** Nothing to show yet: the first answer is on its way. */
  loading: boolean;
  /** A search is on its way (the previous options show meanwhile). */
  fetching: boolean;
  /** The students could not be loaded, and none are kept on the device. */
  failed: boolean;
  retry: () => void;
  /** The options come from the students kept on this device (the server cannot be reached). */
  fromDevice: boolean;
};

export function useStudentPickerOptions(params: StudentPickerSearch, enabled: boolean): StudentPickerOptions {
  const connection = useConnectionState();
  const directory = useQuery({ ...studentDirectoryQueryOptions(), enabled });
  const server = useQuery({ ...studentPickerQueryOptions(params), enabled, placeholderData: keepPreviousData });
  const outOfReach = connection !== 'online' || (server.isError && isUnreachable(server.error));
  if (outOfReach && directory.data) {
    return { options: searchStudentDirectory(directory.data, params), loading: false, fetching: false, failed: false, retry: () => void server.refetch(), fromDevice: true };
  }
  return {
    options: server.data ?? [],
    loading: server.isPending,
    fetching: server.isFetching,
    failed: server.isError && !server.data,
    retry: () => void server.refetch(),
    fromDevice: false,
  };
}
