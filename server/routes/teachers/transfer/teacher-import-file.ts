/**
 * Turns an imported file into teacher payloads: CSV (header row, then one teacher per line) or
 * JSON (an array of objects; a nested `emergencyContact` object is taken as its three fields).
 * Each column goes to the field the mapping names (`{"column": "field"}`, a field given by name
 * or label, "" to leave the column out), else to the field its own name or label names; columns
 * naming no importable field (id, timestamps, anything else) are left out. Rows with no value at
 * all are skipped. `row` counts data rows from 1.
 */
import { MAX_TEACHER_IMPORT_ROWS, TEACHER_IMPORT_FIELDS, type TeacherExportField } from '@/contract/teachers';
import { httpError } from '../../../lib/http-error';
import { CsvFormatError, parseCsv, withoutFormulaGuard } from './teacher-import-csv';
import { TEACHER_IMPORT_MESSAGES } from './teacher-import-messages';
import { normaliseColumnName, teacherFieldNamed } from './teacher-transfer-fields';

export type TeacherImportFormat = 'csv' | 'json';
export type ImportedRow = { row: number; payload: Record<string, unknown> };
export type ColumnMapping = Record<string, string | null>;

type Table = { columns: string[]; records: Array<Record<string, unknown>> };

const importable = new Set<string>(TEACHER_IMPORT_FIELDS);
const CONTACT_FIELDS: Partial<Record<TeacherExportField, 'name' | 'relationship' | 'phone'>> = {
  emergencyContactName: 'name',
  emergencyContactRelationship: 'relationship',
  emergencyContactPhone: 'phone',
};

const refuse = (field: string, message: string) => httpError(400, message, { [field]: message });

function csvTable(text: string): Table {
  let cells: string[][];
  try {
    cells = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvFormatError) throw refuse('file', TEACHER_IMPORT_MESSAGES.invalidCsv(error.message));
    throw error;
  }
  const [header = [], ...lines] = cells;
  const columns = header.map((name) => name.trim());
  const records = lines.map((line) => Object.fromEntries(columns.map((column, index) => [column, withoutFormulaGuard(line[index] ?? '')])));
  return { columns, records };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function jsonTable(text: string): Table {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw refuse('file', TEACHER_IMPORT_MESSAGES.invalidJson);
  }
  if (!Array.isArray(parsed)) throw refuse('file', TEACHER_IMPORT_MESSAGES.notAnArray);
  const columns = new Set<string>();
  const records = parsed.map((item) => {
    if (!isPlainObject(item)) throw refuse('file', TEACHER_IMPORT_MESSAGES.notAnArray);
    const { emergencyContact, ...rest } = item;
    const record: Record<string, unknown> = isPlainObject(emergencyContact)
      ? { ...rest, emergencyContactName: emergencyContact.name, emergencyContactRelationship: emergencyContact.relationship, emergencyContactPhone: emergencyContact.phone }
      : item;
    Object.keys(record).forEach((key) => columns.add(key));
    return record;
  });
  return { columns: [...columns], records };
}

/** The mapping entry of a column: by its exact name, else by the same name in another case or spacing. */
function mappedTarget(mapping: ColumnMapping, column: string): string | null | undefined {
  if (Object.hasOwn(mapping, column)) return mapping[column];
  const key = Object.keys(mapping).find((name) => normaliseColumnName(name) === normaliseColumnName(column));
  return key === undefined ? undefined : mapping[key];
}

/** Column → field for every column that feeds a field; refuses a mapping that does not fit the file. */
export function columnFields(columns: readonly string[], mapping: ColumnMapping): Map<string, TeacherExportField> {
  const missing = Object.keys(mapping).filter(
    (name) => !columns.some((column) => column === name || normaliseColumnName(column) === normaliseColumnName(name)),
  );
  if (missing.length > 0) throw refuse('mapping', TEACHER_IMPORT_MESSAGES.mappingColumnMissing(missing));
  const unknown = Object.values(mapping).filter(
    (target): target is string => typeof target === 'string' && target.trim() !== '' && !importable.has(teacherFieldNamed(target) ?? ''),
  );
  if (unknown.length > 0) throw refuse('mapping', TEACHER_IMPORT_MESSAGES.mappingFieldUnknown(unknown));

  const fields = new Map<string, TeacherExportField>();
  const used = new Set<TeacherExportField>();
  for (const column of columns) {
    const target = mappedTarget(mapping, column);
    const field = target === undefined ? teacherFieldNamed(column) : target ? teacherFieldNamed(target) : undefined;
    if (!field || !importable.has(field)) continue;
    if (used.has(field)) throw refuse('mapping', TEACHER_IMPORT_MESSAGES.mappingFieldTwice(field));
    used.add(field);
    fields.set(column, field);
  }
  return fields;
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function toPayload(record: Record<string, unknown>, fields: Map<string, TeacherExportField>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  const contact: Record<string, unknown> = {};
  for (const [column, field] of fields) {
    const value = record[column];
    if (value === undefined) continue;
    const contactKey = CONTACT_FIELDS[field];
    if (contactKey) contact[contactKey] = value;
    else payload[field] = value;
  }
  if (Object.values(contact).some((value) => !isBlank(value))) payload.emergencyContact = contact;
  return payload;
}

export function readImportedRows(text: string, format: TeacherImportFormat, mapping: ColumnMapping): ImportedRow[] {
  const table = format === 'csv' ? csvTable(text) : jsonTable(text);
  const fields = columnFields(table.columns, mapping);
  const rows: ImportedRow[] = [];
  table.records.forEach((record, index) => {
    if (Object.values(record).every(isBlank)) return;
    rows.push({ row: index + 1, payload: toPayload(record, fields) });
  });
  if (rows.length === 0) throw refuse('file', TEACHER_IMPORT_MESSAGES.noRows);
  if (rows.length > MAX_TEACHER_IMPORT_ROWS) throw refuse('file', TEACHER_IMPORT_MESSAGES.tooManyRows);
  return rows;
}
