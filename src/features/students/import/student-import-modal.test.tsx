/**
 * The import modal as a user meets it: a file chosen, its preview with unusable rows flagged,
 * what is sent (decrypted from the envelope), the report of rejected rows and their file, large
 * files in parts with a resumable stop, and files refused before anything is sent. Fetch is
 * stubbed per test; the Import button on the Academic screen is checked through the app.
 */
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_DEFAULT_PERMISSIONS } from '@/contract/permissions';
import { MAX_STUDENT_IMPORT_ROWS, type StudentImportResult } from '@/contract/students';
import { i18n } from '@/lib/i18n/i18n';
import { makeSessionUser, renderApp, seedSession, stubFetch, type StubAnswer } from '@/app/testing/app-test-harness';
import { effectivePermissionsAnswer, makeStudent, studentListAnswer } from '@/features/students/components/testing/student-fixture';
import { readSentBody } from '@/features/students/form/testing/student-form-fixture';
import { StudentImportModal } from '@/features/students/import/student-import-modal';
import { parseCsv } from '@/features/students/import/parse-csv';
import { MAX_IMPORT_FILE_BYTES } from '@/features/students/import/read-import-file';
import { classesAnswer } from '@/features/students/form/testing/classes-answer';

const CLASSES = [
  { id: 5, name: 'Grade 1', code: 'G1' },
  { id: 6, name: 'Grade 2', code: 'G2' },
];

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type ImportHandler = (students: Array<Record<string, unknown>>, request: Request) => StubAnswer | Promise<StubAnswer>;

const answered = (result: StudentImportResult): StubAnswer => ({ body: { success: true, message: 'Import finished', data: result } });
const allImported: ImportHandler = (students) =>
  answered({ imported: students.length, importedIds: students.map((_, index) => index + 1), failed: [] });

function setup(onImport: ImportHandler = allImported) {
  const spy = stubFetch({
    'GET /api/classes': () => classesAnswer(CLASSES),
    'POST /api/students/import': async (request) => {
      const body = (await readSentBody(request)) as { students: Array<Record<string, unknown>> };
      return onImport(body.students, request);
    },
  });
  seedSession(makeSessionUser());
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">
          <Notifications />
          <StudentImportModal opened onClose={onClose} />
        </MantineProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { spy, onClose, invalidate, user: userEvent.setup({ applyAccept: false }) };
}

async function importRequests(spy: ReturnType<typeof stubFetch>) {
  const requests = spy.mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === 'POST' && new URL(request.url).pathname === '/api/students/import');
  return Promise.all(
    requests.map(async (request) => ({
      requestId: request.headers.get('X-Request-ID'),
      students: ((await readSentBody(request)) as { students: Array<Record<string, unknown>> }).students,
    })),
  );
}

const csvFile = (text: string, name = 'students.csv') => new File([`\uFEFF${text}`], name, { type: 'text/csv' });

async function choose(user: ReturnType<typeof userEvent.setup>, file: File) {
  await screen.findByRole('dialog', { name: 'Import Students' });
  await user.upload(screen.getByLabelText('Choose file'), file);
}

describe('Import Students', { timeout: 20_000 }, () => {
  it('previews the file, flags unusable rows, sends the rest and reports the rejected rows with a file of them', async () => {
    const { spy, user, invalidate } = setup((students) =>
      answered({
        imported: students.length - 1,
        importedIds: [11, 12],
        failed: [{ row: 2, admissionNo: 'A-3', errors: { 'user.phone': 'Please enter a valid phone number' } }],
      }),
    );
    await choose(
      user,
      csvFile(
        'First Name,Last Name,Admission No,Dari Name,Phone,Class Code,Parent Name\r\n' +
          'Ahmad,Rahimi,A-1,احمد رحیمی,,G2,Karim Rahimi\r\n' +
          ',Noori,A-2,,,,\r\n' +
          'Maryam,Karimi,A-3,مریم کریمی,x,,\r\n' +
          '\r\n' +
          'Sara,"Ahmadi, Jr",A-4,,,,\r\n',
      ),
    );

    expect(await screen.findByText('File: students.csv')).toBeInTheDocument();
    expect(screen.getByText('4 rows read')).toBeInTheDocument();
    expect(screen.getByText('3 ready to import')).toBeInTheDocument();
    expect(screen.getByText('1 cannot be imported')).toBeInTheDocument();
    const preview = screen.getByRole('table', { name: 'The first rows of the file' });
    const firstRow = within(preview).getAllByRole('row')[1];
    expect(within(firstRow).getByText('احمد رحیمی')).toHaveAttribute('dir', 'rtl');
    expect(within(firstRow).getByText('G2')).toBeInTheDocument();
    expect(within(firstRow).getByText('Karim Rahimi')).toBeInTheDocument();
    const flagged = screen.getByRole('table', { name: 'Rows that cannot be imported (they will not be sent)' });
    expect(within(flagged).getAllByRole('row')[1]).toHaveTextContent(/^3A-2First name is required$/);

    await user.click(screen.getByRole('button', { name: 'Import 3 students' }));
    expect(await screen.findByText('2 imported, 2 rejected')).toBeInTheDocument();

    const [sent] = await importRequests(spy);
    expect(sent.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.students).toEqual([
      {
        admissionNo: 'A-1',
        classId: 6,
        user: { firstName: 'Ahmad', lastName: 'Rahimi', dariName: 'احمد رحیمی' },
        parent: { user: { firstName: 'Karim', lastName: 'Rahimi' } },
      },
      { admissionNo: 'A-3', user: { firstName: 'Maryam', lastName: 'Karimi', dariName: 'مریم کریمی', phone: 'x' } },
      { admissionNo: 'A-4', user: { firstName: 'Sara', lastName: 'Ahmadi, Jr' } },
    ]);

    const rejected = screen.getByRole('table', { name: 'Rejected rows' });
    const rejectedRows = within(rejected).getAllByRole('row').slice(1);
    expect(rejectedRows.map((row) => row.textContent)).toEqual([
      '3A-2First Name: First name is required',
      '4A-3Phone: Please enter a valid phone number',
    ]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['students', 'list'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['students', 'analytics'] });

    const saved: Array<{ name: string; blob: Blob }> = [];
    let lastBlob: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      lastBlob = blob as Blob;
      return 'blob:rejected';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (lastBlob) saved.push({ name: this.download, blob: lastBlob });
    });
    await user.click(screen.getByRole('button', { name: 'Download rejected rows' }));
    expect(saved.map((file) => file.name)).toEqual(['students-rejected.csv']);
    expect(parseCsv(await saved[0].blob.text())).toEqual([
      ['First Name', 'Last Name', 'Admission No', 'Dari Name', 'Phone', 'Class Code', 'Parent Name', 'Import Errors'],
      ['', 'Noori', 'A-2', '', '', '', '', 'First Name: First name is required'],
      ['Maryam', 'Karimi', 'A-3', 'مریم کریمی', 'x', '', '', 'Phone: Please enter a valid phone number'],
    ]);
    expect(await screen.findByText('Saved: students-rejected.csv')).toBeInTheDocument();
  });

  it('sends a large file in parts of at most the server limit, and resumes a stopped import without sending a part twice', async () => {
    let attempts = 0;
    const { spy, user } = setup((students, request) => {
      attempts += 1;
      // The second part is refused once: the import stops there.
      if (attempts === 2) return { status: 400, body: { success: false, message: 'Import refused for now' } };
      return allImported(students, request);
    });
    const rows = Array.from({ length: MAX_STUDENT_IMPORT_ROWS + 1 }, (_, index) => `Student${index},A-${index}`);
    await choose(user, csvFile(['First Name,Admission No', ...rows].join('\r\n')));
    await user.click(await screen.findByRole('button', { name: `Import ${MAX_STUDENT_IMPORT_ROWS + 1} students` }));

    expect(await screen.findByText('Import refused for now')).toBeInTheDocument();
    expect(screen.getByText('The import stopped')).toBeInTheDocument();
    expect(screen.getByText(`${MAX_STUDENT_IMPORT_ROWS} of ${MAX_STUDENT_IMPORT_ROWS + 1} rows were sent`, { exact: false })).toBeInTheDocument();
    expect(screen.getByText(`${MAX_STUDENT_IMPORT_ROWS} imported, 0 rejected`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(`${MAX_STUDENT_IMPORT_ROWS + 1} imported, 0 rejected`)).toBeInTheDocument();
    expect(screen.getByText('Every row was imported.')).toBeInTheDocument();

    const sent = await importRequests(spy);
    expect(sent.map((part) => part.students.length)).toEqual([MAX_STUDENT_IMPORT_ROWS, 1, 1]);
    expect(sent[1].requestId).toBe(sent[2].requestId);
    expect(sent[0].requestId).not.toBe(sent[1].requestId);
    expect(sent[1].students[0]).toEqual({ admissionNo: `A-${MAX_STUDENT_IMPORT_ROWS}`, user: { firstName: `Student${MAX_STUDENT_IMPORT_ROWS}` } });
  });

  it('shows progress while a part is on its way and cannot be closed until it is answered', async () => {
    let answer = () => {};
    const { user, onClose } = setup(
      (students, request) =>
        new Promise<StubAnswer>((resolve) => {
          answer = async () => resolve(await allImported(students, request));
        }),
    );
    await choose(user, csvFile('First Name,Admission No\r\nAhmad,A-1\r\nMaryam,A-2\r\n'));
    await user.click(await screen.findByRole('button', { name: 'Import 2 students' }));
    expect(await screen.findByText('Importing... 0 of 2 rows sent')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();

    answer();
    expect(await screen.findByText('2 imported, 0 rejected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says when the server could not be reached and the rows wait in the offline queue', async () => {
    const { user } = setup(() => ({ status: 202, body: { success: true, queued: true } }));
    await choose(user, csvFile('First Name,Admission No\r\nAhmad,A-1\r\n'));
    await user.click(await screen.findByRole('button', { name: 'Import 1 student' }));
    expect(await screen.findByText('0 imported, 0 rejected')).toBeInTheDocument();
    expect(screen.getByText(/^1 row is waiting to be sent/)).toBeInTheDocument();
  });

  it('refuses an empty file, a file without a First Name column and a file over 5 MB, sending nothing', async () => {
    const { spy, user } = setup();
    await choose(user, csvFile(''));
    expect(await screen.findByText('The file is empty.')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Choose file'), csvFile('Name,Admission No\r\nAhmad,A-1\r\n'));
    expect(
      await screen.findByText('The file has no First Name column. Its first row must name the columns, as in an export.'),
    ).toBeInTheDocument();

    const big = csvFile('First Name,Admission No\r\n');
    Object.defineProperty(big, 'size', { value: MAX_IMPORT_FILE_BYTES + 1 });
    await user.upload(screen.getByLabelText('Choose file'), big);
    expect(await screen.findByText(/^The file is larger than 5 MB/)).toBeInTheDocument();
    expect(await importRequests(spy)).toEqual([]);
  });

  it('flags a class the school does not have, and offers no import when no row is usable', async () => {
    const { user } = setup();
    await choose(user, csvFile('First Name,Admission No,Class\r\nAhmad,A-1,Grade 9\r\n'));
    const flagged = await screen.findByRole('table', { name: 'Rows that cannot be imported (they will not be sent)' });
    expect(within(flagged).getAllByRole('row')[1]).toHaveTextContent(/^2A-1Class not found$/);
    expect(screen.getByText('No row can be imported: fix the file and choose it again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 0 students' })).toBeDisabled();
  });
});

describe('the Import button on the Academic screen', { timeout: 20_000 }, () => {
  function openScreen(permissions: readonly string[]) {
    stubFetch({
      'GET /api/rbac/permissions/user/7/effective': () => effectivePermissionsAnswer(permissions),
      'GET /api/students': () => studentListAnswer([makeStudent()]),
    });
    localStorage.setItem('studentsTab', 'students');
    window.history.replaceState(null, '', '/academic');
    seedSession(makeSessionUser({}, permissions));
    renderApp();
  }

  it('is shown next to Add Student to a user who may create students, and opens the import', async () => {
    openScreen(['student:read', 'student:create']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('dialog', { name: 'Import Students' })).toBeInTheDocument();
  });

  it('is hidden from a user who may only read students', async () => {
    openScreen(ROLE_DEFAULT_PERMISSIONS.STAFF);
    expect(await screen.findByRole('row', { name: 'Ahmad Rahimi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  });
});
