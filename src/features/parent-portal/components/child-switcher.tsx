import { Select, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Child } from '@/contract/parent-portal';
import { fullName } from '@/features/parent-portal/components/portal-format';

/** More children than this are chosen from a list: the buttons would not fit a phone's width. */
const MAX_SEGMENTS = 3;

export type ChildSwitcherProps = { childList: Child[]; selectedId: number; onSelect: (id: number) => void };

/** Above the child tabs: which child they show (buttons for a few children, a list for more). */
export function ChildSwitcher({ childList, selectedId, onSelect }: ChildSwitcherProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const options = childList.map((child) => ({ value: String(child.id), label: fullName(child) }));
  const handleChange = (value: string | null) => {
    if (value) onSelect(Number(value));
  };
  if (childList.length > MAX_SEGMENTS) {
    return (
      <Select
        label={t('parentPortal.switcher.label')}
        placeholder={t('parentPortal.switcher.placeholder')}
        data={options}
        value={String(selectedId)}
        onChange={handleChange}
        allowDeselect={false}
        searchable
        maw={{ base: '100%', sm: 360 }}
      />
    );
  }
  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={500}>
        {t('parentPortal.switcher.label')}
      </Text>
      <SegmentedControl aria-labelledby={labelId} data={options} value={String(selectedId)} onChange={handleChange} fullWidth />
    </Stack>
  );
}
