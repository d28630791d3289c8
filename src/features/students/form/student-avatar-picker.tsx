import '@mantine/dropzone/styles.layer.css';
import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AvatarChoice } from '@/features/students/form/use-avatar-choice';

export type AvatarProblem = 'invalidImage' | 'imageTooLarge' | 'uploadFailed';

export type StudentAvatarPickerProps = {
  choice: AvatarChoice | null;
  /** The saved photo's URL path (edit mode), shown until another is picked. */
  currentUrl: string | null;
  problem: AvatarProblem | null;
  disabled?: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
};

/** Drag and drop or click (or Enter/Space) to choose, a preview, and a remove button (spec part 2 §2.1). */
export function StudentAvatarPicker({ choice, currentUrl, problem, disabled = false, onPick, onRemove }: StudentAvatarPickerProps) {
  const { t } = useTranslation();
  const openRef = useRef<() => void>(null);
  const errorId = useId();
  const problemText =
    problem === 'invalidImage'
      ? t('studentForm.messages.invalidImage')
      : problem === 'imageTooLarge'
        ? t('studentForm.messages.imageTooLarge')
        : problem === 'uploadFailed'
          ? t('studentForm.messages.avatarFailed')
          : null;

  const handleDropAny = (files: File[], rejections: { file: File }[]) => {
    // One photo: the first file offered, whether the picker's own filter took it or not (the
    // form's check gives the spec's messages).
    const file = files[0] ?? rejections[0]?.file;
    if (file) onPick(file);
  };

  const previewUrl = choice?.previewUrl ?? currentUrl;
  return (
    <Group align="center" gap="md" wrap="nowrap">
      <Avatar
        src={previewUrl}
        size={96}
        radius="md"
        alt={choice ? t('studentForm.photo.preview') : t('studentForm.photo.current')}
      >
        <IconPhoto size={36} aria-hidden />
      </Avatar>
      <Stack gap={6} style={{ flex: 1 }}>
        <Dropzone
          openRef={openRef}
          onDrop={() => {}}
          onDropAny={handleDropAny}
          accept={['image/*']}
          multiple={false}
          disabled={disabled}
          p="sm"
          aria-describedby={problemText ? errorId : undefined}
          aria-label={t('studentForm.photo.drop')}
          inputProps={{ 'aria-label': t('studentForm.photo.choose') }}
        >
          <Group gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
            <IconUpload size={24} aria-hidden />
            <div>
              <Text size="sm">{t('studentForm.photo.drop')}</Text>
              <Text size="xs" c="dimmed">
                {t('studentForm.photo.rules')}
              </Text>
            </div>
          </Group>
        </Dropzone>
        <Group gap="xs">
          <Button type="button" size="compact-sm" variant="default" leftSection={<IconPhoto size={14} aria-hidden />} disabled={disabled} onClick={() => openRef.current?.()}>
            {t('studentForm.photo.choose')}
          </Button>
          {choice ? (
            <Button type="button" size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} disabled={disabled} onClick={onRemove}>
              {t('studentForm.photo.remove')}
            </Button>
          ) : null}
        </Group>
        {problemText ? (
          <Text id={errorId} size="sm" c="red" role="alert">
            {problemText}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
