/**
 * Reads the multipart body of POST /teachers/import: the file (field `file`, CSV or JSON, at most
 * MAX_TEACHER_IMPORT_BYTES, UTF-8) and the fields `format` (csv | json; else told from the file
 * name, else from the first character), `mapping` (a JSON object) and `validateOnly`
 * (true | false, default false). Fields may come before or after the file.
 */
import type { FastifyRequest } from 'fastify';
import { MAX_TEACHER_IMPORT_BYTES } from '@/contract/teachers';
import { httpError } from '../../../lib/http-error';
import type { ColumnMapping, TeacherImportFormat } from './teacher-import-file';
import { TEACHER_IMPORT_MESSAGES } from './teacher-import-messages';
import { FILE_TOO_LARGE, isClientMultipartError, multipartErrorCode } from '../../../lib/uploads/multipart-errors';
import { TEACHER_IMPORT_FILE_FIELD } from '@/contract/endpoints/teachers/transfer';

/** The multipart field of the file (the contract's). */
export const IMPORT_FILE_FIELD = TEACHER_IMPORT_FILE_FIELD;

const IMPORT_LIMITS = { fileSize: MAX_TEACHER_IMPORT_BYTES + 1, files: 1, fields: 10, parts: 11, fieldSize: 64 * 1024 };

export type ImportUpload = { text: string; format: TeacherImportFormat; mapping: ColumnMapping; validateOnly: boolean };

const refuse = (status: number, field: string, message: string) => httpError(status, message, { [field]: message });

function chosenFormat(given: string | undefined, fileName: string, text: string): TeacherImportFormat {
  const named = given?.trim().toLowerCase();
  if (named) {
    if (named === 'csv' || named === 'json') return named;
    throw refuse(400, 'format', TEACHER_IMPORT_MESSAGES.unsupportedFormat(named));
  }
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'csv' || extension === 'json') return extension;
  const firstCharacter = text.replace(/^\uFEFF/, '').trimStart()[0];
  if (firstCharacter === '[') return 'json';
  if (firstCharacter !== undefined) return 'csv';
  throw refuse(400, 'format', TEACHER_IMPORT_MESSAGES.unknownFormat);
}

function parsedMapping(text: string | undefined): ColumnMapping {
  if (text === undefined || text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refuse(400, 'mapping', TEACHER_IMPORT_MESSAGES.invalidMapping);
  }
  const isMapping =
    typeof value === 'object' && value !== null && !Array.isArray(value) &&
    Object.values(value).every((target) => target === null || typeof target === 'string');
  if (!isMapping) throw refuse(400, 'mapping', TEACHER_IMPORT_MESSAGES.invalidMapping);
  return value as ColumnMapping;
}

function parsedValidateOnly(text: string | undefined): boolean {
  const value = (text ?? '').trim().toLowerCase();
  if (['', 'false', '0', 'no', 'off'].includes(value)) return false;
  if (['true', '1', 'yes', 'on'].includes(value)) return true;
  throw refuse(400, 'validateOnly', TEACHER_IMPORT_MESSAGES.invalidValidateOnly);
}

export async function readImportUpload(request: FastifyRequest): Promise<ImportUpload> {
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: IMPORT_LIMITS })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
      } else if (part.fieldname === IMPORT_FILE_FIELD) {
        file = { name: part.filename, bytes: await part.toBuffer() };
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (multipartErrorCode(error) === FILE_TOO_LARGE) throw refuse(413, IMPORT_FILE_FIELD, TEACHER_IMPORT_MESSAGES.fileTooLarge);
    if (isClientMultipartError(error)) throw refuse(400, IMPORT_FILE_FIELD, TEACHER_IMPORT_MESSAGES.noFile);
    throw error;
  }
  if (!file) throw refuse(400, IMPORT_FILE_FIELD, TEACHER_IMPORT_MESSAGES.noFile);
  if (file.bytes.length > MAX_TEACHER_IMPORT_BYTES) throw refuse(413, IMPORT_FILE_FIELD, TEACHER_IMPORT_MESSAGES.fileTooLarge);
  const text = file.bytes.toString('utf8');
  return {
    text,
    format: chosenFormat(fields.format, file.name, text),
    mapping: parsedMapping(fields.mapping),
    validateOnly: parsedValidateOnly(fields.validateOnly),
  };
}
