/**
 * "Name in Dari" / "Name in Pashto" (or the address's) beside a record's English name, in the
 * class, exam and school forms: right-to-left inputs, bounded like the name, with the length hint.
 * Blank means "not given": the Dari and Pashto screens then show the English name (localRecordName).
 */
import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lengthHint } from '@/lib/ui/length-hint';

type FieldProps = Pick<TextInputProps, 'value' | 'onChange' | 'error' | 'onBlur' | 'onFocus' | 'name'> & { value?: string };

export type LocalNameInputsProps = {
  /** What the two fields name: a record's name or the school's address. */
  kind?: 'name' | 'address';
  max: number;
  dari: FieldProps;
  pashto: FieldProps;
};

export function LocalNameInputs({ kind = 'name', max, dari, pashto }: LocalNameInputsProps) {
  const { t } = useTranslation();
  const labels = kind === 'name' ? (['localNames.dariName', 'localNames.pashtoName'] as const) : (['localNames.dariAddress', 'localNames.pashtoAddress'] as const);
  return (
    <>
      <TextInput label={t(labels[0])} dir="rtl" lang="fa" maxLength={max} autoComplete="off" {...dari} description={lengthHint(dari.value, max, t)} />
      <TextInput label={t(labels[1])} dir="rtl" lang="ps" maxLength={max} autoComplete="off" {...pashto} description={lengthHint(pashto.value, max, t)} />
    </>
  );
}
