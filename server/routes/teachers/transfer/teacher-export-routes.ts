/**
 * GET /teachers/export: the teachers matching the list's filters as a CSV or JSON file (spec part
 * 2 §7.2), streamed: rows are read in batches by id (keyset, never OFFSET) and written as they
 * come, so memory stays flat. The file is in id order; the list's sort does not apply. `fields`
 * (comma separated field names, default all) chooses the columns and their order. XLSX is not
 * offered: CSV opens in every spreadsheet. Access: teacher:read (what the list already shows).
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import * as transferEndpoints from '@/contract/endpoints/teachers/transfer';
import {
  TEACHER_EXPORT_FIELDS,
  TEACHER_EXPORT_FORMATS,
  type Teacher,
  type TeacherExportField,
  type TeacherExportFormat,
} from '@/contract/teachers';
import { CSV_BOM, csvCell } from '../../../lib/csv';
import { httpError } from '../../../lib/http-error';
import { kabulDay } from '../../../lib/kabul-time';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import { toTeacherDto } from '../teacher-dto';
import { readTeacherExportBatch, teacherListCondition } from '../teacher-list-repository';
import { TEACHER_FIELD_LABELS, teacherFieldNamed, teacherFieldValue } from './teacher-transfer-fields';

export const TEACHER_EXPORT_BATCH_SIZE = 500;

export const TEACHER_EXPORT_MESSAGES = {
  unsupportedFormat: (format: string) => `Export format "${format}" is not supported: use ${TEACHER_EXPORT_FORMATS.join(' or ')}`,
  unknownFields: (names: string[]) =>
    `Unknown export field${names.length > 1 ? 's' : ''} ${names.map((name) => `"${name}"`).join(', ')}: use ${TEACHER_EXPORT_FIELDS.join(', ')}`,
} as const;

function chosenFormat(format: string): TeacherExportFormat {
  if ((TEACHER_EXPORT_FORMATS as readonly string[]).includes(format)) return format as TeacherExportFormat;
  const message = TEACHER_EXPORT_MESSAGES.unsupportedFormat(format);
  throw httpError(400, message, { format: message });
}

/** The fields asked for (names or labels, any case), in their order without repeats; all by default. */
export function chosenFields(fields: string | undefined): TeacherExportField[] {
  const names = (fields ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  if (names.length === 0) return [...TEACHER_EXPORT_FIELDS];
  const unknown = names.filter((name) => !teacherFieldNamed(name));
  if (unknown.length > 0) {
    const message = TEACHER_EXPORT_MESSAGES.unknownFields(unknown);
    throw httpError(400, message, { fields: message });
  }
  return [...new Set(names.map((name) => teacherFieldNamed(name)!))];
}

const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The file piece by piece: the opening (CSV header or "["), one batch of teachers at a time, the end. */
async function* exportChunks(
  format: TeacherExportFormat,
  fields: readonly TeacherExportField[],
  read: (afterId: number) => Promise<Teacher[]>,
): AsyncGenerator<string> {
  yield format === 'csv' ? CSV_BOM + csvLine(fields.map((field) => TEACHER_FIELD_LABELS[field])) : '[';
  let afterId = 0;
  let first = true;
  for (;;) {
    const batch = await read(afterId);
    if (format === 'csv') {
      yield batch.map((teacher) => csvLine(fields.map((field) => teacherFieldValue(teacher, field)))).join('');
    } else if (batch.length > 0) {
      const objects = batch.map((teacher) => JSON.stringify(Object.fromEntries(fields.map((field) => [field, teacherFieldValue(teacher, field)]))));
      yield `${first ? '\n' : ',\n'}${objects.join(',\n')}`;
      first = false;
    }
    if (batch.length < TEACHER_EXPORT_BATCH_SIZE) break;
    afterId = batch[batch.length - 1].id;
  }
  if (format === 'json') yield first ? ']\n' : '\n]\n';
}

export const teacherExportRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, transferEndpoints.exportFile, async (request, reply) => {
    const user = requireUser(request.user);
    const { format: formatName, fields: fieldNames, _t: _ignored, ...filters } = request.query;
    const format = chosenFormat(formatName);
    const fields = chosenFields(fieldNames);
    // Checked now (403 for a school outside the scope), before the answer starts streaming.
    const condition = teacherListCondition(user, filters);
    const read = async (afterId: number) => {
      const rows = await readTeacherExportBatch(app.db, condition, afterId, TEACHER_EXPORT_BATCH_SIZE);
      return rows.map((row) => toTeacherDto(row));
    };
    const stream = Readable.from(exportChunks(format, fields, read));
    stream.on('error', (error) => request.log.error({ err: error }, 'teacher export stopped'));
    return reply
      .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="teachers-${kabulDay()}.${format}"`)
      .header('cache-control', 'no-store')
      // The response schema documents the file; the body is its stream.
      .send(stream as unknown as string);
  });
};
