import '@mantine/dropzone/styles.layer.css';
import { ActionIcon, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFile, IconFiles, IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { DOCUMENT_ACCEPT, type DocumentFileProblem } from '@/features/teachers/form/check-document-files';
import { formatFileSize } from '@/lib/i18n/format-file-size';
import type { useDocumentChoice } from '@/features/teachers/form/use-document-choice';
import type { useTeacherDocuments } from '@/features/teachers/form/use-teacher-documents';

export type TeacherDocumentsPickerProps = {
  choice: ReturnType<typeof useDocumentChoice>;
  /** The teacher's saved documents; null for a teacher not saved yet. */
  saved: ReturnType<typeof useTeacherDocuments> | null;
  disabled?: boolean;
};

/** Documents to upload after the save (several at once), and in edit mode the ones already saved. */
export function TeacherDocumentsPicker({ choice, saved, disabled = false }: TeacherDocumentsPickerProps) {
  const { t } = useTranslation();
  const { locale } = useFormatLocale();
  const openRef = useRef<() => void>(null);
  const size = (bytes: number) => formatFileSize(bytes, locale);

  const problemText = (problem: DocumentFileProblem, fileName: string) => {
    switch (problem) {
      case 'unsupportedType':
        return t('teacherForm.documents.unsupportedType', { fileName });
      case 'documentTooLarge':
        return t('teacherForm.documents.tooLarge', { fileName });
      case 'tooManyDocuments':
        return t('teacherForm.documents.tooMany', { fileName });
    }
  };

  return (
    <Stack gap="xs">
      {saved ? (
        <div>
          <Text size="sm" fw={500}>
            {t('teacherForm.documents.saved')}
          </Text>
          {saved.isPending ? (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">{t('teacherForm.documents.loading')}</Text>
            </Group>
          ) : saved.isError ? (
            <Group gap="xs">
              <Text size="sm" c="red">
                {t('teacherForm.documents.loadFailed')}
              </Text>
              <Button type="button" size="compact-sm" variant="default" onClick={() => void saved.refetch()}>
                {t('teacherForm.documents.retry')}
              </Button>
            </Group>
          ) : saved.data.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('teacherForm.documents.none')}
            </Text>
          ) : (
            <List size="sm" spacing={4} icon={<IconFile size={14} aria-hidden />} aria-label={t('teacherForm.documents.saved')}>
              {saved.data.map((document) => (
                <List.Item key={document.id}>
                  {document.fileName} ({size(document.sizeBytes)})
                </List.Item>
              ))}
            </List>
          )}
        </div>
      ) : null}
      <Dropzone
        openRef={openRef}
        onDrop={() => {}}
        onDropAny={(files, rejections) => choice.add([...files, ...rejections.map((rejection) => rejection.file)])}
        accept={DOCUMENT_ACCEPT}
        multiple
        disabled={disabled}
        p="sm"
        aria-label={t('teacherForm.documents.drop')}
        inputProps={{ 'aria-label': t('teacherForm.documents.choose') }}
      >
        <Group gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
          <IconUpload size={24} aria-hidden />
          <div>
            <Text size="sm">{t('teacherForm.documents.drop')}</Text>
            <Text size="xs" c="dimmed">
              {t('teacherForm.documents.rules')}
            </Text>
          </div>
        </Group>
      </Dropzone>
      <Group gap="xs">
        <Button
          type="button"
          size="compact-sm"
          variant="default"
          leftSection={<IconFiles size={14} aria-hidden />}
          disabled={disabled}
          onClick={() => openRef.current?.()}
        >
          {t('teacherForm.documents.choose')}
        </Button>
      </Group>
      {choice.files.length > 0 ? (
        <List size="sm" spacing={4} listStyleType="none" aria-label={t('teacherForm.documents.toUpload')}>
          {choice.files.map((file) => (
            <List.Item key={`${file.name}-${file.size}`}>
              <Group gap="xs" wrap="nowrap">
                <IconFile size={14} aria-hidden />
                <Text size="sm">
                  {file.name} ({size(file.size)})
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  disabled={disabled}
                  aria-label={t('teacherForm.documents.remove', { fileName: file.name })}
                  onClick={() => choice.remove(file)}
                >
                  <IconTrash size={14} aria-hidden />
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      ) : null}
      {choice.refused.length > 0 || choice.uploadFailed ? (
        <Stack gap={2} role="alert">
          {choice.refused.map((refused) => (
            <Text key={refused.fileName} size="sm" c="red">
              {problemText(refused.problem, refused.fileName)}
            </Text>
          ))}
          {choice.uploadFailed ? (
            <Text size="sm" c="red">
              {t('teacherForm.documents.uploadFailed')}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
