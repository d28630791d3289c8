import { Badge, Paper, Stack, Tabs } from '@mantine/core';
import { IconChartBar, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Teacher } from '@/contract/teachers';
import { TeacherAnalytics } from '@/features/teachers/analytics/teacher-analytics';
import { useTeachers } from '@/features/teachers/api/get-teachers';
import { BulkDeleteTeachersDialog } from '@/features/teachers/components/bulk-delete-teachers-dialog';
import { DeleteTeacherDialog } from '@/features/teachers/components/delete-teacher-dialog';
import { TeacherListPanel } from '@/features/teachers/components/teacher-list-panel';
import { TeacherListToolbar } from '@/features/teachers/components/teacher-list-toolbar';
import { TeacherSelectionBar } from '@/features/teachers/components/teacher-selection-bar';
import { TeacherFormModal } from '@/features/teachers/form/teacher-form-modal';
import { useTeacherBulkActions } from '@/features/teachers/hooks/use-teacher-bulk-actions';
import { useTeacherFormat } from '@/features/teachers/hooks/use-teacher-format';
import { useTeacherListState } from '@/features/teachers/hooks/use-teacher-list-state';
import { useTeacherPermissions } from '@/features/teachers/hooks/use-teacher-permissions';
import { useTeacherSelection } from '@/features/teachers/hooks/use-teacher-selection';

type TeachersTab = 'list' | 'analytics';
type OpenDialog = 'form' | 'delete' | 'bulk-delete' | null;

/**
 * The Teachers screen (spec part 2 §2.3): tabs List (with the count) and Analytics (Live). The
 * list's search, filters, sort and page live here, so they survive a visit to Analytics.
 */
export default function TeachersScreen() {
  const { t } = useTranslation();
  const format = useTeacherFormat();
  const [tab, setTab] = useState<TeachersTab>('list');
  const listState = useTeacherListState();
  const selection = useTeacherSelection();
  const bulk = useTeacherBulkActions();
  const { canCreate, canUpdate, canDelete } = useTeacherPermissions();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // Kept while a dialog closes, so its content does not vanish mid-animation; null: a new teacher.
  const [chosen, setChosen] = useState<Teacher | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  // Spec §4: the list refreshes every 30 s, not while a dialog is open (cards would move under it).
  const list = useTeachers(listState.params, { autoRefresh: dialog === null });
  const total = list.data?.total;

  const open = (next: 'form' | 'delete') => (teacher: Teacher | null) => {
    setChosen(teacher);
    setDialog(next);
  };
  const handleClose = () => setDialog(null);
  const handleRefresh = () => {
    setRefreshing(true);
    void list.refetch().finally(() => setRefreshing(false));
  };
  const selectedIds = [...selection.selected.keys()];
  const runBulk = async (action: Promise<boolean>) => {
    if (await action) selection.clear();
  };
  const handleBulkDelete = () => {
    if (selectedIds.length === 0) {
      // Says 'No teachers selected' without asking first.
      void bulk.remove(selectedIds);
      return;
    }
    setDialog('bulk-delete');
  };

  return (
    <Stack gap="md">
      <Tabs value={tab} onChange={(value) => setTab(value === 'analytics' ? 'analytics' : 'list')} keepMounted={false}>
        <Tabs.List aria-label={t('teachers.tabs.label')}>
          <Tabs.Tab
            value="list"
            leftSection={<IconUsers size={16} aria-hidden />}
            rightSection={
              total === undefined ? null : (
                <Badge size="sm" variant="light" circle={total < 10} aria-label={t('teachers.tabs.listCount', { count: total })}>
                  {format.count(total)}
                </Badge>
              )
            }
          >
            {t('teachers.tabs.list')}
          </Tabs.Tab>
          <Tabs.Tab
            value="analytics"
            leftSection={<IconChartBar size={16} aria-hidden />}
            rightSection={
              <Badge size="xs" color="red" variant="dot">
                {t('teachers.tabs.live')}
              </Badge>
            }
          >
            {t('teachers.tabs.analytics')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list" pt="md">
          <Paper withBorder radius="md" p="md" component="section" aria-label={t('teachers.list.label')}>
            <Stack gap="md">
              <TeacherListToolbar
                state={listState}
                onRefresh={handleRefresh}
                isRefreshing={refreshing}
                onAddTeacher={canCreate ? () => open('form')(null) : undefined}
                selecting={selection.active}
                onToggleSelecting={selection.active ? selection.stop : selection.start}
              />
              {selection.active ? (
                <TeacherSelectionBar
                  selectedCount={selection.selected.size}
                  onSelectAll={() => selection.selectAll(list.data?.teachers ?? [])}
                  onClear={selection.clear}
                  onSetActive={canUpdate ? () => void runBulk(bulk.setStatus(selectedIds, 'Active')) : undefined}
                  onSetInactive={canUpdate ? () => void runBulk(bulk.setStatus(selectedIds, 'Inactive')) : undefined}
                  onDelete={canDelete ? handleBulkDelete : undefined}
                  busy={bulk.isPending}
                />
              ) : null}
              <TeacherListPanel
                list={list}
                state={listState}
                selection={selection}
                onEdit={canUpdate ? open('form') : undefined}
                onDelete={canDelete ? open('delete') : undefined}
              />
            </Stack>
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="analytics" pt="md">
          <TeacherAnalytics />
        </Tabs.Panel>
      </Tabs>
      <TeacherFormModal opened={dialog === 'form'} teacher={chosen} onClose={handleClose} onSaved={setChosen} />
      <DeleteTeacherDialog teacher={chosen} opened={dialog === 'delete'} onClose={handleClose} />
      <BulkDeleteTeachersDialog
        count={selection.selected.size}
        opened={dialog === 'bulk-delete'}
        deleting={bulk.isPending}
        onClose={handleClose}
        onConfirm={() => void runBulk(bulk.remove(selectedIds)).finally(() => setDialog(null))}
      />
    </Stack>
  );
}
