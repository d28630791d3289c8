/** What the photo and documents routes answer (the spec has no texts for them). */
import { MAX_TEACHER_DOCUMENTS_PER_UPLOAD } from '@/contract/teachers';

export const TEACHER_UPLOAD_MESSAGES = {
  photoUploaded: 'Photo uploaded successfully',
  photoRemoved: 'Photo removed successfully',
  noPhoto: 'This teacher has no photo',
  invalidPhoto: 'Please choose a JPEG, PNG, WebP or GIF image',
  photoTooLarge: 'The photo must be at most 5 MB',
  documentsUploaded: 'Documents uploaded successfully',
  documentDeleted: 'Document deleted',
  documentNotFound: 'Document not found',
  noDocuments: 'Please choose at least one document',
  tooManyDocuments: `At most ${MAX_TEACHER_DOCUMENTS_PER_UPLOAD} documents per upload`,
  invalidDocument: (fileName: string) => `"${fileName}" is not a PDF, image, Word or OpenDocument text file`,
  documentTooLarge: (fileName: string) => `"${fileName}" is larger than 10 MB`,
} as const;
