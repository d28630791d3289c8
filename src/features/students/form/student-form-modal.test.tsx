/**
 * The student form modal as a user meets it: defaults, the spec's validation messages and their
 * clearing, what is sent (decrypted from the envelope), the photo picker and upload, failures
 * shown in the modal, the offline queue's answer, and Auto Fill. Fetch is stubbed per test.
 */
import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_AVATAR_BYTES, type Student } from '@/contract/students';
import { StudentFormModal } from '@/features/students/form/student-form-modal';
import { schoolDay } from '@/lib/dates/school-day';
import { makeStudent, readSentBody } from '@/features/students/form/testing/student-form-fixture';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch, type StubRoutes, heldAnswer } from '@/app/testing/app-test-harness';
import { classesAnswer } from '@/features/students/form/testing/classes-answer';

const CLASSES = [
  { id: 5, name: 'Grade 1', code: 'G1' },
  { id: 6, name: 'Grade 2', code: 'G2' },
];

afterEach(() => {
  // The toasts' store is global: one test's toasts must not fill the next one's screen.
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Setup = { student?: Student | null; routes?: StubRoutes; photoPath?: string };

/** The harness answers JSON only: the photo's GET answers PNG bytes, with what it was sent kept. */
function servePhoto(path: string): Request[] {
  const json = globalThis.fetch;
  const asked: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
    if (new URL(request.url).pathname !== path) return json(input, init);
    asked.push(request);
    return new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } });
  });
  return asked;
}

function setup({ student = null, routes = {}, photoPath }: Setup = {}) {
  const spy = stubFetch({ 'GET /api/classes': () => classesAnswer(CLASSES), ...routes });
  const photoRequests = photoPath ? servePhoto(photoPath) : [];
  seedSession(makeSessionUser({ schoolId: 3 }));
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(<StudentFormModal opened student={student} onClose={onClose} onSaved={onSaved} />, { queryClient });
  return { spy, onClose, onSaved, photoRequests, user: userEvent.setup({ applyAccept: false }) };
}

function requests(spy: ReturnType<typeof stubFetch>, method: string, path: string): Request[] {
  return spy.mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path);
}

const section = (name: string) => screen.getByRole('group', { name });
const field = (sectionName: string, label: string | RegExp) => within(section(sectionName)).getByLabelText(label);
const personal = (label: string | RegExp) => field('Personal Information', label);
const parentField = (label: string | RegExp) => field('Parent Information', label);

/** Types by pasting: a whole value in one input event keeps these tests quick. */
async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, personal(/^First name/), 'Ahmad');
  await fill(user, personal(/^Last name/), 'Rahimi');
  await fill(user, field('Academic Information', /^Admission number/), 'ADM-7');
}

const createdStudent = makeStudent({ id: 77, parent: null, status: 'ACTIVE' });

describe('StudentFormModal', { timeout: 20_000 }, () => {
  it('opens as Add New Student with the spec defaults and the classes offered', async () => {
    const { user } = setup();
    expect(await screen.findByRole('dialog', { name: 'Add New Student' })).toBeInTheDocument();
    for (const name of [
      'Personal Information',
      'Academic Information',
      'Banking Information',
      'Origin Address Information',
      'Current Address Information',
      'Parent Information',
    ]) {
      expect(section(name)).toBeInTheDocument();
    }
    expect(personal('Nationality')).toHaveValue('Afghanistan');
    expect(personal('Time zone')).toHaveValue('Asia/Kabul');
    expect(personal('Locale')).toHaveValue('en-AF');
    expect(field('Origin Address Information', 'Country')).toHaveValue('Afghanistan');
    expect(field('Current Address Information', 'Country')).toHaveValue('Afghanistan');
    expect(field('Academic Information', /^Admission date/)).toHaveValue(schoolDay());
    expect(parentField('Guardian')).toBeChecked();
    expect(parentField('Emergency contact person')).toBeChecked();
    expect(parentField('Relationship')).toHaveValue('');
    expect(within(parentField('Relationship')).getByRole('option', { name: 'Parent' })).toBeInTheDocument();
    expect(within(personal('Gender')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Not selected',
      'Male',
      'Female',
      'Other',
    ]);
    expect(within(personal('Blood group')).getAllByRole('option')).toHaveLength(9);
    expect(await within(section('Academic Information')).findByRole('option', { name: 'Grade 2 (G2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Student' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Auto Fill' })).toHaveAttribute('type', 'button');

    // The username the server will make from the names is shown until one is typed.
    await fillRequired(user);
    expect(personal(/^Username/)).toHaveValue('');
    expect(personal(/^Username/)).toHaveAttribute('placeholder', 'ahmad.rahimi');
  });

  it('shows the validation messages, sends nothing, focuses the first invalid field and clears a message when its field is edited', async () => {
    const { spy, user } = setup();
    await screen.findByRole('dialog', { name: 'Add New Student' });
    await fill(user, personal(/^Phone/), 'call me');
    await fill(user, parentField(/^Phone/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Add Student' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Admission number is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid parent phone number')).toBeInTheDocument();
    // Last name is not required.
    expect(personal(/^Last name/)).not.toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(personal(/^First name/)).toHaveFocus());
    expect(requests(spy, 'POST', '/api/students')).toHaveLength(0);

    await user.paste('A');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Admission number is required')).toBeInTheDocument();
    await user.clear(personal(/^Phone/));
    expect(screen.queryByText('Please enter a valid phone number')).not.toBeInTheDocument();
  });

  it('sends the payload of a new student with the session school and the parent block; then notifies, closes and reports the student', async () => {
    const answer = heldAnswer();
    const { spy, user, onClose, onSaved } = setup({
      routes: {
        'POST /api/students': answer.route,
      },
    });
    await screen.findByRole('option', { name: 'Grade 2 (G2)' });
    await fillRequired(user);
    await fill(user, personal(/^Phone/), ' +93 (70) 123-4567 ');
    await user.selectOptions(personal('Gender'), 'Female');
    await user.selectOptions(personal('Blood group'), 'AB-');
    await user.selectOptions(field('Academic Information', 'Class'), 'Grade 2 (G2)');
    await fill(user, parentField(/^First name/), 'Karim');
    await fill(user, parentField(/^Phone/), '+93 79 555 0101');
    await user.selectOptions(parentField('Relationship'), 'Father');
    await user.click(parentField('Emergency contact person'));
    await user.click(screen.getByRole('button', { name: 'Add Student' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    const [sent] = requests(spy, 'POST', '/api/students');
    expect(sent.headers.get('X-Request-ID')).toMatch(/^[0-9a-f-]{36}$/);
    const body = await readSentBody(sent);
    expect(body).toMatchObject({
      admissionNo: 'ADM-7',
      classId: 6,
      admissionDate: schoolDay(),
      bloodGroup: 'AB-',
      nationality: 'Afghanistan',
      originCountry: 'Afghanistan',
      currentCountry: 'Afghanistan',
      schoolId: 3,
      user: {
        firstName: 'Ahmad',
        lastName: 'Rahimi',
        phone: '+93 (70) 123-4567',
        gender: 'FEMALE',
        timezone: 'Asia/Kabul',
        locale: 'en-AF',
        role: 'STUDENT',
      },
      parent: {
        user: { firstName: 'Karim', phone: '+93 79 555 0101', role: 'PARENT' },
        relationship: 'Father',
        isGuardian: true,
        isEmergencyContact: false,
      },
    });
    expect((body.parent as { user: Record<string, unknown> }).user).not.toHaveProperty('id');
    expect((body.parent as { user: Record<string, unknown> }).user).not.toHaveProperty('username');
    expect(body.user).not.toHaveProperty('username');

    answer.release({ status: 201, body: { success: true, data: createdStudent, message: 'Student created' } });
    expect(await screen.findByText('Student added: Ahmad Rahimi')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(createdStudent);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves the parent out when no parent first name is given', async () => {
    const { spy, user } = setup({ routes: { 'POST /api/students': () => ({ status: 201, body: { success: true, message: 'Student created successfully', data: createdStudent } }) } });
    await screen.findByRole('dialog', { name: 'Add New Student' });
    await fillRequired(user);
    await fill(user, parentField(/^Last name/), 'Rahimi');
    await user.click(screen.getByRole('button', { name: 'Add Student' }));
    await waitFor(() => expect(requests(spy, 'POST', '/api/students')).toHaveLength(1));
    const body = await readSentBody(requests(spy, 'POST', '/api/students')[0]);
    expect(body).not.toHaveProperty('parent');
    // No class chosen: the first class offered.
    expect(body.classId).toBe(5);
  });

  it('edits a student: Edit Student, its values and the existing parent user id', async () => {
    const student = makeStudent();
    const saved = makeStudent({ rollNo: '13' });
    const { spy, user, onClose, onSaved } = setup({
      student,
      routes: { 'PUT /api/students/41': () => ({ body: { success: true, data: saved, message: 'Student updated' } }) },
    });
    expect(await screen.findByRole('dialog', { name: 'Edit Student' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Auto Fill' })).not.toBeInTheDocument();
    expect(personal(/^First name/)).toHaveValue('Zahra');
    expect(personal(/^Username/)).toHaveValue('zahra.noori');
    expect(field('Academic Information', /^Admission date/)).toHaveValue('2026-03-21');
    expect(field('Origin Address Information', 'City')).toHaveValue('Herat');
    expect(parentField(/^First name/)).toHaveValue('Hamid');
    expect(screen.getByRole('img', { name: 'Current photo' })).toHaveAttribute('src', '/uploads/avatars/301.jpg');

    await user.clear(field('Academic Information', /^Roll number/));
    await fill(user, field('Academic Information', /^Roll number/), '13');
    await user.click(screen.getByRole('button', { name: 'Update Student' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const body = await readSentBody(requests(spy, 'PUT', '/api/students/41')[0]);
    expect(body).toMatchObject({
      rollNo: '13',
      classId: 2,
      schoolId: 1,
      admissionDate: '2026-03-21',
      user: { username: 'zahra.noori', dateOfBirth: '2014-05-09' },
      parent: { user: { id: 302, firstName: 'Hamid' }, relationship: 'Father' },
    });
    expect(onSaved).toHaveBeenCalledWith(saved);
    expect(await screen.findByText('Student updated: Zahra Noori')).toBeInTheDocument();
  });

  it("an edit overtaken by another save shows the two versions part by part, the parent's parts named as such; the chosen values go again made from the saved version", async () => {
    // As the server answers it: a calendar day, and the address in its own fields.
    const asSaved = { admissionDate: '2026-03-21', originAddress: 'Jada-e-Mahbas', originCity: 'Herat' };
    const student = makeStudent(asSaved);
    const base = makeStudent();
    const theirs = makeStudent({ ...asSaved, rollNo: '14', parent: { ...base.parent!, occupation: 'Doctor', user: { ...base.parent!.user, firstName: 'Hameed' } }, updatedAt: '2026-03-22T05:00:00.000Z' });
    let puts = 0;
    const { spy, user, onClose } = setup({
      student,
      routes: {
        'PUT /api/students/41': () =>
          (puts += 1) === 1 ? { status: 412, body: { success: false, message: 'changed', current: theirs } } : { body: { success: true, data: makeStudent({ rollNo: '13' }), message: 'Student updated' } },
      },
    });
    await screen.findByRole('dialog', { name: 'Edit Student' });
    await user.clear(field('Academic Information', /^Roll number/));
    await fill(user, field('Academic Information', /^Roll number/), '13');
    await user.click(screen.getByRole('button', { name: 'Update Student' }));

    // Found by its label: role queries over the whole (long) student form are slow.
    const versions = await screen.findByLabelText('The two versions, field by field');
    const comparison = versions.closest<HTMLElement>('[role="dialog"]')!;
    // Only what differs: the other fields of the change hold the saved values.
    expect(within(versions).getAllByRole('radiogroup')).toHaveLength(3);
    expect(within(versions).getByRole('radiogroup', { name: 'Roll number' })).toHaveTextContent(/Your change.*13.*Saved now.*14/);
    expect(within(versions).getByRole('radiogroup', { name: 'Parent: Occupation' })).toHaveTextContent(/Your change.*Engineer.*Saved now.*Doctor/);
    expect(within(versions).getByRole('radiogroup', { name: 'Parent: First name' })).toHaveTextContent(/Your change.*Hamid.*Saved now.*Hameed/);
    for (const name of ['Parent: Occupation', 'Parent: First name']) {
      await user.click(within(within(versions).getByRole('radiogroup', { name })).getByRole('radio', { name: 'Saved now' }));
    }
    await user.click(within(comparison).getByRole('button', { name: 'Save the chosen values' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const [first, second] = requests(spy, 'PUT', '/api/students/41');
    expect(first.headers.get('If-Match')).toBe('"2026-03-21T05:00:00.000Z"');
    expect(second.headers.get('If-Match')).toBe('"2026-03-22T05:00:00.000Z"');
    expect(await readSentBody(second)).toMatchObject({ rollNo: '13', parent: { occupation: 'Doctor', user: { id: 302, firstName: 'Hameed', lastName: 'Noori' } } });
  });

  it('shows the saved photo of the student, fetched with the bearer token', async () => {
    const base = makeStudent();
    const student = makeStudent({ user: { ...base.user, avatar: '/api/students/41/avatar?v=3' } });
    const { photoRequests } = setup({ student, photoPath: '/api/students/41/avatar' });
    const photo = await screen.findByRole('img', { name: 'Current photo' });
    await waitFor(() => expect(photo).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/)));
    expect(photoRequests[0].headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('keeps the modal open on a failed save and shows the server message, with field errors under their fields', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempt = 0;
    const { spy, user, onClose } = setup({
      routes: {
        'POST /api/students': () => {
          attempt += 1;
          return attempt === 1
            ? { status: 409, body: { success: false, message: 'A student with this admission number already exists' } }
            : { status: 400, body: { success: false, message: 'Validation failed', errors: { 'user.lastName': 'At most 100 characters' } } };
        },
      },
    });
    await screen.findByRole('dialog', { name: 'Add New Student' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Student' }));

    const dialog = screen.getByRole('dialog', { name: 'Add New Student' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to save student');
    expect(alert).toHaveTextContent('A student with this admission number already exists');
    expect(field('Academic Information', /^Admission number/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Add New Student' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Add Student' })).toBeEnabled();
    // Spec part 2 §8: the exception is logged too.
    expect(console.error).toHaveBeenCalledWith('Error creating student', expect.anything());

    // The same form sent again unchanged keeps its X-Request-ID; a changed one gets a new one.
    await user.click(screen.getByRole('button', { name: 'Add Student' }));
    expect(await screen.findByText('At most 100 characters')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Validation failed');
    const [first, second] = requests(spy, 'POST', '/api/students');
    expect(second.headers.get('X-Request-ID')).toBe(first.headers.get('X-Request-ID'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('checks the picked image: type and size messages, a preview, and remove', async () => {
    const { user } = setup();
    await screen.findByRole('dialog', { name: 'Add New Student' });
    const input = screen.getByLabelText('Choose photo');

    await user.upload(input, new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Please select a valid image file')).toBeInTheDocument();

    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: MAX_AVATAR_BYTES + 1 });
    await user.upload(input, big);
    expect(await screen.findByText('File size must be less than 5MB')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();

    await user.upload(input, new File(['img'], 'face.png', { type: 'image/png' }));
    expect(await screen.findByRole('button', { name: 'Remove photo' })).toBeInTheDocument();
    expect(screen.queryByText('File size must be less than 5MB')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo preview' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Photo preview' })).not.toBeInTheDocument();
  });

  it('uploads the photo of a new student after the create; a failed upload says so and turns the modal into Edit Student', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let uploads = 0;
    const { spy, user, onClose } = setup({
      routes: {
        'POST /api/students': () => ({ status: 201, body: { success: true, message: 'Student created successfully', data: createdStudent } }),
        'PUT /api/students/77': () => ({ body: { success: true, message: 'Student updated successfully', data: createdStudent } }),
        'POST /api/students/77/avatar': () => {
          uploads += 1;
          return uploads === 1
            ? { status: 400, body: { success: false, message: 'Only image files are allowed' } }
            : { body: { success: true, message: 'Avatar uploaded', data: { avatarPath: '/uploads/avatars/77.png' } } };
        },
      },
    });
    await screen.findByRole('dialog', { name: 'Add New Student' });
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Choose photo'), new File(['img'], 'face.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Add Student' }));

    expect(await screen.findByText('Failed to upload avatar')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Student' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    const [upload] = requests(spy, 'POST', '/api/students/77/avatar');
    expect(upload.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(upload.headers.get('X-Request-ID')).toMatch(/^[0-9a-f-]{36}$/);
    const photo = (await upload.clone().formData()).get('avatar');
    expect(photo).toBeInstanceOf(File);
    expect((photo as File).name).toBe('face.png');

    // Saving again updates the student just created (never a second create) and retries the photo.
    await user.click(screen.getByRole('button', { name: 'Update Student' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(requests(spy, 'POST', '/api/students')).toHaveLength(1);
    expect(requests(spy, 'PUT', '/api/students/77')).toHaveLength(1);
    expect(requests(spy, 'POST', '/api/students/77/avatar')).toHaveLength(2);
  });

  it('closes with "saved on this device" when the write was queued offline', async () => {
    const { user, onClose, onSaved } = setup({
      routes: { 'POST /api/students': () => ({ status: 202, body: { success: true, queued: true } }) },
    });
    await screen.findByRole('dialog', { name: 'Add New Student' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Student' }));
    expect(await screen.findByText('Saved on this device, will sync: Ahmad Rahimi')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says when the classes could not be loaded, and Retry loads them', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    setup({
      routes: {
        'GET /api/classes': () => (fail ? { status: 403, body: { success: false, message: 'Forbidden' } } : classesAnswer(CLASSES)),
      },
    });
    expect(await screen.findByText('Could not load the classes.')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Failed to load classes', expect.anything());
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('option', { name: 'Grade 1 (G1)' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load the classes.')).not.toBeInTheDocument();
  });

  it('Auto Fill fills the required fields and a parent, and the result can be saved', async () => {
    const { spy, user } = setup({ routes: { 'POST /api/students': () => ({ status: 201, body: { success: true, message: 'Student created successfully', data: createdStudent } }) } });
    await screen.findByRole('option', { name: 'Grade 1 (G1)' });
    await user.click(screen.getByRole('button', { name: 'Auto Fill' }));

    expect(personal(/^First name/)).not.toHaveValue('');
    expect((personal(/^Phone/) as HTMLInputElement).value).toMatch(/^\+93 7\d \d{3} \d{4}$/);
    expect((personal(/^Name in Dari/) as HTMLInputElement).value).toMatch(/[\u0600-\u06FF]/);
    expect(field('Academic Information', /^Admission number/)).not.toHaveValue('');
    expect(field('Current Address Information', 'City')).toHaveValue('Kabul');
    expect(field('Origin Address Information', 'City')).toHaveValue('Herat');
    expect(parentField(/^First name/)).not.toHaveValue('');
    expect(requests(spy, 'POST', '/api/students')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Add Student' }));
    await waitFor(() => expect(requests(spy, 'POST', '/api/students')).toHaveLength(1));
    const body = await readSentBody(requests(spy, 'POST', '/api/students')[0]);
    expect(body.parent).toMatchObject({ relationship: 'Father', user: { role: 'PARENT' } });
    expect([5, 6]).toContain(body.classId);
  });
});
