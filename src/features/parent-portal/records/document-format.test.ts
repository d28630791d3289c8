import { describe, expect, it } from 'vitest';
import { fileTypeLabel } from '@/features/parent-portal/records/document-format';

describe('document format', () => {
  it('names a known type, else the extension, else the MIME subtype', () => {
    expect(fileTypeLabel('application/pdf', 'letter.pdf')).toBe('PDF');
    expect(fileTypeLabel('application/vnd.oasis.opendocument.text', 'note.odt')).toBe('ODT');
    expect(fileTypeLabel('image/gif', 'scan')).toBe('GIF');
  });
});
