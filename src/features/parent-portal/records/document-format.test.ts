import { describe, expect, it } from 'vitest';
import { fileSizeText, fileTypeLabel } from '@/features/parent-portal/records/document-format';

describe('document format', () => {
  it('names a known type, else the extension, else the MIME subtype', () => {
    expect(fileTypeLabel('application/pdf', 'letter.pdf')).toBe('PDF');
    expect(fileTypeLabel('application/vnd.oasis.opendocument.text', 'note.odt')).toBe('ODT');
    expect(fileTypeLabel('image/gif', 'scan')).toBe('GIF');
  });

  it('gives the size in the largest decimal unit at 1 or more', () => {
    expect(fileSizeText(900, 'en')).toBe('900 byte');
    expect(fileSizeText(12_530, 'en')).toBe('12.5 kB');
    expect(fileSizeText(2_400_000, 'en')).toBe('2.4 MB');
  });
});
