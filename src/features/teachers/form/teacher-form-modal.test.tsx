/**
 * The teacher form modal as a user meets it: defaults, the required and number rules, what is
 * sent (decrypted from the envelope), server field errors shown and cleared on edit, failures
 * kept in the modal, the photo checks, and the uploads after the save. Fetch is stubbed per test.
 */
import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_TEACHER_PHOTO_BYTES, TEACHER_MESSAGES, type Teacher } from '@/contract/teachers';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch, type StubRoutes, heldAnswer } from '@/app/testing/app-test-harness';
import { TeacherFormModal } from '@/features/teachers/form/teacher-form-modal';
import { schoolDay } from '@/lib/dates/school-day';
import { makeTeacher, readSentBody } from '@/features/teachers/form/testing/teacher-form-fixture';

afterEach(() => {
  // The toasts' store is global: one test's toasts must not fill the next one's screen.
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Setup = { teacher?: Teacher | null; routes?: StubRoutes; photoPath?: string };

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

function setup({ teacher = null, routes = {}, photoPath }: Setup = {}) {
  const spy = stubFetch(routes);
  const photoRequests = photoPath ? servePhoto(photoPath) : [];
  seedSession(makeSessionUser({ schoolId: 1 }));
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(<TeacherFormModal opened teacher={teacher} onClose={onClose} onSaved={onSaved} />, { queryClient });
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
const professional = (label: string | RegExp) => field('Professional Information', label);
const employment = (label: string | RegExp) => field('Employment', label);
const emergency = (label: string | RegExp) => field('Emergency Contact', label);

type User = ReturnType<typeof userEvent.setup>;

/** Types by pasting: a whole value in one input event keeps these tests quick. */
async function fill(user: User, element: HTMLElement, text: string) {
  await user.clear(element);
  await user.paste(text);
}

async function fillAll(user: User) {
  await fill(user, personal(/^First name/), 'Farida');
  await fill(user, personal(/^Last name/), 'Sultani');
  await fill(user, personal(/^Email/), 'farida@example.af');
  await fill(user, personal(/^Mobile/), '+93 70 555 0112');
  fireEvent.change(personal(/^Date of birth/), { target: { value: '1988-04-02' } });
  await user.selectOptions(personal(/^Gender/), 'Female');
  await fill(user, field('Address', /^Address/), 'House 3, Street 9');
  await fill(user, field('Address', /^City/), 'Kabul');
  await fill(user, field('Address', /^State/), 'Kabul');
  await fill(user, field('Address', /^ZIP code/), '1006');
  await fill(user, professional(/^Qualification/), 'Master of Science');
  await fill(user, professional(/^Degree/), 'MSc Mathematics');
  await fill(user, professional(/^Experience/), '9');
  await fill(user, professional(/^Department/), 'Science');
  await fill(user, professional(/^Subject/), 'Mathematics');
  await fill(user, employment(/^Salary/), '850.50');
  await fill(user, emergency(/^Name/), 'Hamid Sultani');
  await fill(user, emergency(/^Relationship/), 'Brother');
  await fill(user, emergency(/^Phone/), '+93 79 555 0199');
}

const created = makeTeacher({ id: 77, employeeId: 'TCH-077', status: 'Active' });
const createdAnswer = () => ({ status: 201, body: { success: true, data: created, message: 'Teacher created' } });

describe('TeacherFormModal', { timeout: 30_000 }, () => {
  it('opens as Add Teacher with its sections, the defaults and the choice lists', async () => {
    setup();
    expect(await screen.findByRole('dialog', { name: 'Add Teacher' })).toBeInTheDocument();
    for (const name of ['Personal Information', 'Address', 'Professional Information', 'Employment', 'Emergency Contact', 'Documents']) {
      expect(section(name)).toBeInTheDocument();
    }
    expect(field('Address', /^Country/)).toHaveValue('Afghanistan');
    expect(employment(/^Status/)).toHaveValue('Active');
    expect(employment(/^Hire date/)).toHaveValue(schoolDay());
    expect(within(personal(/^Gender/)).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose...', 'Male', 'Female', 'Other']);
    expect(within(employment(/^Status/)).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Active',
      'Inactive',
      'On Leave',
      'Terminated',
    ]);
    // Every §3.4 field is marked required; the employee ID is not (the server makes one).
    expect(personal(/^First name/)).toBeRequired();
    expect(emergency(/^Phone/)).toBeRequired();
    expect(employment(/^Employee ID/)).not.toBeRequired();
    expect(employment(/^Salary/)).toHaveAttribute('step', '0.01');
    expect(professional(/^Experience/)).toHaveAttribute('min', '0');
    expect(screen.getByRole('button', { name: 'Add Teacher' })).toHaveAttribute('type', 'submit');
  });

  it('shows the required messages, sends nothing, focuses the first invalid field and clears a message when its field is edited', async () => {
    const { spy, user } = setup();
    await screen.findByRole('dialog', { name: 'Add Teacher' });
    await user.click(screen.getByRole('button', { name: 'Add Teacher' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    for (const message of [
      'Last name is required',
      'Email is required',
      'Mobile is required',
      'Date of birth is required',
      'Please choose a gender',
      'ZIP code is required',
      'Experience is required',
      'Salary is required',
      'Emergency contact name is required',
      'Emergency contact relationship is required',
      'Emergency contact phone is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await waitFor(() => expect(personal(/^First name/)).toHaveFocus());
    expect(requests(spy, 'POST', '/api/teachers')).toHaveLength(0);

    await user.paste('F');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
  });

  it('takes experience as a whole number ≥ 0 and salary ≥ 0 with 2 decimals at most', async () => {
    const { spy, user } = setup({ routes: { 'POST /api/teachers': createdAnswer } });
    await screen.findByRole('dialog', { name: 'Add Teacher' });
    await fillAll(user);
    await fill(user, professional(/^Experience/), '2.5');
    await fill(user, employment(/^Salary/), '-3');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Experience must be a whole number of years, 0 or more')).toBeInTheDocument();
    expect(screen.getByText('Salary must be 0 or more, with at most 2 decimals')).toBeInTheDocument();
    expect(requests(spy, 'POST', '/api/teachers')).toHaveLength(0);

    await fill(user, professional(/^Experience/), '-1');
    await fill(user, employment(/^Salary/), '10.555');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Experience must be a whole number of years, 0 or more')).toBeInTheDocument();
    expect(screen.getByText('Salary must be 0 or more, with at most 2 decimals')).toBeInTheDocument();

    await fill(user, professional(/^Experience/), '0');
    await fill(user, employment(/^Salary/), '0');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(requests(spy, 'POST', '/api/teachers')).toHaveLength(1));
    expect(await readSentBody(requests(spy, 'POST', '/api/teachers')[0])).toMatchObject({ experience: 0, salary: 0 });
  });

  it('sends the whole payload on create (submitted with Enter), shows Saving..., then notifies, reports the teacher and closes', async () => {
    const answer = heldAnswer();
    const { spy, user, onClose, onSaved } = setup({
      routes: {
        'POST /api/teachers': answer.route,
      },
    });
    await screen.findByRole('dialog', { name: 'Add Teacher' });
    await fillAll(user);
    await user.selectOptions(employment(/^Status/), 'On Leave');
    // Enter in a text input submits the form.
    await user.click(professional(/^Subject/));
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    const [sent] = requests(spy, 'POST', '/api/teachers');
    expect(sent.headers.get('X-Request-ID')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await readSentBody(sent)).toEqual({
      firstName: 'Farida',
      lastName: 'Sultani',
      email: 'farida@example.af',
      mobile: '+93 70 555 0112',
      dateOfBirth: '1988-04-02',
      gender: 'Female',
      address: 'House 3, Street 9',
      city: 'Kabul',
      state: 'Kabul',
      zipCode: '1006',
      country: 'Afghanistan',
      qualification: 'Master of Science',
      degree: 'MSc Mathematics',
      experience: 9,
      department: 'Science',
      subject: 'Mathematics',
      salary: 850.5,
      status: 'On Leave',
      hireDate: schoolDay(),
      emergencyContact: { name: 'Hamid Sultani', relationship: 'Brother', phone: '+93 79 555 0199' },
    });

    answer.release(createdAnswer());
    expect(await screen.findByText('Teacher added: Farida Sultani')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(created);
    expect(onClose).toHaveBeenCalledTimes(1);
    // No file picked: nothing uploaded.
    expect(requests(spy, 'POST', '/api/teachers/77/photo')).toHaveLength(0);
  });

  it('an edit overtaken by another save shows the two versions; keeping the saved version drops mine and sends nothing more', async () => {
    const teacher = makeTeacher({ updatedAt: '2026-03-21T05:00:00.000Z' });
    const theirs = { ...teacher, salary: 950, emergencyContact: { name: 'Hamid Sultani', relationship: 'Brother', phone: '+93 79 555 0100' }, updatedAt: '2026-03-22T05:00:00.000Z' };
    const { spy, user, onClose, onSaved } = setup({
      teacher,
      routes: {
        'PUT /api/teachers/12': () => ({ status: 412, body: { success: false, message: 'changed', current: theirs } }),
        'GET /api/teachers/12/documents': () => ({ body: { success: true, data: [] } }),
      },
    });
    await screen.findByRole('dialog', { name: 'Edit Teacher' });
    await fill(user, employment(/^Salary/), '900');
    await user.click(screen.getByRole('button', { name: 'Update Teacher' }));

    const versions = await screen.findByRole('group', { name: 'The two versions, field by field' });
    expect(within(versions).getByRole('radiogroup', { name: 'Salary' })).toHaveTextContent(/Your change.*900.*Saved now.*950/);
    // A group of values is listed by its parts.
    expect(within(versions).getByRole('radiogroup', { name: 'Emergency contact' })).toHaveTextContent(
      /Your change.*Hamid Sultani, Brother, \+93 79 555 0199.*Saved now.*Hamid Sultani, Brother, \+93 79 555 0100/,
    );
    expect(requests(spy, 'PUT', '/api/teachers/12')[0].headers.get('If-Match')).toBe('"2026-03-21T05:00:00.000Z"');
    await user.click(screen.getByRole('button', { name: 'Keep the saved version (drop mine)' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSaved).not.toHaveBeenCalled();
    expect(requests(spy, 'PUT', '/api/teachers/12')).toHaveLength(1);
  });

  it("edits a teacher: Edit Teacher, the teacher's values and documents, and the PUT payload", async () => {
    const teacher = makeTeacher();
    const saved = makeTeacher({ salary: 900 });
    const { spy, user, onClose, onSaved } = setup({
      teacher,
      routes: {
        'PUT /api/teachers/12': () => ({ body: { success: true, data: saved, message: 'Teacher updated' } }),
        'GET /api/teachers/12/documents': () => ({
          body: {
            success: true,
            data: [{ id: 3, fileName: 'diploma.pdf', mimeType: 'application/pdf', sizeBytes: 2_516_582, url: '/api/teachers/12/documents/3', createdAt: '2026-03-21T05:00:00.000Z' }],
          },
        }),
      },
    });
    expect(await screen.findByRole('dialog', { name: 'Edit Teacher' })).toBeInTheDocument();
    expect(personal(/^First name/)).toHaveValue('Farida');
    expect(personal(/^Date of birth/)).toHaveValue('1988-04-02');
    expect(employment(/^Status/)).toHaveValue('On Leave');
    expect(employment(/^Employee ID/)).toHaveValue('TCH-012');
    expect(emergency(/^Relationship/)).toHaveValue('Brother');
    expect(await within(section('Documents')).findByText(/diploma\.pdf/)).toHaveTextContent('diploma.pdf (2.4 MB)');

    await fill(user, employment(/^Salary/), '900');
    await user.click(screen.getByRole('button', { name: 'Update Teacher' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(await readSentBody(requests(spy, 'PUT', '/api/teachers/12')[0])).toMatchObject({
      employeeId: 'TCH-012',
      salary: 900,
      experience: 9,
      status: 'On Leave',
      hireDate: '2017-03-21',
      emergencyContact: { name: 'Hamid Sultani', relationship: 'Brother', phone: '+93 79 555 0199' },
    });
    expect(onSaved).toHaveBeenCalledWith(saved);
    expect(await screen.findByText('Teacher updated: Farida Sultani')).toBeInTheDocument();
  });

  it('shows the saved photo of the teacher, fetched with the bearer token', async () => {
    const { photoRequests } = setup({ teacher: makeTeacher({ photo: '/api/teachers/12/photo?v=2' }), photoPath: '/api/teachers/12/photo' });
    const photo = await screen.findByRole('img', { name: 'Current photo' });
    await waitFor(() => expect(photo).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/)));
    expect(photoRequests[0].headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it("keeps the modal open on a failed save: the server's field errors under their fields, cleared on edit, and a 409 shown", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempt = 0;
    const { spy, user, onClose } = setup({
      routes: {
        'POST /api/teachers': () => {
          attempt += 1;
          return attempt === 1
            ? {
                status: 400,
                body: {
                  success: false,
                  message: 'Validation failed',
                  errors: { 'emergencyContact.phone': 'Please enter a valid emergency contact phone number', city: 'City is required' },
                },
              }
            : { status: 409, body: { success: false, message: TEACHER_MESSAGES.emailTaken } };
        },
      },
    });
    await screen.findByRole('dialog', { name: 'Add Teacher' });
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Add Teacher' }));

    const dialog = screen.getByRole('dialog', { name: 'Add Teacher' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to save teacher');
    expect(alert).toHaveTextContent('Validation failed');
    expect(screen.getByText('Please enter a valid emergency contact phone number')).toBeInTheDocument();
    expect(emergency(/^Phone/)).toHaveAttribute('aria-invalid', 'true');
    expect(field('Address', /^City/)).toHaveAttribute('aria-invalid', 'true');
    expect(console.error).toHaveBeenCalledWith('Error creating teacher', expect.anything());

    await fill(user, emergency(/^Phone/), '+93 79 555 0100');
    expect(screen.queryByText('Please enter a valid emergency contact phone number')).not.toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Teacher' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(TEACHER_MESSAGES.emailTaken));
    expect(personal(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(requests(spy, 'POST', '/api/teachers')).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Add Teacher' })).toBeEnabled();
  });

  it('checks the picked photo: type and size refused with the spec messages; a preview and remove', async () => {
    const { user } = setup();
    await screen.findByRole('dialog', { name: 'Add Teacher' });
    const input = screen.getByLabelText('Choose photo');

    await user.upload(input, new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Please select a valid image file')).toBeInTheDocument();

    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: MAX_TEACHER_PHOTO_BYTES + 1 });
    await user.upload(input, big);
    expect(await screen.findByText('File size must be less than 5MB')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();

    await user.upload(input, new File(['img'], 'face.png', { type: 'image/png' }));
    expect(await screen.findByRole('button', { name: 'Remove photo' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo preview' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('img', { name: 'Photo preview' })).not.toBeInTheDocument();
  });

  it('lists picked documents with remove, refuses other types, and uploads photo and documents after the create; a failed upload keeps the modal as Edit Teacher and a second save retries only it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let documentUploads = 0;
    const { spy, user, onClose, onSaved } = setup({
      routes: {
        'POST /api/teachers': createdAnswer,
        'PUT /api/teachers/77': () => ({ body: { success: true, data: created, message: 'Teacher updated' } }),
        'GET /api/teachers/77/documents': () => ({ body: { success: true, data: [] } }),
        'POST /api/teachers/77/photo': () => ({ body: { success: true, message: 'Photo uploaded', data: { photoUrl: '/api/teachers/77/photo?v=1' } } }),
        'GET /api/teachers/77/photo': () => ({ body: {} }),
        'POST /api/teachers/77/documents': () => {
          documentUploads += 1;
          return documentUploads === 1
            ? { status: 400, body: { success: false, message: '"cv.pdf" is not a PDF, image, Word or OpenDocument text file' } }
            : { body: { success: true, message: 'Documents uploaded', data: { documentUrls: ['/api/teachers/77/documents/1', '/api/teachers/77/documents/2'], documents: [] } } };
        },
      },
    });
    await screen.findByRole('dialog', { name: 'Add Teacher' });
    await fillAll(user);
    await user.upload(screen.getByLabelText('Choose photo'), new File(['img'], 'face.png', { type: 'image/png' }));
    await user.upload(screen.getByLabelText('Choose documents'), [
      new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }),
      new File(['doc'], 'letter.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
      new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' }),
      new File(['x'], 'extra.odt', { type: 'application/vnd.oasis.opendocument.text' }),
    ]);
    expect(await screen.findByText('tool.exe: only PDF, image, Word or ODT files can be added')).toBeInTheDocument();
    const toUpload = screen.getByRole('list', { name: 'Documents to upload' });
    expect(within(toUpload).getAllByRole('listitem')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Remove extra.odt' }));
    expect(within(toUpload).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Add Teacher' }));
    expect(await screen.findByText('Failed to upload documents')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Teacher' })).toBeInTheDocument();
    expect(screen.getByText('Teacher saved: Farida Sultani. Some files could not be uploaded; save again to retry, or close.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    const [photoUpload] = requests(spy, 'POST', '/api/teachers/77/photo');
    expect(photoUpload.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(((await photoUpload.clone().formData()).get('photo') as File).name).toBe('face.png');
    const sentDocuments = await requests(spy, 'POST', '/api/teachers/77/documents')[0].clone().formData();
    expect([...sentDocuments.keys()]).toEqual(['documents[0]', 'documents[1]']);
    expect((sentDocuments.get('documents[1]') as File).name).toBe('letter.docx');

    // Saving again updates the teacher just created (never a second create) and retries the
    // documents only: the photo went up the first time.
    await user.click(screen.getByRole('button', { name: 'Update Teacher' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(requests(spy, 'POST', '/api/teachers')).toHaveLength(1);
    expect(requests(spy, 'PUT', '/api/teachers/77')).toHaveLength(1);
    expect(requests(spy, 'POST', '/api/teachers/77/photo')).toHaveLength(1);
    expect(requests(spy, 'POST', '/api/teachers/77/documents')).toHaveLength(2);
  });

  it('closes with "saved on this device" when the write was queued offline, and says the files were not sent', async () => {
    const { user, onClose, onSaved } = setup({ routes: { 'POST /api/teachers': () => ({ status: 202, body: { success: true, queued: true } }) } });
    await screen.findByRole('dialog', { name: 'Add Teacher' });
    await fillAll(user);
    await user.upload(screen.getByLabelText('Choose photo'), new File(['img'], 'face.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Add Teacher' }));
    expect(await screen.findByText(/^Saved on this device, will sync: Farida Sultani\. The photo and documents were not sent/)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
