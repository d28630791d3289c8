import '@mantine/dropzone/styles.layer.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type ImportFilePickerProps = {
  reading: boolean;
  onPick: (file: File) => void;
};

/** Drop a file or choose one (the button is the keyboard's way in); the file's checks come after. */
export function ImportFilePicker({ reading, onPick }: ImportFilePickerProps) {
  const { t } = useTranslation();
  const openRef = useRef<() => void>(null);

  // Whatever was offered goes to the file check, which says what is wrong with it (the
  // browser's type for a CSV varies: text/csv, application/vnd.ms-excel or none at all).
  const handleDropAny = (files: File[], rejections: { file: File }[]) => {
    const file = files[0] ?? rejections[0]?.file;
    if (file) onPick(file);
  };

  return (
    <Stack gap="xs">
      <Dropzone
        openRef={openRef}
        onDrop={() => {}}
        onDropAny={handleDropAny}
        accept={{ 'text/csv': ['.csv'], 'text/plain': ['.csv', '.txt'], 'application/vnd.ms-excel': ['.csv'] }}
        multiple={false}
        loading={reading}
        p="lg"
        aria-label={t('studentImport.picker.drop')}
        inputProps={{ 'aria-label': t('studentImport.picker.choose') }}
      >
        <Group gap="md" justify="center" wrap="nowrap" style={{ pointerEvents: 'none' }}>
          <IconUpload size={32} aria-hidden />
          <div>
            <Text size="sm">{t('studentImport.picker.drop')}</Text>
            <Text size="xs" c="dimmed">
              {t('studentImport.picker.rules')}
            </Text>
          </div>
        </Group>
      </Dropzone>
      <Group gap="xs">
        <Button
          type="button"
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          loading={reading}
          onClick={() => openRef.current?.()}
        >
          {t('studentImport.picker.choose')}
        </Button>
        {reading ? (
          <Text size="sm" c="dimmed" role="status">
            {t('studentImport.picker.reading')}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
