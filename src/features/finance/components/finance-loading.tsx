import { Center, Loader, Stack, Text } from '@mantine/core';

/** A region of the Finance screen while its data loads. */
export function FinanceLoading({ label }: { label: string }) {
  return (
    <Center py="xl" role="status">
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}
