import { TextInput } from '@mantine/core';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidDeskPrefix, readDeskPrefix, writeDeskPrefix } from '@/features/customers/components/token/desk-prefix-preference';

/**
 * The token dialog's "Desk" field: this device's desk prefix, saved as soon as it is valid. An
 * invalid entry shows an error and leaves the saved prefix as it was. Like auto-print, it applies
 * from the next token: the number on screen is already issued under its label.
 */
export function DeskPrefixInput() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(readDeskPrefix);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    // Typed "a" means "A": the prefix is printed in capitals.
    const value = event.currentTarget.value.trim().toUpperCase();
    setDraft(value);
    if (isValidDeskPrefix(value)) writeDeskPrefix(value);
  };

  return (
    <TextInput
      label={t('token.deskPrefix.label')}
      description={t('token.deskPrefix.description')}
      value={draft}
      onChange={handleChange}
      error={isValidDeskPrefix(draft) ? null : t('token.deskPrefix.invalid')}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
    />
  );
}
