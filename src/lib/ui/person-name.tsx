import { Stack, Text, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localizedNames, type ScriptedName } from '@/lib/names/localized-name';

export type PersonNameProps = {
  latin?: string | null;
  dari?: string | null;
  /** Shown when the person has neither name. */
  fallback?: string;
  /** Size of the main name. */
  size?: MantineSize;
  fw?: number;
};

/** One step smaller, for a Latin name under the main one. */
const SMALLER: Partial<Record<MantineSize, MantineSize>> = { xl: 'lg', lg: 'md', md: 'sm', sm: 'xs' };

// An inline span carries the script's direction, so each line keeps the page's alignment.
function Script({ name }: { name: ScriptedName }) {
  return (
    <span lang={name.lang} dir={name.dir}>
      {name.text}
    </span>
  );
}

/**
 * A person's name in lists and cards: the main name (the Dari one first in Dari and Pashto, see
 * localized-name.ts) and the other under it, dimmed. A Latin name under a Dari one is a size
 * smaller; a Dari name keeps the main size, Arabic script being hard to read small.
 */
export function PersonName({ latin, dari, fallback, size = 'sm', fw = 600 }: PersonNameProps) {
  const { i18n } = useTranslation();
  const names = localizedNames({ latin, dari }, i18n.language);
  if (!names) {
    return (
      <Text fw={fw} size={size} truncate="end">
        {fallback}
      </Text>
    );
  }
  const { primary, secondary } = names;
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text fw={fw} size={size} truncate="end">
        <Script name={primary} />
      </Text>
      {secondary ? (
        <Text size={secondary.lang === 'en' ? (SMALLER[size] ?? size) : size} c="dimmed" truncate="end">
          <Script name={secondary} />
        </Text>
      ) : null}
    </Stack>
  );
}
