import { describe, expect, it } from 'vitest';
import { checkImageFile } from '@/lib/images/check-image-file';

const LIMIT = 5 * 1024 * 1024;

describe('checkImageFile (an image of at most the limit)', () => {
  it('takes any image type up to exactly the limit', () => {
    expect(checkImageFile({ type: 'image/jpeg', size: 1024 }, LIMIT)).toBeNull();
    expect(checkImageFile({ type: 'image/png', size: LIMIT }, LIMIT)).toBeNull();
    expect(checkImageFile({ type: 'image/webp', size: 0 }, LIMIT)).toBeNull();
  });

  it('refuses other types, and images over the limit', () => {
    expect(checkImageFile({ type: 'application/pdf', size: 1024 }, LIMIT)).toBe('invalidImage');
    expect(checkImageFile({ type: '', size: 1024 }, LIMIT)).toBe('invalidImage');
    expect(checkImageFile({ type: 'image/jpeg', size: LIMIT + 1 }, LIMIT)).toBe('imageTooLarge');
  });

  it('applies the limit it is given', () => {
    expect(checkImageFile({ type: 'image/jpeg', size: 2048 }, 1024)).toBe('imageTooLarge');
    expect(checkImageFile({ type: 'image/jpeg', size: 1024 }, 1024)).toBeNull();
  });
});
