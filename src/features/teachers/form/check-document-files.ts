/**
 * Which picked documents the form keeps (issue 6: PDF, images, Word or ODT; at most 10 MB each and
 * 10 per upload). The server checks the bytes again; this only saves a pointless upload.
 * Browsers leave the type empty for some files, so the name's extension decides then.
 */
import { MAX_TEACHER_DOCUMENT_BYTES, MAX_TEACHER_DOCUMENTS_PER_UPLOAD } from '@/contract/teachers';

const DOCUMENT_TYPES = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text',
]);
const DOCUMENT_EXTENSIONS = /\.(pdf|doc|docx|odt|jpe?g|png|gif|webp)$/i;

/** For the file picker's `accept`. */
export const DOCUMENT_ACCEPT = [...DOCUMENT_TYPES, 'image/*'];

export type DocumentFileProblem = 'unsupportedType' | 'documentTooLarge' | 'tooManyDocuments';
export type RefusedDocument = { fileName: string; problem: DocumentFileProblem };

function isDocumentType(file: Pick<File, 'type' | 'name'>): boolean {
  if (file.type === '') return DOCUMENT_EXTENSIONS.test(file.name);
  return file.type.startsWith('image/') || DOCUMENT_TYPES.has(file.type);
}

const sameFile = (a: Pick<File, 'name' | 'size'>, b: Pick<File, 'name' | 'size'>) => a.name === b.name && a.size === b.size;

/** `kept`: the files already chosen; the answer's `files` is the new whole choice. */
export function checkDocumentFiles<F extends Pick<File, 'type' | 'size' | 'name'>>(
  kept: readonly F[],
  offered: readonly F[],
): { files: F[]; refused: RefusedDocument[] } {
  const files = [...kept];
  const refused: RefusedDocument[] = [];
  for (const file of offered) {
    // The same file picked twice is kept once.
    if (files.some((chosen) => sameFile(chosen, file))) continue;
    const problem: DocumentFileProblem | null = !isDocumentType(file)
      ? 'unsupportedType'
      : file.size > MAX_TEACHER_DOCUMENT_BYTES
        ? 'documentTooLarge'
        : files.length >= MAX_TEACHER_DOCUMENTS_PER_UPLOAD
          ? 'tooManyDocuments'
          : null;
    if (problem === null) files.push(file);
    else refused.push({ fileName: file.name, problem });
  }
  return { files, refused };
}
