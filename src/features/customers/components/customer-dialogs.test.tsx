import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '@/contract/customers';
import { ROLE_DEFAULT_PERMISSIONS } from '@/contract/permissions';
import { effectivePermissionsAnswer, listAnswer, makeCustomer, readSentBody } from '@/lib/testing/customer-fixture';
import { makeSessionUser, renderApp, seedSession, stubFetch, type StubAnswer, type StubRoutes, heldAnswer } from '@/app/testing/app-test-harness';

const FRONT_DESK = [...ROLE_DEFAULT_PERMISSIONS.TEACHER, 'customer:delete'];

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(routes: StubRoutes) {
  const spy = stubFetch({
    'GET /api/rbac/permissions/user/7/effective': () => effectivePermissionsAnswer(FRONT_DESK),
    ...routes,
  });
  seedSession(makeSessionUser({}, FRONT_DESK));
  renderApp();
  return spy;
}

function requests(spy: ReturnType<typeof stubFetch>, method: string, path: string): Request[] {
  return spy.mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path);
}

async function openFromCard(name: string, action: 'View details' | 'Edit visitor') {
  const card = await screen.findByRole('article', { name });
  await userEvent.setup().click(within(card).getByRole('button', { name: action }));
  return screen.findByRole('dialog', { name: action === 'View details' ? 'Visitor Details' : 'Edit Visitor' });
}

const full = makeCustomer({
  name: 'Zahra Noori',
  phone: '+93 79 555 0101',
  email: 'zahra@example.af',
  gender: 'FEMALE',
  type: 'PARENT',
  purpose: 'INQUIRY',
  department: 'FINANCE',
  source: 'REFERRAL',
  priority: 'HIGH',
  referredTo: 'FINANCE',
  address: 'Street 4, Karte Se',
  city: 'Kabul',
  country: 'Afghanistan',
  company: 'Noori Trading',
  website: 'https://noori.example.af',
  occupation: 'Accountant',
  remarks: 'Asked about the fee plan',
  metadata: { Children: '2', Grade: '7' },
  createdAt: '2026-11-22T05:45:00.000Z',
  updatedAt: '2026-11-23T09:00:00.000Z',
});

const bare = makeCustomer({
  name: 'Omid Sharifi',
  email: null,
  gender: null,
  type: '',
  purpose: null,
  department: null,
  source: null,
  priority: '',
  referredTo: null,
});

describe('Customer details dialog', { timeout: 20_000 }, () => {
  it('shows each section with its content, long dates in Kabul time, and the type badge', async () => {
    setup({ 'GET /api/customers': () => listAnswer([full]) });
    const dialog = await openFromCard('Zahra Noori', 'View details');
    for (const section of [
      'Basic Information',
      'Contact Information',
      'Business Information',
      'Additional Information',
      'Remarks & Notes',
      'Custom Metadata',
      'Timeline',
    ]) {
      expect(within(dialog).getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(within(dialog).getByText('zahra@example.af')).toBeInTheDocument();
    expect(within(dialog).getByText('Parent')).toBeInTheDocument();
    expect(within(dialog).getByText('Kabul')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'https://noori.example.af' })).toHaveAttribute('href', 'https://noori.example.af');
    expect(within(dialog).getByText('Asked about the fee plan')).toBeInTheDocument();
    expect(within(dialog).getByText('Children')).toBeInTheDocument();
    expect(within(dialog).getByText('2')).toBeInTheDocument();
    // 05:45 UTC is 10:15 in Kabul (UTC+4:30).
    expect(within(dialog).getByText(/^November 22, 2026 at 10:15\sAM$/)).toBeInTheDocument();
    expect(within(dialog).getByText(/^November 23, 2026 at 1:30\sPM$/)).toBeInTheDocument();
  });

  it('leaves out the sections that have nothing to show', async () => {
    setup({ 'GET /api/customers': () => listAnswer([bare]) });
    const dialog = await openFromCard('Omid Sharifi', 'View details');
    expect(within(dialog).getByRole('heading', { name: 'Basic Information' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Timeline' })).toBeInTheDocument();
    for (const section of ['Contact Information', 'Business Information', 'Additional Information', 'Remarks & Notes', 'Custom Metadata']) {
      expect(within(dialog).queryByRole('heading', { name: section })).not.toBeInTheDocument();
    }
    expect(within(dialog).queryByText('Email')).not.toBeInTheDocument();
  });

  it('closes, and Edit Visitor swaps it for the edit dialog', async () => {
    setup({ 'GET /api/customers': () => listAnswer([full]) });
    const user = userEvent.setup();
    let dialog = await openFromCard('Zahra Noori', 'View details');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Visitor Details' })).not.toBeInTheDocument());

    dialog = await openFromCard('Zahra Noori', 'View details');
    await user.click(within(dialog).getByRole('button', { name: 'Edit Visitor' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Visitor' });
    expect(within(edit).getByRole('textbox', { name: /^Full name/ })).toHaveValue('Zahra Noori');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Visitor Details' })).not.toBeInTheDocument());
  });
});

describe('Edit customer dialog', { timeout: 20_000 }, () => {
  it('starts a customer without values at MALE, STUDENT, MEDIUM and OWNER, in the upper-case vocabulary', async () => {
    setup({ 'GET /api/customers': () => listAnswer([bare]) });
    const dialog = await openFromCard('Omid Sharifi', 'Edit visitor');
    for (const section of ['Basic Information', 'Contact Information', 'Business Information', 'Additional Information']) {
      expect(within(dialog).getByText(section)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('combobox', { name: 'Gender' })).toHaveValue('MALE');
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveValue('STUDENT');
    expect(within(dialog).getByRole('combobox', { name: 'Priority' })).toHaveValue('MEDIUM');
    expect(within(dialog).getByRole('combobox', { name: 'Referred to' })).toHaveValue('OWNER');
    const genders = within(within(dialog).getByRole('combobox', { name: 'Gender' })).getAllByRole('option');
    expect(genders.map((option) => option.getAttribute('value'))).toEqual(['MALE', 'FEMALE', 'OTHER', 'PREFER_NOT_TO_SAY']);
    const types = within(within(dialog).getByRole('combobox', { name: 'Type' })).getAllByRole('option');
    expect(types.map((option) => option.getAttribute('value'))).toEqual(['STUDENT', 'PARENT', 'TEACHER', 'STAFF', 'PROSPECT', 'ALUMNI']);
  });

  it("checks name, phone, email and website with the spec's messages; editing a field clears only its error", async () => {
    const spy = setup({ 'GET /api/customers': () => listAnswer([full]) });
    const dialog = await openFromCard('Zahra Noori', 'Edit visitor');
    const user = userEvent.setup();
    const name = within(dialog).getByRole('textbox', { name: /^Full name/ });
    const phone = within(dialog).getByRole('textbox', { name: /^Phone/ });
    await user.clear(name);
    await user.clear(phone);
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'zahra@');
    const website = within(dialog).getByRole('textbox', { name: 'Website' });
    await user.clear(website);
    await user.type(website, 'www.noori.af');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid website URL (starting with http:// or https://)')).toBeInTheDocument();
    expect(requests(spy, 'PUT', `/api/customers/${full.id}`)).toHaveLength(0);
    // The dialog scrolls; the first field that needs attention gets the focus.
    await waitFor(() => expect(name).toHaveFocus());

    await user.type(name, 'Z');
    expect(within(dialog).queryByText('Name is required')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Phone number is required')).toBeInTheDocument();
    await user.type(email, 'x');
    expect(within(dialog).queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid website URL (starting with http:// or https://)')).toBeInTheDocument();
  });

  it('shows Saving..., then puts the saved customer in place in the list and closes', async () => {
    // Newest first, as the server lists them (the list is kept on the device in that order).
    const after = (days: number) => new Date(Date.parse(full.createdAt) + days * 86_400_000).toISOString();
    const others = [makeCustomer({ name: 'First Visitor', createdAt: after(1) }), full, makeCustomer({ name: 'Last Visitor', createdAt: after(-1) })];
    const answer = heldAnswer();
    const spy = setup({
      'GET /api/customers': () => listAnswer(others),
      [`PUT /api/customers/${full.id}`]: answer.route,
    });
    const dialog = await openFromCard('Zahra Noori', 'Edit visitor');
    const user = userEvent.setup();
    const name = within(dialog).getByRole('textbox', { name: /^Full name/ });
    await user.clear(name);
    await user.type(name, 'Zahra Noori Ahmadi');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Priority' }), 'URGENT');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    const [put] = requests(spy, 'PUT', `/api/customers/${full.id}`);
    const body = await readSentBody(put);
    expect(body).toMatchObject({ name: 'Zahra Noori Ahmadi', phone: '+93795550101', priority: 'URGENT', gender: 'FEMALE', metadata: full.metadata });
    const listCalls = requests(spy, 'GET', '/api/customers').length;

    const saved: Customer = { ...full, name: 'Zahra Noori Ahmadi', priority: 'URGENT' };
    act(() => answer.release({ body: { success: true, message: 'Customer updated successfully', data: saved } }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Visitor' })).not.toBeInTheDocument());
    const names = screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
    expect(names).toEqual(['First Visitor', 'Zahra Noori Ahmadi', 'Last Visitor']);
    // Replaced in place from the answer, not by reloading the list.
    expect(requests(spy, 'GET', '/api/customers')).toHaveLength(listCalls);
  });

  it('an edit overtaken by another save shows the two versions, codes in words; the chosen values go again made from the saved version', async () => {
    const theirs: Customer = { ...full, priority: 'LOW', remarks: 'Fee plan sent', updatedAt: '2026-11-24T10:00:00.000Z' };
    let puts = 0;
    const spy = setup({
      'GET /api/customers': () => listAnswer([full]),
      [`PUT /api/customers/${full.id}`]: () =>
        (puts += 1) === 1
          ? { status: 412, body: { success: false, message: 'changed', current: theirs } }
          : { body: { success: true, message: 'Customer updated successfully', data: { ...theirs, priority: 'URGENT', updatedAt: '2026-11-24T11:00:00.000Z' } } },
    });
    const dialog = await openFromCard('Zahra Noori', 'Edit visitor');
    const user = userEvent.setup();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Priority' }), 'URGENT');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    const versions = await screen.findByLabelText('The two versions, field by field');
    expect(within(versions).getByRole('radiogroup', { name: 'Priority' })).toHaveTextContent(/Your change.*Urgent.*Saved now.*Low/);
    expect(within(versions).getByRole('radiogroup', { name: 'Remarks' })).toHaveTextContent(/Your change.*Asked about the fee plan.*Saved now.*Fee plan sent/);
    await user.click(within(within(versions).getByRole('radiogroup', { name: 'Remarks' })).getByRole('radio', { name: 'Saved now' }));
    await user.click(screen.getByRole('button', { name: 'Save the chosen values' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Visitor' })).not.toBeInTheDocument());
    const [first, second] = requests(spy, 'PUT', `/api/customers/${full.id}`);
    expect(first.headers.get('If-Match')).toBe('"2026-11-23T09:00:00.000Z"');
    expect(second.headers.get('If-Match')).toBe('"2026-11-24T10:00:00.000Z"');
    const resent = await readSentBody(second);
    expect(resent).toMatchObject({ priority: 'URGENT', name: 'Zahra Noori' });
    expect(resent).not.toHaveProperty('remarks');
  });

  it('edits the custom fields; a phone that is another visitor\'s offers "Save anyway", which sends it allowing it', async () => {
    const owner = { id: '4c1f7a52-9d0e-4b3a-8f6e-2a1b0c9d8e7f', name: 'Zahra Karimi' };
    const spy = setup({
      'GET /api/customers': () => listAnswer([full]),
      [`PUT /api/customers/${full.id}`]: async (request) => {
        const body = await readSentBody(request);
        if (body.allowDuplicatePhone) return { body: { success: true, message: 'Customer updated successfully', data: { ...full, ...body } } };
        const message = 'This phone number already belongs to another visitor';
        return { status: 409, body: { success: false, message, errors: { phone: message }, existing: owner } };
      },
    });
    const dialog = await openFromCard('Zahra Noori', 'Edit visitor');
    const user = userEvent.setup();
    const custom = within(dialog).getByRole('list', { name: 'Custom metadata' });
    expect(within(custom).getByText('Children')).toBeInTheDocument();
    // Pasted: a whole value in one input event keeps the test quick.
    const paste = async (element: HTMLElement, text: string) => {
      await user.clear(element);
      await user.click(element);
      await user.paste(text);
    };
    const addField = async (key: string, value: string) => {
      await paste(within(dialog).getByRole('textbox', { name: 'Field name' }), key);
      await paste(within(dialog).getByRole('textbox', { name: 'Value' }), value);
      await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    };
    await user.click(within(dialog).getByRole('button', { name: 'Remove Children' }));
    await addField('Grade', '8');
    await addField('Shift', 'Morning');
    const phone = within(dialog).getByRole('textbox', { name: /^Phone/ });
    await paste(phone, 'not a phone');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText('Enter a phone number such as 0700 123 456')).toBeInTheDocument();
    await paste(phone, '0700 123 456');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByText('This phone belongs to Zahra Karimi')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Open Zahra Karimi' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Visitor' })).not.toBeInTheDocument());

    const puts = requests(spy, 'PUT', `/api/customers/${full.id}`);
    expect(puts).toHaveLength(2);
    const [first, second] = await Promise.all(puts.map(readSentBody));
    expect(first).toMatchObject({ phone: '+93700123456', metadata: { Grade: '8', Shift: 'Morning' } });
    expect(first.metadata).not.toHaveProperty('Children');
    expect(first).not.toHaveProperty('allowDuplicatePhone');
    expect(second).toMatchObject({ phone: '+93700123456', allowDuplicatePhone: true, metadata: { Grade: '8', Shift: 'Morning' } });
  });

  it("shows the server's message, its field errors, and \"Failed to update visitor\" without a message", async () => {
    let answer: StubAnswer = {
      status: 400,
      body: { success: false, message: 'Validation failed', errors: { occupation: 'At most 200 characters' } },
    };
    setup({ 'GET /api/customers': () => listAnswer([full]), [`PUT /api/customers/${full.id}`]: () => answer });
    const dialog = await openFromCard('Zahra Noori', 'Edit visitor');
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Validation failed');
    expect(within(dialog).getByText('At most 200 characters')).toBeInTheDocument();

    answer = { status: 404, body: {} };
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to update visitor'));
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });
});
