/**
 * What kind of document an uploaded file is, judged from its bytes (never from the Content-Type
 * the client sent): PDF, the images of image-signature.ts, Word (.doc, .docx) and OpenDocument
 * text (.odt). Word's old format shares its container with Excel and PowerPoint, and .docx is a
 * ZIP like any other, so for those the file name's extension must agree with the bytes.
 */
import { detectImageKind } from '../images/image-signature';

export type DocumentKind = { mimeType: string; extension: string };

const PDF: DocumentKind = { mimeType: 'application/pdf', extension: 'pdf' };
const DOC: DocumentKind = { mimeType: 'application/msword', extension: 'doc' };
const DOCX: DocumentKind = { mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' };
const ODT: DocumentKind = { mimeType: 'application/vnd.oasis.opendocument.text', extension: 'odt' };

const OLE_CONTAINER = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_HEADER = Buffer.from('PK\u0003\u0004', 'latin1');
/** ODF: the first ZIP entry is an uncompressed `mimetype` file, so its text sits at a fixed place. */
const ODT_MIMETYPE_ENTRY = Buffer.from(`mimetype${ODT.mimeType}`, 'latin1');
const ODT_MIMETYPE_OFFSET = 30;

function extensionOf(fileName: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(fileName);
  return match ? match[1].toLowerCase() : '';
}

const startsWith = (bytes: Buffer, signature: Buffer, offset = 0) =>
  bytes.length >= offset + signature.length && bytes.subarray(offset, offset + signature.length).equals(signature);

/** The document's kind, or null when it is none of the accepted ones. */
export function detectDocumentKind(bytes: Buffer, fileName: string): DocumentKind | null {
  if (startsWith(bytes, Buffer.from('%PDF-', 'latin1'))) return PDF;
  const image = detectImageKind(bytes);
  if (image) return image;
  const extension = extensionOf(fileName);
  if (startsWith(bytes, OLE_CONTAINER)) return extension === 'doc' ? DOC : null;
  if (startsWith(bytes, ZIP_LOCAL_HEADER)) {
    if (startsWith(bytes, ODT_MIMETYPE_ENTRY, ODT_MIMETYPE_OFFSET)) return ODT;
    // A Word document's parts live under word/ (their names are in the ZIP's headers).
    if (extension === 'docx' && bytes.includes('word/', 0, 'latin1')) return DOCX;
  }
  return null;
}
