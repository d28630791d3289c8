import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type CharacterCountProps = { length: number; max: number };

/** "12/150 characters" under a field; red once the text is longer than the limit. */
export function CharacterCount({ length, max }: CharacterCountProps) {
  const { t } = useTranslation();
  return (
    <Text component="span" size="xs" c={length > max ? 'red.8' : 'dimmed'} ta="end" display="block">
      {t('portalMessages.count', { length, max })}
    </Text>
  );
}
