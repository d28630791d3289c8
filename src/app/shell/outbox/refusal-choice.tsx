import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export type RefusalChoiceProps = {
  /** What happened, in the reader's words ("Not a school day", "Changed by someone else"). */
  title: string;
  hint: string;
  /** The way on ("Record anyway", "Compare the versions"). */
  action: string;
  onAction: () => void;
};

/**
 * A refused write's own way on in "Needs attention", when the refusal has one: an attendance
 * write on a day that is not a school day (record it anyway), a change someone else overtook
 * (compare the versions).
 */
export function RefusalChoice({ title, hint, action, onAction }: RefusalChoiceProps) {
  return (
    <Alert role="alert" color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} title={title}>
      <Text size="sm">{hint}</Text>
      <Button size="compact-sm" mt="xs" onClick={onAction}>
        {action}
      </Button>
    </Alert>
  );
}
