import { describe, expect, it } from 'vitest';
import { formatFileSize } from '@/lib/i18n/format-file-size';

describe('formatFileSize', () => {
  it('writes kB (at least 1), MB and GB in steps of 1024, in the reader\'s digits', () => {
    expect(formatFileSize(800, 'en-u-ca-gregory')).toBe('1 kB');
    expect(formatFileSize(12_530, 'en-u-ca-gregory')).toBe('12 kB');
    expect(formatFileSize(5 * 1024 * 1024, 'en-u-ca-gregory')).toBe('5 MB');
    expect(formatFileSize(2.5 * 1024 * 1024, 'en-u-ca-gregory')).toBe('2.5 MB');
    expect(formatFileSize(3.25 * 1024 * 1024 * 1024, 'en-u-ca-gregory')).toBe('3.3 GB');
    expect(formatFileSize(2.5 * 1024 * 1024, 'fa-AF-u-ca-persian')).toBe('۲٫۵ MB');
    expect(formatFileSize(2048, 'ps-AF-u-ca-persian')).toBe('۲ kB');
  });
});
