import { MAX_AVATAR_BYTES } from '@/contract/students';

export type AvatarFileProblem = 'invalidImage' | 'imageTooLarge';

/** Spec part 2 §5: an image type, at most 5 MB. */
export function checkAvatarFile(file: Pick<File, 'type' | 'size'>): AvatarFileProblem | null {
  if (!file.type.startsWith('image/')) return 'invalidImage';
  if (file.size > MAX_AVATAR_BYTES) return 'imageTooLarge';
  return null;
}
