import { describe, expect, it } from 'vitest';
import { MAX_AVATAR_BYTES } from '@/contract/students';
import { checkAvatarFile } from '@/features/students/form/check-avatar-file';

describe('checkAvatarFile (an image of at most 5 MB)', () => {
  it('takes any image type up to exactly 5 MB', () => {
    expect(checkAvatarFile({ type: 'image/jpeg', size: 1024 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/png', size: MAX_AVATAR_BYTES })).toBeNull();
    expect(checkAvatarFile({ type: 'image/webp', size: 0 })).toBeNull();
  });

  it('refuses other types, and images over 5 MB', () => {
    expect(checkAvatarFile({ type: 'application/pdf', size: 1024 })).toBe('invalidImage');
    expect(checkAvatarFile({ type: '', size: 1024 })).toBe('invalidImage');
    expect(checkAvatarFile({ type: 'image/jpeg', size: MAX_AVATAR_BYTES + 1 })).toBe('imageTooLarge');
  });
});
