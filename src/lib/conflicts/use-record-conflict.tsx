/**
 * A form's side of "No silent overwrite" (issue 24): when its save is refused because someone else
 * saved the record since the form opened (412), the two versions open field by field; the
 * person's choice is sent again made from the current version, or their change is dropped.
 */
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentRecordOf } from '@/lib/conflicts/record-conflict';
import { RecordConflictModal, type ValueNamer } from '@/lib/conflicts/record-conflict-modal';

export type RecordConflictOptions = {
  /** The record type (`expense`): coded values show in words. */
  entity: string;
  /** Sends the chosen change again, made from `version` (it handles its own answer, a new conflict included). */
  resend: (change: Record<string, unknown>, version: string) => Promise<void>;
  /** The person kept the saved version: their change is dropped (the hook says so). */
  keepTheirs: () => void;
  /** Names of referenced records the form knows (its choices), shown instead of their ids. */
  describe?: ValueNamer;
};

export type RecordConflictHandle = {
  /** True when `error` is the 412 of a change made from an older version: the comparison opens. */
  caught: (error: unknown, mine: Record<string, unknown>) => boolean;
  /** The comparison while open, else null; render it beside the form. */
  dialog: ReactNode;
};

export function useRecordConflict({ entity, resend, keepTheirs, describe }: RecordConflictOptions): RecordConflictHandle {
  const { t } = useTranslation();
  const [open, setOpen] = useState<{ mine: Record<string, unknown>; current: Record<string, unknown> } | null>(null);
  const caught = (error: unknown, mine: Record<string, unknown>) => {
    const current = currentRecordOf(error);
    if (!current) return false;
    setOpen({ mine, current });
    return true;
  };
  const dialog = open ? (
    <RecordConflictModal
      entity={entity}
      mine={open.mine}
      current={open.current}
      describe={describe}
      onClose={() => setOpen(null)}
      onResolve={async (resolution) => {
        // Closed first: sending again may meet yet another change, which opens its own comparison.
        setOpen(null);
        if (resolution.kind === 'theirs') {
          notifications.show({ color: 'blue', message: t('conflicts.keptTheirs') });
          keepTheirs();
        } else await resend(resolution.change, resolution.version);
      }}
    />
  ) : null;
  return { caught, dialog };
}
