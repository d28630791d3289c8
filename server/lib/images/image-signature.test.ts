import { describe, expect, it } from 'vitest';
import { detectImageKind } from './image-signature';

const bytes = (...values: Array<number | string>) =>
  Buffer.concat(values.map((value) => (typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from([value]))));

describe('detectImageKind', () => {
  it('knows JPEG, PNG, WebP and GIF by their first bytes', () => {
    expect(detectImageKind(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))?.mimeType).toBe('image/jpeg');
    expect(detectImageKind(bytes(0x89, 'PNG\r\n', 0x1a, '\n', 0, 0, 0, 13))?.mimeType).toBe('image/png');
    expect(detectImageKind(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))?.mimeType).toBe('image/webp');
    expect(detectImageKind(bytes('GIF89a', 1, 0, 1, 0))?.extension).toBe('gif');
    expect(detectImageKind(bytes('GIF87a', 1, 0, 1, 0))?.extension).toBe('gif');
  });

  it('refuses anything else, however it is named: text, PDF, SVG, a RIFF that is not WebP, a cut-off header', () => {
    for (const sample of [
      bytes('hello, I am an image'),
      bytes('%PDF-1.7\n'),
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '),
      bytes(0x89, 'PN'),
      bytes(0xff, 0xd8),
      Buffer.alloc(0),
    ]) {
      expect(detectImageKind(sample)).toBeNull();
    }
  });
});
