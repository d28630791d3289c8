import { useState } from 'react';
import type { Teacher } from '@/contract/teachers';

export type TeacherSelection = {
  /** Select mode shows a checkbox on each card and the bulk actions. */
  active: boolean;
  /** The chosen teachers by id (kept across pages, so a bulk action can span them). */
  selected: ReadonlyMap<number, Teacher>;
  start: () => void;
  /** Leaves select mode and forgets the choice. */
  stop: () => void;
  toggle: (teacher: Teacher) => void;
  /** Adds every teacher shown (the current page). */
  selectAll: (teachers: readonly Teacher[]) => void;
  clear: () => void;
  isSelected: (id: number) => boolean;
};

/** The list's select mode (spec part 2 §2.3): select, select all, clear. */
export function useTeacherSelection(): TeacherSelection {
  const [active, setActive] = useState(false);
  const [selected, setSelected] = useState<ReadonlyMap<number, Teacher>>(new Map());

  return {
    active,
    selected,
    start: () => setActive(true),
    stop: () => {
      setActive(false);
      setSelected(new Map());
    },
    toggle: (teacher) =>
      setSelected((current) => {
        const next = new Map(current);
        if (next.has(teacher.id)) next.delete(teacher.id);
        else next.set(teacher.id, teacher);
        return next;
      }),
    selectAll: (teachers) =>
      setSelected((current) => {
        const next = new Map(current);
        for (const teacher of teachers) next.set(teacher.id, teacher);
        return next;
      }),
    clear: () => setSelected(new Map()),
    isSelected: (id) => selected.has(id),
  };
}
