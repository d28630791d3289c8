import { useState } from 'react';
import type { SchoolClass } from '@/contract/classes';
import { ClassDetailView } from '@/features/classes/detail/class-detail-view';
import { ClassList } from '@/features/classes/components/class-list';
import { useClassParam } from '@/features/classes/components/use-class-param';
import { useClassPermissions } from '@/features/classes/components/use-class-permissions';
import { ClassFormDialog } from '@/features/classes/form/class-form-dialog';
import { DeleteClassDialog } from '@/features/classes/form/delete-class-dialog';

type OpenDialog = 'form' | 'delete' | null;

/**
 * The Classes screen (issue 9): the list, or one class's detail when the address says `?class=<id>`.
 * The add/edit and delete dialogs live here, so the list and the detail open the same ones.
 */
export default function ClassesScreen() {
  const [classId, setClassId] = useClassParam();
  const permissions = useClassPermissions();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // Kept while a dialog closes, so its content does not vanish mid-animation; null: a new class.
  const [chosen, setChosen] = useState<SchoolClass | null>(null);
  const open = (next: 'form' | 'delete') => (schoolClass: SchoolClass | null) => {
    setChosen(schoolClass);
    setDialog(next);
  };
  const onEdit = permissions.canUpdate ? open('form') : undefined;
  const onDelete = permissions.canDelete ? open('delete') : undefined;

  return (
    <>
      {classId === null ? (
        <ClassList
          onOpen={(schoolClass) => setClassId(schoolClass.id)}
          onAdd={permissions.canCreate ? () => open('form')(null) : undefined}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      ) : (
        <ClassDetailView key={classId} classId={classId} onBack={() => setClassId(null)} onEdit={onEdit} onDelete={onDelete} />
      )}
      <ClassFormDialog opened={dialog === 'form'} onClose={() => setDialog(null)} schoolClass={chosen} canChooseTeacher={permissions.canReadTeachers} />
      <DeleteClassDialog
        schoolClass={chosen}
        opened={dialog === 'delete'}
        onClose={() => setDialog(null)}
        // Deleted from its own detail: back to the list, the detail has nothing left to show.
        onDeleted={() => (chosen?.id === classId ? setClassId(null) : undefined)}
      />
    </>
  );
}
