import { Paper, Stack, Tabs } from '@mantine/core';
import { IconChartBar, IconUsers } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Student } from '@/contract/students';
import { apiErrorText } from '@/lib/api/api-error-text';
import { useExportStudents } from '@/features/students/api/export-students';
import { StudentDashboard } from '@/features/students/dashboard/student-dashboard';
import { StudentFormModal } from '@/features/students/form/student-form-modal';
import { StudentImportModal } from '@/features/students/import/student-import-modal';
import { DeleteStudentDialog } from '@/features/students/components/delete-student-dialog';
import { StudentListPanel } from '@/features/students/components/student-list-panel';
import { STUDENT_VIEW_MODES, StudentListToolbar, type StudentViewMode } from '@/features/students/components/student-list-toolbar';
import { StudentProfileModal } from '@/features/students/components/student-profile-modal';
import { useDeviceChoice } from '@/features/students/hooks/use-device-choice';
import { usePrintStudentCard } from '@/features/students/hooks/use-print-student-card';
import { useStudentListState } from '@/features/students/hooks/use-student-list-state';
import { useStudentPermissions } from '@/features/students/hooks/use-student-permissions';

type StudentsTab = 'dashboard' | 'students';
const STUDENTS_TABS: readonly StudentsTab[] = ['dashboard', 'students'];
export const STUDENTS_TAB_STORAGE_KEY = 'studentsTab';
export const STUDENTS_VIEW_STORAGE_KEY = 'studentsViewMode';

type OpenDialog = 'profile' | 'form' | 'delete' | 'import' | null;

/**
 * The Academic screen: the students page (spec part 2 §2.1). Two tabs, Dashboard first (the
 * spec's order and its default); the last tab and the table/card view are remembered on this
 * device. The list's filters live here, so they survive a visit to the Dashboard tab.
 */
export default function StudentsScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useDeviceChoice<StudentsTab>(STUDENTS_TAB_STORAGE_KEY, STUDENTS_TABS, 'dashboard');
  const [viewMode, setViewMode] = useDeviceChoice<StudentViewMode>(STUDENTS_VIEW_STORAGE_KEY, STUDENT_VIEW_MODES, 'table');
  const listState = useStudentListState();
  const { canCreate, canUpdate, canDelete, canExport } = useStudentPermissions();
  const exporting = useExportStudents();
  const { printCard, printingId } = usePrintStudentCard();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // Kept while a dialog closes, so its content does not vanish mid-animation; null: a new student.
  const [selected, setSelected] = useState<Student | null>(null);

  const open = (next: Exclude<OpenDialog, null>) => (student: Student | null) => {
    setSelected(student);
    setDialog(next);
  };
  const handleClose = () => setDialog(null);
  const handleAddStudent = () => open('form')(null);
  const handleExport = () => {
    exporting.mutate(listState.filters, {
      onSuccess: (fileName) => notifications.show({ color: 'teal', message: t('students.export.done', { fileName }) }),
      onError: (error) =>
        notifications.show({ color: 'red', title: t('students.export.failed'), message: apiErrorText(error, t('students.export.failed')) }),
    });
  };

  return (
    <Stack gap="md">
      <Tabs
        value={tab}
        onChange={(value) => setTab(value === 'students' ? 'students' : 'dashboard')}
        // The dashboard's queries run only while it is shown.
        keepMounted={false}
      >
        <Tabs.List aria-label={t('students.tabs.label')}>
          <Tabs.Tab value="dashboard" leftSection={<IconChartBar size={16} aria-hidden />}>
            {t('students.tabs.dashboard')}
          </Tabs.Tab>
          <Tabs.Tab value="students" leftSection={<IconUsers size={16} aria-hidden />}>
            {t('students.tabs.students')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="dashboard" pt="md">
          <StudentDashboard
            onAddStudent={canCreate ? handleAddStudent : undefined}
            onExport={canExport ? handleExport : undefined}
            // The list's filters are on the Students tab.
            onAdvancedFilters={() => setTab('students')}
          />
        </Tabs.Panel>
        <Tabs.Panel value="students" pt="md">
          <Paper withBorder radius="md" p="md" component="section" aria-label={t('students.list.label')}>
            <Stack gap="md">
              <StudentListToolbar
                state={listState}
                viewMode={viewMode}
                onViewModeChange={setViewMode}
                onAddStudent={canCreate ? handleAddStudent : undefined}
                onImport={canCreate ? () => setDialog('import') : undefined}
              />
              <StudentListPanel
                state={listState}
                viewMode={viewMode}
                onView={open('profile')}
                onEdit={canUpdate ? open('form') : undefined}
                onPrintCard={printCard}
                onDelete={canDelete ? open('delete') : undefined}
                printingId={printingId}
              />
            </Stack>
          </Paper>
        </Tabs.Panel>
      </Tabs>
      <StudentProfileModal
        student={selected}
        opened={dialog === 'profile'}
        onClose={handleClose}
        onEdit={canUpdate ? open('form') : undefined}
        onPrintCard={printCard}
        printing={selected !== null && printingId === selected.id}
      />
      <StudentFormModal opened={dialog === 'form'} student={selected} onClose={handleClose} />
      <DeleteStudentDialog student={selected} opened={dialog === 'delete'} onClose={handleClose} />
      <StudentImportModal opened={dialog === 'import'} onClose={handleClose} />
    </Stack>
  );
}
