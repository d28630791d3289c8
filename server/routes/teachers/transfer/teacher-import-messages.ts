/** What the teachers import answers (the spec has no texts for it). */
import { MAX_TEACHER_IMPORT_ROWS, TEACHER_IMPORT_FIELDS } from '@/contract/teachers';

const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ');

export const TEACHER_IMPORT_MESSAGES = {
  noFile: 'Please choose a CSV or JSON file in the field "file"',
  fileTooLarge: 'The file must be at most 2 MB',
  unsupportedFormat: (format: string) => `Import format "${format}" is not supported: use csv or json`,
  unknownFormat: 'Say the file\'s format (csv or json): it could not be told from its name',
  invalidJson: 'The file is not valid JSON: send an array of teachers',
  notAnArray: 'A JSON import is an array of teacher objects',
  invalidCsv: (reason: string) => `The CSV file cannot be read: ${reason}`,
  noRows: 'The file has no teachers',
  tooManyRows: `At most ${MAX_TEACHER_IMPORT_ROWS} teachers per import`,
  invalidMapping: 'The mapping must be a JSON object: {"column in the file": "teacher field"}',
  mappingColumnMissing: (columns: readonly string[]) => `The file has no column ${quoted(columns)}`,
  mappingFieldUnknown: (fields: readonly string[]) =>
    `Unknown teacher field ${quoted(fields)}: use ${TEACHER_IMPORT_FIELDS.join(', ')}`,
  mappingFieldTwice: (field: string) => `Two columns are mapped to the field "${field}"`,
  invalidValidateOnly: 'validateOnly must be true or false',
  duplicateInFile: (label: string, value: string, row: number) => `${label} "${value}" is also in row ${row} of the file`,
  imported: (created: number, rejected: number) => `Import finished: ${created} created, ${rejected} rejected`,
  checked: (accepted: number, rejected: number) => `Checked: ${accepted} can be imported, ${rejected} rejected (nothing was saved)`,
} as const;
