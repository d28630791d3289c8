import '@mantine/dropzone/styles.layer.css';
import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import type { ImageChoice, ImageChoiceProblem } from '@/lib/images/use-image-choice';

/** The picker's words, already translated by the area that shows it. */
export type ImagePickerTexts = {
  preview: string;
  current: string;
  drop: string;
  choose: string;
  rules: string;
  remove: string;
  problems: Record<ImageChoiceProblem, string>;
};

export type ImagePickerProps = {
  choice: ImageChoice | null;
  /** The saved photo as an image source (edit mode), shown until another is picked. */
  currentUrl: string | null;
  problem: ImageChoiceProblem | null;
  texts: ImagePickerTexts;
  disabled?: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
};

/**
 * One photo for a form (a student's avatar, a teacher's photo): drag and drop or click (or
 * Enter/Space) to choose, a preview, a remove button, and the problem under it.
 */
export function ImagePicker({ choice, currentUrl, problem, texts, disabled = false, onPick, onRemove }: ImagePickerProps) {
  const openRef = useRef<() => void>(null);
  const errorId = useId();
  const problemText = problem === null ? null : texts.problems[problem];

  const handleDropAny = (files: File[], rejections: { file: File }[]) => {
    // One photo: the first file offered, whether the picker's own filter took it or not (the
    // form's check gives the spec's messages).
    const file = files[0] ?? rejections[0]?.file;
    if (file) onPick(file);
  };

  const previewUrl = choice?.previewUrl ?? currentUrl;
  return (
    <Group align="center" gap="md" wrap="nowrap">
      <Avatar src={previewUrl} size={96} radius="md" alt={choice ? texts.preview : texts.current}>
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
          aria-label={texts.drop}
          inputProps={{ 'aria-label': texts.choose }}
        >
          <Group gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
            <IconUpload size={24} aria-hidden />
            <div>
              <Text size="sm">{texts.drop}</Text>
              <Text size="xs" c="dimmed">
                {texts.rules}
              </Text>
            </div>
          </Group>
        </Dropzone>
        <Group gap="xs">
          <Button
            type="button"
            size="compact-sm"
            variant="default"
            leftSection={<IconPhoto size={14} aria-hidden />}
            disabled={disabled}
            onClick={() => openRef.current?.()}
          >
            {texts.choose}
          </Button>
          {choice ? (
            <Button
              type="button"
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              disabled={disabled}
              onClick={onRemove}
            >
              {texts.remove}
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
