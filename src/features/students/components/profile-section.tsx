import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ProfileRow = { label: string; value: ReactNode };

export type ProfileSectionProps = { title: string; rows: ProfileRow[] };

/** One titled section of the student profile: label/value pairs, or "No information". */
export function ProfileSection({ title, rows }: ProfileSectionProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h6" c="dimmed" tt="uppercase">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('students.profile.nothing')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" component="dl" m={0}>
          {rows.map((row) => (
            <div key={row.label} style={{ minWidth: 0 }}>
              <Text component="dt" size="xs" c="dimmed">
                {row.label}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                {row.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** Rows whose value is present (a non-blank text, or any other node). */
export function presentRows(rows: Array<{ label: string; value: ReactNode }>): ProfileRow[] {
  return rows.filter((row) => row.value !== null && row.value !== undefined && !(typeof row.value === 'string' && row.value.trim() === ''));
}
