/**
 * The Classes screen over stubbed API answers: the list (cards, filters sent, empty, error and
 * retry, permissions), the class form (body sent, the server's 409 on its field, read-only class
 * teacher), the delete confirmation with the server's 409, and the detail opened by `?class=`
 * (figures, timetable with the overlap 409, performance, analytics tables).
 */
import { notifications } from '@mantine/notifications';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classCodeTaken, classHasStudents, lessonOverlaps } from '@/contract/classes';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch, type StubRoutes } from '@/app/testing/app-test-harness';
import ClassesScreen from '@/features/classes/components/classes-screen';
import { i18n } from '@/lib/i18n/i18n';
import {
  classListAnswer,
  makeAnalytics,
  makeClass,
  makeClassDetail,
  makeLesson,
  makePerformance,
  makeStats,
  makeStudent,
  makeTeacherChoice,
  ok,
  readSentBody,
  studentPageAnswer,
  teacherChoicesAnswer,
} from '@/features/classes/testing/class-fixture';

const CLASS_MANAGER = ['class:read', 'class:create', 'class:update', 'class:delete', 'teacher:read', 'subject:read', 'student:read'];

afterEach(() => {
  act(() => notifications.clean());
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup(routes: StubRoutes, permissions: readonly string[] = CLASS_MANAGER) {
  const spy = stubFetch(routes);
  seedSession(makeSessionUser({}, permissions));
  renderWithProviders(<ClassesScreen />);
  return { spy, user: userEvent.setup() };
}

function requestsTo(spy: ReturnType<typeof stubFetch>, method: string, pathname: string): Request[] {
  return spy.mock.calls
    .map(([input, init]) => (input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init)))
    .filter((request) => request.method === method && new URL(request.url).pathname === pathname);
}

const findCard = (name: string) => screen.findByRole('article', { name });
const teachersAnswer = () => teacherChoicesAnswer([makeTeacherChoice(3, 'Zahra', 'Karimi'), makeTeacherChoice(4, 'Ali', 'Sadat')]);

describe('Classes screen', { timeout: 30_000 }, () => {
  it('lists classes as cards with code, grade and section, room, class teacher and students of capacity', async () => {
    const { spy } = setup({ 'GET /api/classes': () => classListAnswer([makeClass(), makeClass({ id: 2, name: 'Grade 8 B', code: 'G8B', room: 'Room 101', classTeacher: null, capacity: null, studentCount: 1 })]) });
    expect(screen.getByText('Loading classes...')).toBeInTheDocument();
    const card = await findCard('Grade 7 A');
    for (const text of ['G7A', 'Grade 7 · Section A', 'Room 12', 'Class teacher: Zahra Karimi', '30 / 40 students']) expect(within(card).getByText(text), text).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: '75% full' })).toBeInTheDocument();
    const other = await findCard('Grade 8 B');
    expect(within(other).getByText('Class teacher: Not assigned')).toBeInTheDocument();
    // A room stored as "Room 101" (as the demo seeds it) is printed once.
    expect(within(other).getByText('Room 101')).toBeInTheDocument();
    expect(within(other).getByText('1 student')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add class' })).toBeInTheDocument();
    const params = Object.fromEntries(new URL(requestsTo(spy, 'GET', '/api/classes')[0].url).searchParams);
    expect(params).toEqual({ page: '1', limit: '12' });
  });

  it('names classes in Dari on a Dari screen, in Pashto on a Pashto one, and in English when they have no such name', async () => {
    const grade7 = makeClass({ dariName: 'صنف ۷ الف', pashtoName: 'ټولګی ۷ الف' });
    const onlyDari = makeClass({ id: 2, name: 'Grade 8 B', dariName: 'صنف ۸ ب', code: 'G8B' });
    const english = makeClass({ id: 3, name: 'Grade 9 C', code: 'G9C' });
    try {
      await i18n.changeLanguage('fa');
      setup({ 'GET /api/classes': () => classListAnswer([grade7, onlyDari, english]) });
      expect(await findCard('صنف ۷ الف')).toBeInTheDocument();
      expect(await findCard('صنف ۸ ب')).toBeInTheDocument();
      expect(await findCard('Grade 9 C')).toBeInTheDocument();
      expect(screen.queryByRole('article', { name: 'Grade 7 A' })).not.toBeInTheDocument();
      cleanup();
      await i18n.changeLanguage('ps');
      setup({ 'GET /api/classes': () => classListAnswer([grade7, onlyDari, english]) });
      expect(await findCard('ټولګی ۷ الف')).toBeInTheDocument();
      // No Pashto name: the Dari one, then the English one.
      expect(await findCard('صنف ۸ ب')).toBeInTheDocument();
      expect(await findCard('Grade 9 C')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('sends the search and the grade, and says when nothing matches', async () => {
    const { spy, user } = setup({ 'GET /api/classes': (request) => classListAnswer(new URL(request.url).searchParams.has('grade') ? [] : [makeClass()]) });
    await findCard('Grade 7 A');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'g7');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade' }), '9');
    expect(await screen.findByText('No class matches your search or grade.')).toBeInTheDocument();
    await waitFor(() => {
      const last = Object.fromEntries(new URL(requestsTo(spy, 'GET', '/api/classes').at(-1)!.url).searchParams);
      expect(last).toEqual({ search: 'g7', grade: '9', page: '1', limit: '12' });
    });
  });

  it('says "No classes yet" for a school without classes, and hides Add/Edit/Delete without the permissions', async () => {
    setup({ 'GET /api/classes': () => classListAnswer([]) }, ['class:read']);
    expect(await screen.findByText('No classes yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add class' })).not.toBeInTheDocument();
  });

  it('shows a failed list with the reason and loads it again on Try again', async () => {
    let calls = 0;
    setup({
      'GET /api/classes': () => {
        calls += 1;
        return calls === 1 ? { status: 403, body: { success: false, message: 'You do not have permission: class:read' } } : classListAnswer([makeClass()]);
      },
    });
    expect(await screen.findByText('You do not have permission: class:read')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findCard('Grade 7 A')).toBeInTheDocument();
  });

  it('creates a class with the fields sent as the contract says and shows the 409 for a code in use on the code field', async () => {
    let posts = 0;
    const { spy, user } = setup({
      'GET /api/classes': () => classListAnswer([]),
      'GET /api/teachers': teachersAnswer,
      'POST /api/classes': () => {
        posts += 1;
        return posts === 1
          ? { status: 409, body: { success: false, message: classCodeTaken('G9C'), errors: { code: classCodeTaken('G9C') } } }
          : { status: 201, body: { success: true, message: 'Class created successfully', data: makeClass({ id: 9, name: 'Grade 9 C', code: 'G9C2' }) } };
      },
    });
    await screen.findByText('No classes yet');
    await user.click(screen.getByRole('button', { name: 'Add class' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add class' });
    await user.click(within(dialog).getByRole('button', { name: 'Add class' }));
    expect(await within(dialog).findByText('Class name is required')).toBeInTheDocument();
    expect(requestsTo(spy, 'POST', '/api/classes')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Class name/ }), 'Grade 9 C');
    await user.type(within(dialog).getByRole('textbox', { name: /Code/ }), 'G9C');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name in Dari' }), 'صنف ۹ ج');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Grade (0–12)' }), '9');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Capacity' }), '35');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Ali Sadat' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Class teacher' }), 'Ali Sadat');
    await user.click(within(dialog).getByRole('button', { name: 'Add class' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(classCodeTaken('G9C'));
    expect(within(dialog).getByRole('textbox', { name: /Code/ })).toHaveAttribute('aria-invalid', 'true');
    expect(await readSentBody(requestsTo(spy, 'POST', '/api/classes')[0])).toEqual({
      name: 'Grade 9 C',
      dariName: 'صنف ۹ ج',
      pashtoName: null,
      code: 'G9C',
      grade: 9,
      section: null,
      room: null,
      capacity: 35,
      academicYear: null,
      classTeacherId: 4,
    });

    await user.clear(within(dialog).getByRole('textbox', { name: /Code/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Code/ }), 'G9C2');
    await user.click(within(dialog).getByRole('button', { name: 'Add class' }));
    expect(await screen.findByText('Class Grade 9 C created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add class' })).not.toBeInTheDocument());
  });

  it('shows the class teacher read-only without teacher:read and leaves it out of the edit', async () => {
    const { spy, user } = setup(
      {
        'GET /api/classes': () => classListAnswer([makeClass()]),
        'PUT /api/classes/1': () => ok(makeClass({ room: '14' })),
      },
      ['class:read', 'class:update'],
    );
    await user.click(within(await findCard('Grade 7 A')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit class' });
    const teacher = within(dialog).getByRole('textbox', { name: 'Class teacher' });
    expect(teacher).toHaveValue('Zahra Karimi');
    expect(teacher).toHaveAttribute('readonly');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Room' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Room' }), '14');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Class Grade 7 A updated')).toBeInTheDocument();
    const body = await readSentBody(requestsTo(spy, 'PUT', '/api/classes/1')[0]);
    expect(body).toMatchObject({ room: '14', capacity: 40, grade: 7 });
    expect(body).not.toHaveProperty('classTeacherId');
    expect(requestsTo(spy, 'GET', '/api/teachers')).toHaveLength(0);
  });

  it('an edit overtaken by another save shows the two versions, teachers by name, and sends the chosen values made from the saved version', async () => {
    const mineFrom = makeClass({ updatedAt: '2026-11-01T08:00:00.000Z' });
    const theirs = makeClass({ room: '15', classTeacherId: 4, classTeacher: { id: 4, name: 'Ali Sadat' }, updatedAt: '2026-11-02T08:00:00.000Z' });
    let puts = 0;
    const { spy, user } = setup({
      'GET /api/classes': () => classListAnswer([mineFrom]),
      'GET /api/teachers': teachersAnswer,
      'PUT /api/classes/1': () => ((puts += 1) === 1 ? { status: 412, body: { success: false, message: 'changed', current: theirs } } : ok(makeClass({ room: '14', classTeacherId: 4 }))),
    });
    await user.click(within(await findCard('Grade 7 A')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit class' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Class teacher' })).toBeEnabled());
    await user.clear(within(dialog).getByRole('textbox', { name: 'Room' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Room' }), '14');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    const versions = await screen.findByRole('group', { name: 'The two versions, field by field' });
    expect(within(versions).getByRole('radiogroup', { name: 'Room' })).toHaveTextContent(/Your change.*14.*Saved now.*15/);
    expect(within(versions).getByRole('radiogroup', { name: 'Class teacher' })).toHaveTextContent(/Your change.*Zahra Karimi.*Saved now.*Ali Sadat/);
    await user.click(within(within(versions).getByRole('radiogroup', { name: 'Class teacher' })).getByRole('radio', { name: 'Saved now' }));
    await user.click(screen.getByRole('button', { name: 'Save the chosen values' }));

    expect(await screen.findByText('Class Grade 7 A updated')).toBeInTheDocument();
    const [first, second] = requestsTo(spy, 'PUT', '/api/classes/1');
    expect(first.headers.get('If-Match')).toBe('"2026-11-01T08:00:00.000Z"');
    expect(second.headers.get('If-Match')).toBe('"2026-11-02T08:00:00.000Z"');
    expect(second.headers.get('X-Request-ID')).not.toBe(first.headers.get('X-Request-ID'));
    const resent = await readSentBody(second);
    expect(resent).toMatchObject({ room: '14' });
    expect(resent).not.toHaveProperty('classTeacherId');
  });

  it('closes a write the service worker queued (offline) with "saved on this device"', async () => {
    const { user } = setup({
      'GET /api/classes': () => classListAnswer([]),
      'GET /api/teachers': teachersAnswer,
      'POST /api/classes': () => ({ status: 202, body: { success: true, queued: true } }),
    });
    await screen.findByText('No classes yet');
    await user.click(screen.getByRole('button', { name: 'Add class' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add class' });
    await user.type(within(dialog).getByRole('textbox', { name: /Class name/ }), 'Grade 10 A');
    await user.type(within(dialog).getByRole('textbox', { name: /Code/ }), 'G10A');
    await user.click(within(dialog).getByRole('button', { name: 'Add class' }));
    expect(await screen.findByText(/Class Grade 10 A saved on this device/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add class' })).not.toBeInTheDocument());
  });

  it('asks before deleting, naming the class, and shows the server refusing while students are in it', async () => {
    const { spy, user } = setup({
      'GET /api/classes': () => classListAnswer([makeClass()]),
      'DELETE /api/classes/1': () => ({ status: 409, body: { success: false, message: classHasStudents(30) } }),
    });
    await user.click(within(await findCard('Grade 7 A')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete class' });
    expect(within(dialog).getByText(/Delete the class Grade 7 A \(G7A\)\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete class' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This class still has 30 students');
    expect(requestsTo(spy, 'DELETE', '/api/classes/1')).toHaveLength(1);
  });

  describe('detail', () => {
    const detailRoutes = (extra: StubRoutes = {}): StubRoutes => ({
      'GET /api/classes': () => classListAnswer([makeClass()]),
      'GET /api/classes/1': () => ok(makeClassDetail()),
      'GET /api/classes/1/stats': () => ok(makeStats()),
      'GET /api/classes/1/analytics': () => ok(makeAnalytics()),
      'GET /api/classes/performance/1': () => ok(makePerformance()),
      'GET /api/students': () => studentPageAnswer([makeStudent({ id: 11, admissionNo: 'ADM-11', rollNo: '4', status: 'ACTIVE', user: { firstName: 'Mina', lastName: 'Rahimi' } })]),
      'GET /api/timetables': () => ok([makeLesson()], { meta: { total: 1 } }),
      'GET /api/settings/week': () => ok({ firstDay: 'SATURDAY', weekendDays: ['FRIDAY'] }),
      'GET /api/subjects': () => ok([{ id: 5, name: 'Mathematics', code: 'MATH', schoolId: 1, updatedAt: '2026-11-01T08:00:00.000Z' }], { meta: { pagination: { currentPage: 1, totalPages: 1, totalCount: 1, limit: 500 } } }),
      'GET /api/teachers': teachersAnswer,
      ...extra,
    });

    it('opens from a card into ?class=, shows the figures and the students, and goes back', async () => {
      const { spy, user } = setup(detailRoutes());
      await user.click(within(await findCard('Grade 7 A')).getByText('Grade 7 A'));
      expect(window.location.search).toBe('?class=1');
      expect(await screen.findByRole('heading', { name: 'Grade 7 A' })).toBeInTheDocument();
      const figure = (name: string) => screen.findByRole('group', { name });
      expect(within(await figure('Students')).getByText('30')).toBeInTheDocument();
      expect(within(await figure('Attendance (30 days)')).getByText('90%')).toBeInTheDocument();
      expect(within(await figure('Average grade')).getByText('78.4%')).toBeInTheDocument();
      expect(within(await figure('Capacity')).getByText('75% full')).toBeInTheDocument();
      expect(await screen.findByRole('rowheader', { name: 'Mina Rahimi' })).toBeInTheDocument();
      expect(Object.fromEntries(new URL(requestsTo(spy, 'GET', '/api/students')[0].url).searchParams)).toMatchObject({ classId: '1' });
      await user.click(screen.getByRole('button', { name: 'All classes' }));
      expect(window.location.search).toBe('');
      expect(await findCard('Grade 7 A')).toBeInTheDocument();
    });

    it('shows the week from Saturday and shows the server refusing an overlapping lesson', async () => {
      const overlap = lessonOverlaps({ subject: 'Mathematics', className: 'Grade 7 A', teacher: 'Zahra Karimi', weekday: 6, startTime: '08:00', endTime: '08:45' }, 'class');
      window.history.replaceState(null, '', '/?class=1');
      const { spy, user } = setup(detailRoutes({ 'POST /api/timetables': () => ({ status: 409, body: { success: false, message: overlap } }) }));
      await user.click(await screen.findByRole('tab', { name: 'Timetable' }));
      const saturday = await screen.findByRole('region', { name: 'Saturday' });
      expect(within(saturday).getByRole('listitem', { name: 'Mathematics, 08:00–08:45' })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday']);

      await user.click(within(saturday).getByRole('button', { name: 'Add a lesson on Saturday' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add lesson' });
      await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Mathematics (MATH)' })).toBeInTheDocument());
      await user.selectOptions(within(dialog).getByRole('combobox', { name: /Subject/ }), 'Mathematics (MATH)');
      await user.type(within(dialog).getByLabelText(/Starts/), '08:30');
      await user.type(within(dialog).getByLabelText(/Ends/), '09:15');
      await user.click(within(dialog).getByRole('button', { name: 'Add lesson' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(overlap);
      expect(await readSentBody(requestsTo(spy, 'POST', '/api/timetables')[0])).toEqual({
        classId: 1,
        subjectId: 5,
        teacherId: null,
        weekday: 6,
        startTime: '08:30',
        endTime: '09:15',
        room: null,
      });
    });

    it('an edit of a lesson overtaken by another save shows the day and the teacher in words; keeping the saved version sends nothing more', async () => {
      const theirs = makeLesson({ weekday: 7, teacherId: 4, teacher: { id: 4, name: 'Ali Sadat' }, updatedAt: '2026-11-02T08:00:00.000Z' });
      window.history.replaceState(null, '', '/?class=1');
      const { spy, user } = setup(detailRoutes({ 'PUT /api/timetables/50': () => ({ status: 412, body: { success: false, message: 'changed', current: theirs } }) }));
      await user.click(await screen.findByRole('tab', { name: 'Timetable' }));
      const saturday = await screen.findByRole('region', { name: 'Saturday' });
      await user.click(within(saturday).getByRole('button', { name: 'Edit Mathematics, 08:00–08:45' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit lesson' });
      await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Ali Sadat' })).toBeInTheDocument());
      await user.type(within(dialog).getByRole('textbox', { name: /Room/ }), 'Lab');
      await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

      const versions = await screen.findByRole('group', { name: 'The two versions, field by field' });
      expect(within(versions).getByRole('radiogroup', { name: 'Day' })).toHaveTextContent(/Your change.*Saturday.*Saved now.*Sunday/);
      expect(within(versions).getByRole('radiogroup', { name: 'Teacher' })).toHaveTextContent(/Your change.*Zahra Karimi.*Saved now.*Ali Sadat/);
      expect(requestsTo(spy, 'PUT', '/api/timetables/50')[0].headers.get('If-Match')).toBe('"2026-11-01T08:00:00.000Z"');
      await user.click(screen.getByRole('button', { name: 'Keep the saved version (drop mine)' }));
      expect(await screen.findByText('Your change was dropped: the saved version stays.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit lesson' })).not.toBeInTheDocument());
      expect(requestsTo(spy, 'PUT', '/api/timetables/50')).toHaveLength(1);
    });

    it("starts the week at the school's first day and leaves its weekend out unless a lesson is on it", async () => {
      window.history.replaceState(null, '', '/?class=1');
      const { user } = setup(
        detailRoutes({
          'GET /api/settings/week': () => ok({ firstDay: 'MONDAY', weekendDays: ['SATURDAY', 'SUNDAY'] }),
          // A lesson on Saturday, a weekend day of this school.
          'GET /api/timetables': () => ok([makeLesson()], { meta: { total: 1 } }),
        }),
      );
      await user.click(await screen.findByRole('tab', { name: 'Timetable' }));
      await screen.findByRole('region', { name: 'Monday' });
      expect(screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
      // A new lesson starts on the first day; the day choices follow the school's order.
      await user.click(screen.getByRole('button', { name: 'Add lesson' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add lesson' });
      const day = within(dialog).getByRole('combobox', { name: /Day/ });
      expect(day).toHaveValue('1');
      expect(within(day).getAllByRole('option').map((option) => option.textContent)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    });

    it('ranks students and gives the analytics as tables', async () => {
      window.history.replaceState(null, '', '/?class=1');
      const { user } = setup(detailRoutes());
      await user.click(await screen.findByRole('tab', { name: 'Performance' }));
      const ranked = await screen.findByRole('table', { name: 'Students ranked by average grade' });
      const rows = within(ranked).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
      expect(rows).toEqual([
        ['1', '92.5%', 'A+', '97%'],
        ['—', 'No grades', '—', '—'],
      ]);
      await user.click(screen.getByRole('tab', { name: 'Analytics' }));
      const subjects = await screen.findByRole('table', { name: 'Average by subject' });
      expect(within(subjects).getByRole('row', { name: /Mathematics \(MATH\) 81.5% 12/ })).toBeInTheDocument();
      const weeks = screen.getByRole('table', { name: 'Attendance, last 2 weeks' });
      expect(within(weeks).getAllByRole('row')).toHaveLength(3);
      const grades = screen.getByRole('table', { name: 'Grade distribution' });
      expect(within(grades).getByRole('row', { name: /^B\+ 6/ })).toBeInTheDocument();
    });
  });
});
