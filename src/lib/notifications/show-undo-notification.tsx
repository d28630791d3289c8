import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { apiErrorText } from '@/lib/api/api-error-text';

/** Long enough to read the message and reach Undo by keyboard. */
export const UNDO_NOTIFICATION_MS = 10_000;

export type UndoNotification = {
  /** One per deleted record, so a second delete does not replace the first one's Undo. */
  id: string;
  /** "Payment RCP-000042 deleted". */
  message: string;
  undoLabel: string;
  /** Brings the record back (the restore call); its own mutation refreshes what depends on it. */
  undo: () => Promise<unknown>;
  restoredMessage: string;
  /** The failure's title, and its text when the server sent none. */
  restoreFailed: string;
};

/**
 * After a soft delete: a notification saying what was deleted, with an Undo button that hides it
 * and restores the record, then says whether that worked. The outcome is read from the promise,
 * not from per-call mutation callbacks: those are dropped if the screen has closed meanwhile.
 */
export function showUndoNotification({ id, message, undoLabel, undo, restoredMessage, restoreFailed }: UndoNotification): void {
  const handleUndo = () => {
    notifications.hide(id);
    undo().then(
      () => notifications.show({ color: 'green', message: restoredMessage }),
      (error: unknown) => notifications.show({ color: 'red', title: restoreFailed, message: apiErrorText(error, restoreFailed) }),
    );
  };
  notifications.show({
    id,
    color: 'gray',
    autoClose: UNDO_NOTIFICATION_MS,
    message: (
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm">{message}</Text>
        <Button size="compact-sm" variant="light" onClick={handleUndo}>
          {undoLabel}
        </Button>
      </Group>
    ),
  });
}
