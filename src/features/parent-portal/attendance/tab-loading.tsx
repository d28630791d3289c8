import { Center, Loader, Stack, Text } from '@mantine/core';

/** A portal tab region while its data loads (the label comes translated). */
export function TabLoading({ label }: { label: string }) {
  return (
    <Center py="lg" role="status">
      <Stack align="center" gap="xs">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
