import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '@/contract/customers';
import { ROLE_DEFAULT_PERMISSIONS } from '@/contract/permissions';
import { effectivePermissionsAnswer, listAnswer, makeCustomer, readSentBody } from '@/lib/testing/customer-fixture';
import { makeSessionUser, renderApp, seedSession, stubFetch, type StubRoutes, heldAnswer } from '@/app/testing/app-test-harness';

const FRONT_DESK = [...ROLE_DEFAULT_PERMISSIONS.TEACHER, 'customer:delete'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(routes: StubRoutes) {
  const spy = stubFetch({
    'GET /api/rbac/permissions/user/7/effective': () => effectivePermissionsAnswer(FRONT_DESK),
    ...routes,
  });
  seedSession(makeSessionUser({ schoolId: 3 }, FRONT_DESK));
  renderApp();
  return spy;
}

function calls(spy: ReturnType<typeof stubFetch>, method: string, path: string): Request[] {
  return spy.mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path);
}

/** Types by pasting: a whole value in one input event keeps these full-app tests quick. */
async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

/** The screen is a lazy chunk: its first load in a test file takes a moment. */
const screenReady = () => screen.findByRole('heading', { name: 'Visitor Management' });

const nameInput = () => screen.getByRole('textbox', { name: /^Full name/ });
const form = () => screen.getByRole('region', { name: 'Visitor Management' });

describe('Visitor Management (create form)', { timeout: 20_000 }, () => {
  it('asks for a full name, sends nothing, and keeps the focus on the name', async () => {
    const spy = setup({ 'GET /api/customers': () => listAnswer([]) });
    await screenReady();
    const user = userEvent.setup();
    await user.type(nameInput(), '   ');
    await user.click(screen.getByRole('button', { name: 'Register Visitor' }));

    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
    expect(nameInput()).toHaveFocus();
    expect(calls(spy, 'POST', '/api/customers')).toHaveLength(0);

    await user.type(nameInput(), 'A');
    expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();
  });

  it('shows the spec defaults: Male, Student, medium, everything else empty', async () => {
    setup({ 'GET /api/customers': () => listAnswer([]) });
    await screenReady();
    // The edit dialog's canonical defaults (EDIT_FORM_DEFAULTS), shown with the same labels.
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('MALE');
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveDisplayValue('Male');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('STUDENT');
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveValue('MEDIUM');
    expect(screen.getByRole('combobox', { name: 'Purpose' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Source' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('placeholder', '+93 70 123 4567');
  });

  it('adds a custom field only when both parts have text, with Enter too, and removes it', async () => {
    const spy = setup({ 'GET /api/customers': () => listAnswer([]) });
    await screenReady();
    const user = userEvent.setup();
    const key = screen.getByRole('textbox', { name: 'Field name' });
    const value = screen.getByRole('textbox', { name: 'Value' });
    const add = screen.getByRole('button', { name: 'Add' });

    await user.type(key, '   ');
    await user.type(value, 'x');
    expect(add).toBeDisabled();
    await user.type(value, '{Enter}');
    expect(screen.queryByRole('list', { name: 'Custom metadata' })).not.toBeInTheDocument();

    await user.clear(key);
    await fill(user, key, ' Grade ');
    await user.clear(value);
    await fill(user, value, ' 7 ');
    await user.click(add);
    const list = screen.getByRole('list', { name: 'Custom metadata' });
    expect(within(list).getByText('Grade')).toBeInTheDocument();
    expect(within(list).getByText('7')).toBeInTheDocument();
    expect(key).toHaveValue('');
    expect(value).toHaveValue('');

    // Enter in the metadata inputs adds the pair; it never submits the form.
    await fill(user, key, 'Sibling');
    await fill(user, value, 'Maryam');
    await user.keyboard('{Enter}');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(calls(spy, 'POST', '/api/customers')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Grade' }));
    expect(within(list).queryByText('Grade')).not.toBeInTheDocument();
    expect(within(list).getByText('Sibling')).toBeInTheDocument();
  });

  it('sends the trimmed phone as phone and mobile, the canonical values and the session; then resets and reloads', async () => {
    const created = makeCustomer({ name: 'Ahmad Rahimi', serialNumber: 'V-2026-000123' });
    let registered: Customer[] = [];
    const answerCreate = heldAnswer();
    const spy = setup({
      'GET /api/customers': () => listAnswer(registered),
      'POST /api/customers': answerCreate.route,
    });
    await screenReady();
    await screen.findByText('No visitors found');
    const user = userEvent.setup();

    await fill(user, nameInput(), '  Ahmad Rahimi  ');
    await fill(user, screen.getByRole('textbox', { name: 'Name in Dari' }), ' احمد رحیمی ');
    await fill(user, screen.getByRole('textbox', { name: 'Phone' }), '  +93 70 123 4567 ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Female');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Parent');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Purpose' }), 'Inquiry');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'Finance');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Source' }), 'Walk-in');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'High');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Referred to' }), 'Admin');
    await fill(user, screen.getByRole('textbox', { name: 'Remarks' }), 'Brother in grade 9');
    await fill(user, screen.getByRole('textbox', { name: 'Field name' }), 'Grade');
    await fill(user, screen.getByRole('textbox', { name: 'Value' }), '7');
    await user.keyboard('{Enter}');
    // Enter in an ordinary field submits.
    await user.type(nameInput(), '{Enter}');

    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
    const [post] = calls(spy, 'POST', '/api/customers');
    const body = await readSentBody(post);
    expect(body).toEqual({
      id: expect.stringMatching(UUID),
      name: 'Ahmad Rahimi',
      dariName: 'احمد رحیمی',
      phone: '+93701234567',
      mobile: '+93701234567',
      email: '',
      gender: 'FEMALE',
      type: 'PARENT',
      purpose: 'INQUIRY',
      department: 'FINANCE',
      source: 'WALK_IN',
      priority: 'HIGH',
      referredTo: 'ADMIN',
      remarks: 'Brother in grade 9',
      metadata: { Grade: '7' },
      createdBy: 7,
      schoolId: 3,
    });
    expect(post.headers.get('X-Request-ID')).toMatch(UUID);

    const listCallsBefore = calls(spy, 'GET', '/api/customers').length;
    registered = [created];
    answerCreate.release({ status: 201, body: { success: true, message: 'Customer created', data: created } });

    // The list reloads and shows the new visitor; the form, the metadata list and its inputs reset.
    expect(await screen.findByText('#V-2026-000123')).toBeInTheDocument();
    expect(calls(spy, 'GET', '/api/customers').length).toBeGreaterThan(listCallsBefore);
    expect(nameInput()).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('MALE');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('STUDENT');
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveValue('MEDIUM');
    expect(screen.getByRole('combobox', { name: 'Source' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Remarks' })).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Custom metadata' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Field name' })).toHaveValue('');
    expect(nameInput()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Register Visitor' })).toBeEnabled();
  });

  it('shows the server message in the form and on its field, and "Failed to create visitor" without one', async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { success: false, message: 'Validation failed', errors: { name: 'At most 200 characters' } },
    };
    const spy = setup({ 'GET /api/customers': () => listAnswer([]), 'POST /api/customers': () => answer });
    await screenReady();
    await screen.findByText('No visitors found');
    const user = userEvent.setup();
    await user.type(nameInput(), 'Ahmad{Enter}');

    expect(await within(form()).findByRole('alert')).toHaveTextContent('Validation failed');
    expect(screen.getByText('At most 200 characters')).toBeInTheDocument();
    expect(nameInput()).toHaveValue('Ahmad');

    answer = { status: 409, body: { success: false } };
    await user.click(screen.getByRole('button', { name: 'Register Visitor' }));
    await waitFor(() => expect(within(form()).getByRole('alert')).toHaveTextContent('Failed to create visitor'));

    // Tried again unchanged, the registration keeps its ids: a first attempt that did reach the
    // server is the same customer, never a second one.
    const posts = calls(spy, 'POST', '/api/customers');
    expect(posts).toHaveLength(2);
    const [first, second] = await Promise.all(posts.map(readSentBody));
    expect(second.id).toBe(first.id);
    expect(posts[1].headers.get('X-Request-ID')).toBe(posts[0].headers.get('X-Request-ID'));
  });

  it('checks the phone with the one rule: a number that is not one is refused before anything is sent', async () => {
    const spy = setup({ 'GET /api/customers': () => listAnswer([]) });
    await screenReady();
    const user = userEvent.setup();
    await fill(user, nameInput(), 'Ahmad');
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await fill(user, phone, 'abc123');
    await user.click(screen.getByRole('button', { name: 'Register Visitor' }));
    expect(await screen.findByText('Enter a phone number such as 0700 123 456')).toBeInTheDocument();
    expect(phone).toHaveFocus();
    expect(calls(spy, 'POST', '/api/customers')).toHaveLength(0);
  });

  it('a phone that is another visitor\'s: "Open Zahra Karimi" opens her, "Register anyway" sends it again allowing it', async () => {
    const zahra = makeCustomer({ id: '0b9a6c1e-5d43-4c8e-9a57-3f2d1e0c9b8a', name: 'Zahra Karimi', phone: '+93700123456' });
    const created = makeCustomer({ name: 'Zahra Ahmadi', serialNumber: 'V-2026-000200' });
    const spy = setup({
      'GET /api/customers': () => listAnswer([]),
      [`GET /api/customers/${zahra.id}`]: () => ({ body: { success: true, message: 'Customer retrieved successfully', data: zahra } }),
      'POST /api/customers': async (request) => {
        const body = await readSentBody(request);
        return body.allowDuplicatePhone
          ? { status: 201, body: { success: true, message: 'Customer created successfully', data: created } }
          : {
              status: 409,
              body: {
                success: false,
                message: 'This phone number already belongs to another visitor',
                errors: { phone: 'This phone number already belongs to another visitor' },
                existing: { id: zahra.id, name: 'Zahra Karimi' },
              },
            };
      },
    });
    await screenReady();
    const user = userEvent.setup();
    await fill(user, nameInput(), 'Zahra Ahmadi');
    await fill(user, screen.getByRole('textbox', { name: 'Phone' }), '0700 123 456');
    await user.click(screen.getByRole('button', { name: 'Register Visitor' }));

    const choice = await within(form()).findByRole('alert');
    expect(choice).toHaveTextContent('This phone belongs to Zahra Karimi');
    expect(nameInput()).toHaveValue('Zahra Ahmadi');

    await user.click(within(choice).getByRole('button', { name: 'Open Zahra Karimi' }));
    const details = await screen.findByRole('dialog', { name: 'Visitor Details' });
    expect(details).toHaveTextContent('Zahra Karimi');
    expect(new URLSearchParams(window.location.search).get('visitor')).toBe(zahra.id);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Visitor Details' })).not.toBeInTheDocument());
    expect(window.location.search).toBe('');

    await user.click(within(form()).getByRole('button', { name: 'Register anyway' }));
    await waitFor(() => expect(nameInput()).toHaveValue(''));
    const posts = calls(spy, 'POST', '/api/customers');
    expect(posts).toHaveLength(2);
    const [first, second] = await Promise.all(posts.map(readSentBody));
    expect(first).toMatchObject({ name: 'Zahra Ahmadi', phone: '+93700123456', mobile: '+93700123456' });
    expect(first).not.toHaveProperty('allowDuplicatePhone');
    expect(second).toMatchObject({ name: 'Zahra Ahmadi', phone: '+93700123456', allowDuplicatePhone: true });
    // A new write: the refused one was never saved.
    expect(posts[1].headers.get('X-Request-ID')).not.toBe(posts[0].headers.get('X-Request-ID'));
    expect(within(form()).queryByText('This phone belongs to Zahra Karimi')).not.toBeInTheDocument();
  });

  it('offers exactly the choices of the edit dialog, with the same labels, for every shared list', async () => {
    setup({ 'GET /api/customers': () => listAnswer([makeCustomer({ name: 'Zahra Noori' })]) });
    await screenReady();
    const card = await screen.findByRole('article', { name: 'Zahra Noori' });
    const optionsOf = (container: HTMLElement, name: string) =>
      Array.from(within(container).getByRole('combobox', { name }).querySelectorAll('option')).map((option) => [option.value, option.textContent]);
    const registerForm = form();

    await userEvent.setup().click(within(card).getByRole('button', { name: 'Edit visitor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Visitor' });

    for (const field of ['Gender', 'Type', 'Purpose', 'Department', 'Source', 'Priority']) {
      const register = optionsOf(registerForm, field);
      expect(register.length, field).toBeGreaterThan(1);
      expect(register, field).toEqual(optionsOf(dialog, field));
    }
    // The lists the front desk was missing: six visitor types, four genders, "Urgent".
    expect(optionsOf(registerForm, 'Type').map(([value]) => value)).toEqual(['STUDENT', 'PARENT', 'TEACHER', 'STAFF', 'PROSPECT', 'ALUMNI']);
    expect(optionsOf(registerForm, 'Gender').map(([value]) => value)).toEqual(['MALE', 'FEMALE', 'OTHER', 'PREFER_NOT_TO_SAY']);
    expect(optionsOf(registerForm, 'Priority')).toContainEqual(['URGENT', 'Urgent']);
  });

  it('shows the remarks limit once the text nears it, and nothing for a short text', async () => {
    setup({ 'GET /api/customers': () => listAnswer([]) });
    await screenReady();
    const user = userEvent.setup();
    const remarks = screen.getByRole('textbox', { name: 'Remarks' });

    await fill(user, remarks, 'Brother in grade 9');
    expect(within(form()).queryByText(/characters$/)).not.toBeInTheDocument();

    await user.clear(remarks);
    await fill(user, remarks, 'x'.repeat(2000));
    const hint = within(form()).getByText('2000 / 2000 characters');
    expect(remarks).toHaveAttribute('aria-describedby', expect.stringContaining(hint.id));
  });
});
