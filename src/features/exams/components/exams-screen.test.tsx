/**
 * The Exams screen over stubbed API answers: the list (cards, filters sent, empty state,
 * permissions), scheduling with the server's 409 double booking, the subject fallback, the
 * cancel confirmation, grade entry (live percentage and label, one POST per fill, the students a
 * 400 names highlighted), the results (figures, distribution, ranks) and the timetable by day.
 */
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXAM_MESSAGES, examOverlaps, scoreAboveMaxMarks } from '@/contract/exams';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch, type StubRoutes } from '@/app/testing/app-test-harness';
import ExamsScreen from '@/features/exams/components/exams-screen';
import {
  classesAnswer,
  examListAnswer,
  makeClass,
  makeExam,
  makeResults,
  makeTimetable,
  ok,
  readSentBody,
  studentsAnswer,
  subjectsAnswer,
} from '@/features/exams/testing/exam-fixture';
import { writeDeviceSession } from '@/lib/offline/device-session';
import { localDatabase } from '@/lib/offline/local-database';
import { addToOutbox } from '@/lib/offline/outbox/outbox-store';
import { envelopeBytes, makeOutboxWrite } from '@/lib/offline/outbox/testing/outbox-fixture';
import { makeValidTestToken } from '@/lib/token/test-token';

const EXAM_MANAGER = ['exam:read', 'exam:create', 'exam:update', 'exam:delete', 'subject:read', 'class:read', 'student:read'];

afterEach(() => {
  act(() => notifications.clean());
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup(routes: StubRoutes, permissions: readonly string[] = EXAM_MANAGER) {
  const spy = stubFetch({ 'GET /api/classes': classesAnswer, 'GET /api/subjects': subjectsAnswer, ...routes });
  seedSession(makeSessionUser({}, permissions));
  renderWithProviders(<ExamsScreen />);
  return { spy, user: userEvent.setup() };
}

function requestsTo(spy: ReturnType<typeof stubFetch>, method: string, pathname: string): Request[] {
  return spy.mock.calls
    .map(([input, init]) => (input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init)))
    .filter((request) => request.method === method && new URL(request.url).pathname === pathname);
}

const findCard = (name: string) => screen.findByRole('article', { name });

describe('Exams screen', { timeout: 30_000 }, () => {
  it('lists exams as cards and sends the status filter; says when nothing matches', async () => {
    const { spy, user } = setup({
      'GET /api/exams': (request) => examListAnswer(new URL(request.url).searchParams.get('status') === 'CANCELLED' ? [] : [makeExam(), makeExam({ id: 8, name: 'Dari dictation', status: 'COMPLETED', gradedCount: 3 })]),
    });
    expect(screen.getByText('Loading exams...')).toBeInTheDocument();
    const card = await findCard('Midterm Mathematics');
    for (const text of ['Grade 7 A · Mathematics', 'Nov 23, 2026 · 08:00–09:30 · Room 12', 'Scheduled']) expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(card).getByText(/Out of 40 marks · 0 graded/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancel exam' })).toBeInTheDocument();
    const done = await findCard('Dari dictation');
    // Graded: neither cancelled nor deleted (the server refuses both).
    expect(within(done).queryByRole('button', { name: 'Cancel exam' })).toBeNull();
    expect(within(done).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'CANCELLED');
    expect(await screen.findByText('No exam matches your filters.')).toBeInTheDocument();
    const last = Object.fromEntries(new URL(requestsTo(spy, 'GET', '/api/exams').at(-1)!.url).searchParams);
    expect(last).toEqual({ limit: '20', page: '1', status: 'CANCELLED' });
  });

  it('hides scheduling, edits and grade entry for a reader, and says "No exams scheduled yet"', async () => {
    setup({ 'GET /api/exams': () => examListAnswer([]) }, ['exam:read']);
    expect(await screen.findByText('No exams scheduled yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schedule exam' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Grade entry' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Results' })).toBeInTheDocument();
  });

  it('schedules an exam with the contract body and shows the server 409 naming the other exam', async () => {
    const overlap = examOverlaps({ name: 'Dari dictation', className: 'Grade 7 A', examDate: '2026-11-30', startTime: '08:00', endTime: '09:00', room: null }, 'class');
    let posts = 0;
    const { spy, user } = setup({
      'GET /api/exams': () => examListAnswer([]),
      'POST /api/exams': () => {
        posts += 1;
        return posts === 1 ? { status: 409, body: { success: false, message: overlap } } : { status: 201, body: { success: true, message: 'Exam scheduled successfully', data: makeExam({ id: 9 }) } };
      },
    });
    await screen.findByText('No exams scheduled yet');
    await user.click(screen.getByRole('button', { name: 'Schedule exam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule exam' });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule exam' }));
    expect(await within(dialog).findByText('Exam name is required')).toBeInTheDocument();
    expect(requestsTo(spy, 'POST', '/api/exams')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Exam name/ }), 'Midterm Mathematics');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name in Dari' }), 'امتحان ریاضی');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Mathematics (MATH)' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Class/ }), 'Grade 7 A');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Subject/ }), 'Mathematics (MATH)');
    const date = within(dialog).getByLabelText(/Date/);
    await user.clear(date);
    await user.type(date, '2026-11-30');
    const max = within(dialog).getByRole('spinbutton', { name: /Maximum marks/ });
    await user.clear(max);
    await user.type(max, '40');
    await user.type(within(dialog).getByRole('textbox', { name: /Room/ }), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule exam' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(overlap);
    const sent = requestsTo(spy, 'POST', '/api/exams');
    expect(await readSentBody(sent[0])).toEqual({
      name: 'Midterm Mathematics',
      dariName: 'امتحان ریاضی',
      pashtoName: null,
      classId: 1,
      subjectId: 5,
      examDate: '2026-11-30',
      startTime: '08:00',
      endTime: '09:00',
      room: '12',
      maxMarks: 40,
      academicYear: null,
    });
    // After a move to another hour: a new write, a new X-Request-ID.
    const start = within(dialog).getByLabelText(/Start time/);
    await user.clear(start);
    await user.type(start, '10:00');
    const end = within(dialog).getByLabelText(/End time/);
    await user.clear(end);
    await user.type(end, '11:00');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule exam' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Schedule exam' })).toBeNull());
    const [first, second] = requestsTo(spy, 'POST', '/api/exams');
    expect(first.headers.get('X-Request-ID')).not.toEqual(second.headers.get('X-Request-ID'));
    expect(await screen.findByText('Exam "Midterm Mathematics" scheduled')).toBeInTheDocument();
  });

  it('offers the class subjects when the school subject list is refused', async () => {
    setup(
      {
        'GET /api/exams': () => examListAnswer([]),
        'GET /api/subjects': () => ({ status: 403, body: { success: false, message: 'You do not have permission: subject:read' } }),
        'GET /api/classes/2': () =>
          ok({ ...makeClass(2, 'Grade 8 B', 'G8B'), grade: 8, section: 'B', subjects: [{ subject: { id: 6, name: 'Dari', code: 'DARI' }, teachers: [] }] }),
      },
      ['exam:read', 'exam:create'],
    );
    const user = userEvent.setup();
    await screen.findByText('No exams scheduled yet');
    await user.click(screen.getByRole('button', { name: 'Schedule exam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule exam' });
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Grade 8 B' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Class/ }), 'Grade 8 B');
    expect(await within(dialog).findByRole('option', { name: 'Dari (DARI)' })).toBeInTheDocument();
    expect(within(dialog).getByText('The subjects taught in the chosen class')).toBeInTheDocument();
  });

  it('cancels a scheduled exam after confirmation', async () => {
    const { spy, user } = setup({
      'GET /api/exams': () => examListAnswer([makeExam()]),
      'PUT /api/exams/7': () => ok(makeExam({ status: 'CANCELLED' })),
    });
    const card = await findCard('Midterm Mathematics');
    await user.click(within(card).getByRole('button', { name: 'Cancel exam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel exam' });
    expect(requestsTo(spy, 'PUT', '/api/exams/7')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel exam' }));
    await waitFor(() => expect(requestsTo(spy, 'PUT', '/api/exams/7')).toHaveLength(1));
    expect(await readSentBody(requestsTo(spy, 'PUT', '/api/exams/7')[0])).toEqual({ status: 'CANCELLED' });
    expect(await screen.findByText('Exam "Midterm Mathematics" cancelled')).toBeInTheDocument();
  });

  it('edits an exam from its values, and keeps the delete dialog open with the server refusal', async () => {
    const { spy, user } = setup({
      'GET /api/exams': () => examListAnswer([makeExam()]),
      'PUT /api/exams/7': () => ok(makeExam({ room: '14' })),
      'DELETE /api/exams/7': () => ({ status: 409, body: { success: false, message: EXAM_MESSAGES.hasGradesDelete } }),
    });
    const card = await findCard('Midterm Mathematics');
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit exam' });
    expect(within(dialog).getByRole('textbox', { name: /Exam name/ })).toHaveValue('Midterm Mathematics');
    const room = within(dialog).getByRole('textbox', { name: /Room/ });
    await user.clear(room);
    await user.type(room, '14');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(requestsTo(spy, 'PUT', '/api/exams/7')).toHaveLength(1));
    expect(await readSentBody(requestsTo(spy, 'PUT', '/api/exams/7')[0])).toMatchObject({ classId: 1, subjectId: 5, room: '14', maxMarks: 40, startTime: '08:00', endTime: '09:30' });
    expect(await screen.findByText('Exam "Midterm Mathematics" updated')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete exam' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(EXAM_MESSAGES.hasGradesDelete);
    expect(screen.getByRole('dialog', { name: 'Delete exam' })).toBeInTheDocument();
  });

  it('an edit overtaken by another save shows the two versions, the subject by name; keeping mine sends it again made from the saved version', async () => {
    const theirs = makeExam({ subject: { id: 6, name: 'Dari', code: 'DARI' }, room: '12', updatedAt: '2026-11-02T08:00:00.000Z' });
    let puts = 0;
    const { spy, user } = setup({
      'GET /api/exams': () => examListAnswer([makeExam()]),
      'PUT /api/exams/7': () => ((puts += 1) === 1 ? { status: 412, body: { success: false, message: 'changed', current: theirs } } : ok(makeExam({ room: '14' }))),
    });
    await user.click(within(await findCard('Midterm Mathematics')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit exam' });
    const room = within(dialog).getByRole('textbox', { name: /Room/ });
    await user.clear(room);
    await user.type(room, '14');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    const versions = await screen.findByRole('group', { name: 'The two versions, field by field' });
    expect(within(versions).getByRole('radiogroup', { name: 'Subject' })).toHaveTextContent(/Your change.*Mathematics.*Saved now.*Dari/);
    expect(within(versions).getByRole('radiogroup', { name: 'Room' })).toHaveTextContent(/Your change.*14.*Saved now.*12/);
    await user.click(screen.getByRole('button', { name: 'Keep mine' }));

    expect(await screen.findByText('Exam "Midterm Mathematics" updated')).toBeInTheDocument();
    const [first, second] = requestsTo(spy, 'PUT', '/api/exams/7');
    expect(first.headers.get('If-Match')).toBe('"2026-11-01T08:00:00.000Z"');
    expect(second.headers.get('If-Match')).toBe('"2026-11-02T08:00:00.000Z"');
    expect(await readSentBody(second)).toMatchObject({ subjectId: 5, room: '14' });
  });

  it('says when the exams cannot be loaded and tries again', async () => {
    let calls = 0;
    const { user } = setup({
      'GET /api/exams': () => {
        calls += 1;
        return calls === 1 ? { status: 403, body: { success: false, message: 'You do not have permission: exam:read' } } : examListAnswer([makeExam()]);
      },
    });
    expect(await screen.findByText('You do not have permission: exam:read', {})).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findCard('Midterm Mathematics')).toBeInTheDocument();
  });

  it('opens the grade sheet with the grades waiting on this device over the saved ones, says so, and Needs attention once refused', async () => {
    await writeDeviceSession(makeValidTestToken({ sub: '7' }), 'Karim');
    const entry = { records: [{ studentId: 12, score: 31, remarks: 'Better' }, { studentId: 13, score: 18, remarks: null }] };
    await addToOutbox(makeOutboxWrite('waiting-grades', { url: '/api/exams/7/grades', body: await envelopeBytes(entry) }));
    // Another exam's grades and another user's are not this sheet's.
    await addToOutbox(makeOutboxWrite('other-exam', { url: '/api/exams/8/grades', body: await envelopeBytes({ records: [{ studentId: 11, score: 1, remarks: null }] }) }));
    await addToOutbox(makeOutboxWrite('other-user', { userId: '8', url: '/api/exams/7/grades', body: await envelopeBytes({ records: [{ studentId: 11, score: 2, remarks: null }] }) }));
    const { user } = setup({
      'GET /api/exams': () => examListAnswer([makeExam()]),
      'GET /api/exams/7/results': () => ok(makeResults({ exam: makeExam() })),
      'GET /api/students': studentsAnswer,
    });
    await user.click(within(await findCard('Midterm Mathematics')).getByRole('button', { name: 'Enter grades' }));
    const notice = await screen.findByRole('status', { name: /Pending sync/ });
    expect(notice).toHaveTextContent('These grades are saved on this device and will be sent when the server can be reached.');
    // Maryam's 37 is the server's; Ahmad's 25 and Sara's blank are under the waiting 31 and 18.
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Score of Ahmad Noori' })).toHaveValue(31));
    expect(screen.getByRole('spinbutton', { name: 'Score of Maryam Safi' })).toHaveValue(37);
    expect(screen.getByRole('spinbutton', { name: 'Score of Sara Rahimi' })).toHaveValue(18);
    expect(screen.getByRole('textbox', { name: 'Remarks for Ahmad Noori' })).toHaveValue('Better');

    await act(() => localDatabase().outbox.where('requestId').equals('waiting-grades').modify({ state: 'attention' }));
    expect(await screen.findByRole('status', { name: /Needs attention/ })).toHaveTextContent('The server refused these grades.');
  });

  it('enters grades: live percentage and label, one POST, the students a 400 names highlighted, the retry keeps its X-Request-ID', async () => {
    const refusal = scoreAboveMaxMarks('Ahmad Noori', 40);
    let posts = 0;
    const { spy, user } = setup({
      'GET /api/exams': () => examListAnswer([makeExam()]),
      'GET /api/exams/7/results': () => ok(makeResults({ exam: makeExam(), students: [], figures: { ...makeResults().figures, gradedCount: 0 } })),
      'GET /api/students': studentsAnswer,
      'POST /api/exams/7/grades': () => {
        posts += 1;
        return posts < 3
          ? { status: 400, body: { success: false, message: refusal } }
          : ok({ examId: 7, status: 'COMPLETED', created: 2, updated: 0 }, { message: 'Grades saved successfully' });
      },
    });
    const card = await findCard('Midterm Mathematics');
    await user.click(within(card).getByRole('button', { name: 'Enter grades' }));
    expect(screen.getByRole('tab', { name: 'Grade entry' })).toHaveAttribute('aria-selected', 'true');
    expect(window.location.search).toBe('?tab=grades');
    const maryam = await screen.findByRole('spinbutton', { name: 'Score of Maryam Safi' });
    expect(new URL(requestsTo(spy, 'GET', '/api/students')[0].url).searchParams.get('classId')).toBe('1');
    await user.type(maryam, '37');
    const row = maryam.closest('tr')!;
    expect(within(row as HTMLElement).getByText('92.5%')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('A+')).toBeInTheDocument();

    const ahmad = screen.getByRole('spinbutton', { name: 'Score of Ahmad Noori' });
    await user.type(ahmad, '41');
    expect(screen.getByText('0 to 40')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save grades' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('1 score is not between 0 and 40');
    expect(requestsTo(spy, 'POST', '/api/exams/7/grades')).toHaveLength(0);

    await user.clear(ahmad);
    await user.type(ahmad, '25');
    await user.type(screen.getByRole('textbox', { name: 'Remarks for Ahmad Noori' }), 'Revise fractions');
    await user.click(screen.getByRole('button', { name: 'Save grades' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(refusal));
    expect(ahmad).toHaveAttribute('aria-invalid', 'true');
    expect(maryam).not.toHaveAttribute('aria-invalid', 'true');
    const [first] = requestsTo(spy, 'POST', '/api/exams/7/grades');
    expect(await readSentBody(first)).toEqual({
      records: [
        { studentId: 11, score: 37, remarks: null },
        { studentId: 12, score: 25, remarks: 'Revise fractions' },
      ],
    });

    // Sent again unchanged: the same write, the same X-Request-ID.
    await user.click(screen.getByRole('button', { name: 'Save grades' }));
    await waitFor(() => expect(requestsTo(spy, 'POST', '/api/exams/7/grades')).toHaveLength(2));
    const [, second] = requestsTo(spy, 'POST', '/api/exams/7/grades');
    expect(second.headers.get('X-Request-ID')).toBe(first.headers.get('X-Request-ID'));
    // Changed: a new write.
    await user.clear(ahmad);
    await user.type(ahmad, '24');
    await user.click(screen.getByRole('button', { name: 'Save grades' }));
    expect(await screen.findByText('2 grades saved for "Midterm Mathematics"')).toBeInTheDocument();
    const third = requestsTo(spy, 'POST', '/api/exams/7/grades')[2];
    expect(third.headers.get('X-Request-ID')).not.toBe(first.headers.get('X-Request-ID'));
  });

  it('shows the results: class figures, distribution by label and the ranked table', async () => {
    window.history.replaceState(null, '', '/?tab=results');
    const { user } = setup({ 'GET /api/exams': () => examListAnswer([makeExam({ status: 'COMPLETED', gradedCount: 2 })]), 'GET /api/exams/7/results': () => ok(makeResults()) });
    expect(await screen.findByText('Choose an exam to see its results.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('option', { name: /Midterm Mathematics/ })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Exam' }), '7');
    const graded = await screen.findByRole('group', { name: 'Graded' });
    expect(graded).toHaveTextContent('2 / 3');
    expect(screen.getByRole('group', { name: 'Average' })).toHaveTextContent('77.5%');
    expect(screen.getByRole('group', { name: 'Pass rate' })).toHaveTextContent('100%');
    expect(screen.getByRole('progressbar', { name: 'A+: 1 student' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Ranked results' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/1Maryam Safi.*37 \/ 40.*92.5%.*A\+.*Passed/);
    expect(rows[2]).toHaveTextContent(/Sara Rahimi.*Not graded/);
  });

  it('prints a card room stored as "Room 106" once', async () => {
    setup({ 'GET /api/exams': () => examListAnswer([makeExam({ room: 'Room 106' })]) });
    const card = await findCard('Midterm Mathematics');
    expect(within(card).getByText('Nov 23, 2026 · 08:00–09:30 · Room 106')).toBeInTheDocument();
    expect(within(card).queryByText(/Room Room/)).toBeNull();
  });

  it("prints a timetable slot's room stored as 'Room 106' once", async () => {
    window.history.replaceState(null, '', '/?tab=timetable');
    const timetable = makeTimetable();
    const days = timetable.days.map((day) => ({ ...day, exams: day.exams.map((slot) => ({ ...slot, room: 'Room 106' })) }));
    setup({ 'GET /api/exams': () => examListAnswer([]), 'GET /api/exam-timetables': () => ok({ ...timetable, days }) });
    const day = await screen.findByRole('region', { name: 'Nov 25, 2026' });
    expect(within(day).getByText('Grade 7 A · Mathematics · Room 106')).toBeInTheDocument();
  });

  it('lists upcoming exams by day from the school today, for the chosen class', async () => {
    window.history.replaceState(null, '', '/?tab=timetable');
    const { spy, user } = setup({ 'GET /api/exams': () => examListAnswer([]), 'GET /api/exam-timetables': () => ok(makeTimetable()) });
    const day = await screen.findByRole('region', { name: 'Nov 25, 2026' });
    expect(within(day).getByText(/10:00–11:00 · Dari dictation/)).toBeInTheDocument();
    expect(within(day).getByText('Grade 7 A · Mathematics · Room 12')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Grade 8 B' })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Class' }), 'Grade 8 B');
    await waitFor(() => expect(new URL(requestsTo(spy, 'GET', '/api/exam-timetables').at(-1)!.url).searchParams.get('classId')).toBe('2'));
    expect(new URL(requestsTo(spy, 'GET', '/api/exam-timetables')[0].url).searchParams.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
