/**
 * GET /students/export: the students matching the list's filters as a CSV file (spec part 2
 * §7.1), streamed: rows are read in batches by id (keyset, never OFFSET) and written as they
 * come, so memory stays flat however many students there are. The file is in id order (the
 * order students were added); sortBy/sortOrder of the list do not apply. Only format=csv
 * exists. Access: student:export.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import * as studentEndpoints from '@/contract/endpoints/students';
import { STUDENT_EXPORT_FORMATS, type Student } from '@/contract/students';
import { CSV_BOM, csvCell, type CsvColumn } from '../../../lib/csv';
import { httpError } from '../../../lib/http-error';
import { kabulDay } from '../../../lib/kabul-time';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import type { AuthUser } from '../../../types';
import type { StudentFilters } from '../student-list-filters';
import { createStudentRepository } from '../student-repository';

export const EXPORT_BATCH_SIZE = 500;

export const unsupportedFormatMessage = (format: string) =>
  `Export format "${format}" is not supported: use ${STUDENT_EXPORT_FORMATS.join(', ')}`;

const fullName = (person: { firstName: string | null; middleName: string | null; lastName: string | null }) =>
  [person.firstName, person.middleName, person.lastName].filter(Boolean).join(' ');

export const STUDENT_EXPORT_COLUMNS: readonly CsvColumn<Student>[] = [
  { header: 'ID', value: (s) => s.id },
  { header: 'Admission No', value: (s) => s.admissionNo },
  { header: 'Roll No', value: (s) => s.rollNo },
  { header: 'First Name', value: (s) => s.user.firstName },
  { header: 'Middle Name', value: (s) => s.user.middleName },
  { header: 'Last Name', value: (s) => s.user.lastName },
  { header: 'Dari Name', value: (s) => s.user.dariName },
  { header: 'Username', value: (s) => s.user.username },
  { header: 'Gender', value: (s) => s.user.gender },
  { header: 'Date of Birth', value: (s) => s.user.dateOfBirth },
  { header: 'Phone', value: (s) => s.user.phone },
  { header: 'Email', value: (s) => s.user.email },
  { header: 'Status', value: (s) => s.status },
  { header: 'Class', value: (s) => s.class?.name },
  { header: 'Class Code', value: (s) => s.class?.code },
  { header: 'Admission Date', value: (s) => s.admissionDate },
  { header: 'Tazkira No', value: (s) => s.tazkiraNo },
  { header: 'Blood Group', value: (s) => s.bloodGroup },
  { header: 'Nationality', value: (s) => s.nationality },
  { header: 'Religion', value: (s) => s.religion },
  { header: 'Previous School', value: (s) => s.previousSchool },
  { header: 'Current Address', value: (s) => s.currentAddress },
  { header: 'Current City', value: (s) => s.currentCity },
  { header: 'Current Province', value: (s) => s.currentProvince },
  { header: 'Current Country', value: (s) => s.currentCountry },
  { header: 'Origin Address', value: (s) => s.originAddress },
  { header: 'Origin City', value: (s) => s.originCity },
  { header: 'Origin Province', value: (s) => s.originProvince },
  { header: 'Origin Country', value: (s) => s.originCountry },
  { header: 'Parent Name', value: (s) => (s.parent ? fullName(s.parent.user) : null) },
  { header: 'Parent Phone', value: (s) => s.parent?.user.phone },
  { header: 'Parent Relationship', value: (s) => s.parent?.relationship },
  { header: 'Created At', value: (s) => s.createdAt },
  { header: 'Deleted At', value: (s) => s.deletedAt },
];

const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The file, line by line: the header, then one batch of students at a time. */
async function* studentCsvLines(read: (afterId: number) => Promise<Student[]>): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(STUDENT_EXPORT_COLUMNS.map((column) => column.header));
  let afterId = 0;
  for (;;) {
    const batch = await read(afterId);
    if (batch.length === 0) return;
    yield batch.map((student) => csvLine(STUDENT_EXPORT_COLUMNS.map((column) => column.value(student)))).join('');
    if (batch.length < EXPORT_BATCH_SIZE) return;
    afterId = batch[batch.length - 1].id;
  }
}

export const studentExportRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, studentEndpoints.exportCsv, async (request, reply) => {
    const user: AuthUser = requireUser(request.user);
    const { format, _t: _ignored, ...filters } = request.query;
    if (!(STUDENT_EXPORT_FORMATS as readonly string[]).includes(format)) {
      throw httpError(400, unsupportedFormatMessage(format), { format: unsupportedFormatMessage(format) });
    }
    const repository = createStudentRepository(app.db);
    const studentFilters: StudentFilters = filters;
    // One batch ahead at most (object mode's default would read 16 ahead of a slow client).
    const stream = Readable.from(
      studentCsvLines((afterId) => repository.batchAfter(afterId, EXPORT_BATCH_SIZE, studentFilters, user)),
      { highWaterMark: 1 },
    );
    stream.on('error', (error) => request.log.error({ err: error }, 'student export stopped'));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="students-${kabulDay()}.csv"`)
      .header('cache-control', 'no-store')
      // The response schema documents the CSV text; the body is its stream.
      .send(stream as unknown as string);
  });
};
