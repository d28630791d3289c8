import { describe, expect, it } from 'vitest';
import { checkDocumentFiles } from '@/features/teachers/form/check-document-files';
import { MAX_TEACHER_DOCUMENT_BYTES, MAX_TEACHER_DOCUMENTS_PER_UPLOAD } from '@/contract/teachers';

const doc = (name: string, type: string, size = 1024) => ({ name, type, size });

describe('checkDocumentFiles (PDF, images, Word or ODT; 10 MB each; 10 at most)', () => {
  it('keeps PDFs, images, Word and ODT files up to exactly 10 MB, judging an empty type by the extension', () => {
    const offered = [
      doc('cv.pdf', 'application/pdf', MAX_TEACHER_DOCUMENT_BYTES),
      doc('id.jpg', 'image/jpeg'),
      doc('letter.doc', 'application/msword'),
      doc('letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      doc('letter.odt', 'application/vnd.oasis.opendocument.text'),
      doc('scan.PDF', ''),
    ];
    const { files, refused } = checkDocumentFiles([], offered);
    expect(files.map((file) => file.name)).toEqual(offered.map((file) => file.name));
    expect(refused).toEqual([]);
  });

  it('refuses other types and files over 10 MB, naming each', () => {
    const { files, refused } = checkDocumentFiles(
      [],
      [doc('run.exe', 'application/x-msdownload'), doc('notes', ''), doc('big.pdf', 'application/pdf', MAX_TEACHER_DOCUMENT_BYTES + 1)],
    );
    expect(files).toEqual([]);
    expect(refused).toEqual([
      { fileName: 'run.exe', problem: 'unsupportedType' },
      { fileName: 'notes', problem: 'unsupportedType' },
      { fileName: 'big.pdf', problem: 'documentTooLarge' },
    ]);
  });

  it('keeps at most 10 in all, and a file already chosen only once', () => {
    const kept = Array.from({ length: MAX_TEACHER_DOCUMENTS_PER_UPLOAD - 1 }, (_, index) => doc(`d${index}.pdf`, 'application/pdf'));
    const { files, refused } = checkDocumentFiles(kept, [doc('d0.pdf', 'application/pdf'), doc('last.pdf', 'application/pdf'), doc('extra.pdf', 'application/pdf')]);
    expect(files).toHaveLength(MAX_TEACHER_DOCUMENTS_PER_UPLOAD);
    expect(files.at(-1)?.name).toBe('last.pdf');
    expect(refused).toEqual([{ fileName: 'extra.pdf', problem: 'tooManyDocuments' }]);
  });
});
