import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_DEFAULT_PERMISSIONS } from '@/contract/permissions';
import { effectivePermissionsAnswer, listAnswer, makeCustomer } from '@/lib/testing/customer-fixture';
import { makeSessionUser, renderApp, seedSession, stubFetch, type StubAnswer, type StubRoutes, heldAnswer } from '@/app/testing/app-test-harness';

const FRONT_DESK = [...ROLE_DEFAULT_PERMISSIONS.TEACHER, 'customer:delete'];

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(routes: StubRoutes, permissions: readonly string[] = FRONT_DESK) {
  const spy = stubFetch({
    'GET /api/rbac/permissions/user/7/effective': () => effectivePermissionsAnswer(permissions),
    ...routes,
  });
  seedSession(makeSessionUser({}, permissions));
  renderApp();
  return spy;
}

function listRequests(spy: ReturnType<typeof stubFetch>): URL[] {
  return spy.mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === 'GET' && new URL(request.url).pathname === '/api/customers')
    .map((request) => new URL(request.url));
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search visitors' });
const findCard = (name: string) => screen.findByRole('article', { name });

describe('Visitors list', { timeout: 20_000 }, () => {
  it('shows the fallbacks of the spec on a card with nothing filled in, and its stage only when it has one', async () => {
    const bare = makeCustomer({ name: '', serialNumber: '', phone: null, mobile: null, type: '', status: '', stage: null });
    const mobileOnly = makeCustomer({ name: 'Maryam Karimi', phone: '', mobile: '0799 555 111', type: 'PARENT', status: 'CONTACTED', stage: 'Interview' });
    setup({ 'GET /api/customers': () => listAnswer([bare, mobileOnly]) });

    const card = await findCard('Unknown');
    expect(within(card).getByText('Unknown')).toBeInTheDocument();
    expect(within(card).getByText(`#${bare.id}`)).toBeInTheDocument();
    expect(within(card).getByText('No phone')).toBeInTheDocument();
    expect(within(card).getByText('STUDENT')).toBeInTheDocument();
    expect(within(card).getByText('FACEBOOK')).toBeInTheDocument();
    // No stage: none is shown (issue 23: not "Unknown Stage" on every card), nor its separator.
    expect(within(card).queryByText('Unknown Stage')).not.toBeInTheDocument();
    expect(within(card).queryByText('·')).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent(/stage/i);
    expect(within(card).getByText('Student')).toBeInTheDocument();
    for (const action of ['Generate token', 'Edit visitor', 'View details']) {
      expect(within(card).getByRole('button', { name: action })).toBeInTheDocument();
    }

    const filled = screen.getByRole('article', { name: 'Maryam Karimi' });
    expect(within(filled).getByText(`#${mobileOnly.serialNumber}`)).toBeInTheDocument();
    expect(within(filled).getByText('0799 555 111')).toBeInTheDocument();
    expect(within(filled).getByText('PARENT')).toBeInTheDocument();
    expect(within(filled).getByText('CONTACTED')).toBeInTheDocument();
    expect(within(filled).getByText('Interview')).toBeInTheDocument();
    expect(within(filled).queryByText('Unknown Stage')).not.toBeInTheDocument();
  });

  it('asks for 50 customers with a cache-busting _t, and says "No visitors found" for none', async () => {
    const spy = setup({ 'GET /api/customers': () => listAnswer([]) });
    expect(await screen.findByText('No visitors found', undefined)).toBeInTheDocument();
    const [url] = listRequests(spy);
    expect(url.searchParams.get('limit')).toBe('50');
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('_t')).toMatch(/^\d+$/);
    expect(url.searchParams.has('search')).toBe(false);
  });

  it('shows "Loading..." until the list arrives', async () => {
    const answer = heldAnswer();
    setup({ 'GET /api/customers': answer.route });
    expect(await screen.findByText('Loading...', undefined)).toBeInTheDocument();
    act(() => answer.release(listAnswer([makeCustomer({ name: 'Omid Sharifi' })])));
    expect(await findCard('Omid Sharifi')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it("shows the server's message in place of the list, or \"Failed to fetch visitors\" without one", async () => {
    let answer: StubAnswer = { status: 400, body: { success: false, message: 'Search text is too long' } };
    setup({ 'GET /api/customers': () => answer });
    expect(await screen.findByRole('alert', undefined)).toHaveTextContent('Search text is too long');

    answer = { status: 403, body: {} };
    const user = userEvent.setup();
    await user.type(searchBox(), 'x');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch visitors'));
  });

  it('filters the visitors kept on the device at once, asks the server once the typing stops, and aborts a stale search', async () => {
    const everyone = [makeCustomer({ name: 'Ahmad Rahimi' }), makeCustomer({ name: 'Zahra Noori' })];
    const pending = new Map<string, { signal: AbortSignal; resolve: (value: StubAnswer) => void }>();
    const spy = setup({
      'GET /api/customers': (request) => {
        const search = new URL(request.url).searchParams.get('search');
        if (search === null) return listAnswer(everyone);
        return new Promise((resolve) => pending.set(search, { signal: request.signal, resolve }));
      },
    });
    await findCard('Zahra Noori');
    const user = userEvent.setup();

    await user.type(searchBox(), 'Rah');
    // The device's copy answers while the server has not yet.
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Zahra Noori' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Ahmad Rahimi' })).toBeInTheDocument();
    await waitFor(() => expect(pending.has('Rah')).toBe(true));
    // One request for the whole word, none per keystroke.
    expect(listRequests(spy).map((url) => url.searchParams.get('search'))).toEqual([null, 'Rah']);

    await user.type(searchBox(), 'imi');
    await waitFor(() => expect(pending.has('Rahimi')).toBe(true));
    expect(pending.get('Rah')?.signal.aborted).toBe(true);
    expect(pending.get('Rahimi')?.signal.aborted).toBe(false);

    // The server knows a visitor this device had not seen: kept, and shown.
    const newer = makeCustomer({ name: 'Karim Rahimi', createdAt: new Date(Date.parse(everyone[0].createdAt) + 60_000).toISOString() });
    act(() => pending.get('Rahimi')?.resolve(listAnswer([newer, everyone[0]])));
    expect(await findCard('Karim Rahimi')).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Karim Rahimi', 'Ahmad Rahimi']);
  });

  it("keeps showing the visitors kept on the device when the server's answer fails, and says why", async () => {
    let answering = true;
    // A refusal is not retried, so the test need not wait out the back-off of an outage.
    setup({
      'GET /api/customers': () => (answering ? listAnswer([makeCustomer({ name: 'Omid Sharifi' })]) : { status: 403, body: { success: false, message: 'Not now' } }),
    });
    await findCard('Omid Sharifi');
    answering = false;
    const user = userEvent.setup();
    await user.type(searchBox(), 'omid');
    expect(await screen.findByText(/Showing the visitors saved on this device \(Not now\)/, undefined)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Omid Sharifi' })).toBeInTheDocument();
  });

  it('focuses the search box on "/" pressed anywhere but in a field', async () => {
    setup({ 'GET /api/customers': () => listAnswer([]) });
    await screen.findByText('No visitors found', undefined);
    const user = userEvent.setup();

    await user.keyboard('/');
    expect(searchBox()).toHaveFocus();
    expect(searchBox()).toHaveValue('');

    const name = screen.getByRole('textbox', { name: /^Full name/ });
    await user.click(name);
    await user.keyboard('/');
    expect(name).toHaveFocus();
    expect(name).toHaveValue('/');
  });

  it('opens the token dialog for the visitor of the card', async () => {
    setup({
      'GET /api/customers': () => listAnswer([makeCustomer({ name: 'Omid Sharifi' }), makeCustomer({ name: 'Zahra Noori' })]),
    });
    const card = await findCard('Zahra Noori');
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Generate token' }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findAllByText('Zahra Noori')).length).toBeGreaterThan(0);
    expect(within(dialog).queryByText('Omid Sharifi')).not.toBeInTheDocument();
  });

  it('leaves out the create form and the edit action for a user who may only read', async () => {
    setup({ 'GET /api/customers': () => listAnswer([makeCustomer({ name: 'Omid Sharifi' })]) }, ['customer:read']);
    const card = await findCard('Omid Sharifi');
    expect(within(card).queryByRole('button', { name: 'Edit visitor' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'View details' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Visitor Management' })).not.toBeInTheDocument();
  });
});
