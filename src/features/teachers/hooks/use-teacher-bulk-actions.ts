import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TeacherBulkResult } from '@/contract/teachers';
import { apiErrorText } from '@/lib/api/api-error-text';
import { useBulkDeleteTeachers } from '@/features/teachers/api/bulk-delete-teachers';
import { useBulkUpdateTeachers } from '@/features/teachers/api/bulk-update-teachers';

export type BulkStatus = 'Active' | 'Inactive';

export type TeacherBulkActions = {
  /** Spec §4: bulk actions set Active or Inactive. */
  setStatus: (ids: readonly number[], status: BulkStatus) => Promise<boolean>;
  /** A soft delete of every id (spec §4: deletion is soft via bulk delete). */
  remove: (ids: readonly number[]) => Promise<boolean>;
  isPending: boolean;
};

/**
 * Runs a bulk action and tells the user how it went: 'No teachers selected' for an empty choice
 * (spec §8), a success count, and the items the server refused with its reason. Resolves true when
 * every item succeeded (the caller then clears the selection).
 */
export function useTeacherBulkActions(): TeacherBulkActions {
  const { t } = useTranslation();
  const updating = useBulkUpdateTeachers();
  const deleting = useBulkDeleteTeachers();

  const refuseEmpty = (ids: readonly number[]) => {
    if (ids.length > 0) return false;
    notifications.show({ color: 'yellow', message: t('teachers.select.noneSelected') });
    return true;
  };

  const report = (result: TeacherBulkResult, total: number, success: string): boolean => {
    if (result.successCount > 0) notifications.show({ color: 'teal', message: success });
    if (result.failureCount === 0) return true;
    notifications.show({
      color: 'red',
      title: t('teachers.select.failed'),
      message: t('teachers.select.partial', { failed: result.failureCount, total, reason: result.failed[0]?.message ?? '' }),
    });
    return false;
  };

  const fail = (error: unknown) => {
    notifications.show({ color: 'red', title: t('teachers.select.failed'), message: apiErrorText(error, t('teachers.select.failed')) });
    return false;
  };

  return {
    isPending: updating.isPending || deleting.isPending,
    setStatus: async (ids, status) => {
      if (refuseEmpty(ids)) return false;
      try {
        const result = await updating.mutateAsync(ids.map((id) => ({ id, data: { status } })));
        return report(result, ids.length, t('teachers.select.updated', { count: result.successCount, status: t(`teachers.status.${status}`) }));
      } catch (error) {
        return fail(error);
      }
    },
    remove: async (ids) => {
      if (refuseEmpty(ids)) return false;
      try {
        const result = await deleting.mutateAsync([...ids]);
        return report(result, ids.length, t('teachers.select.deleted', { count: result.successCount }));
      } catch (error) {
        return fail(error);
      }
    },
  };
}
