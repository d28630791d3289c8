/**
 * Messaging › Parent messages as a school admin meets it: unread in bold with a badge, the child
 * and class, Kabul time; opening marks it read and shows the full text and a tel: link beside the
 * list ("Mark as unread" undoes it), or in the list's place on a phone; the filter and search reach
 * the server; the empty and failed states.
 */
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch, type StubAnswer } from '@/app/testing/app-test-harness';
import type { ParentInboxItem, ParentInboxListAnswer, ParentInboxMessage } from '@/contract/parent-inbox';
import { ParentMessagesTab } from '@/features/messaging/parent-messages/parent-messages-tab';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const PARENT = { id: 3, userId: 41, name: 'Gul Ahmad Safi', phone: '+93 780 567 890' };
const ABSENCE: ParentInboxItem = {
  id: 5,
  schoolId: 1,
  subject: 'Absence tomorrow',
  preview: 'Omid has a fever and will stay home…',
  // 05:30 UTC is 10:00 in Kabul (UTC+04:30).
  createdAt: '2026-03-01T05:30:00.000Z',
  readAt: null,
  parent: PARENT,
  student: { id: 12, name: 'Omid Safi', className: 'Grade 7 A' },
};
const BUS: ParentInboxItem = {
  ...ABSENCE,
  id: 4,
  subject: 'School bus',
  preview: 'Will the bus run on Thursday?',
  createdAt: '2026-02-28T05:30:00.000Z',
  readAt: '2026-02-28T06:00:00.000Z',
  student: null,
};
const FULL_TEXT = 'Omid has a fever and will stay home tomorrow.\nWe will send the note.';
const READ_AT = '2026-03-01T07:00:00.000Z';

function listAnswer(data: ParentInboxItem[], unread: number): ParentInboxListAnswer {
  return {
    success: true,
    message: 'Parent messages retrieved successfully',
    data,
    meta: { pagination: { currentPage: 1, totalPages: 1, totalCount: data.length, limit: 20 }, unread },
  };
}
const messageAnswer = (data: ParentInboxMessage) => ({ body: { success: true, message: 'OK', data } });

function setup({ list }: { list?: (params: URLSearchParams) => StubAnswer } = {}) {
  let readAt: string | null = null;
  const spy = stubFetch({
    'GET /api/parent-messages': (request) =>
      list ? list(new URL(request.url).searchParams) : { body: listAnswer([{ ...ABSENCE, readAt }, BUS], readAt ? 0 : 1) },
    'GET /api/parent-messages/5': () => messageAnswer({ ...ABSENCE, readAt, body: FULL_TEXT }),
    'PATCH /api/parent-messages/5/read': () => {
      readAt = READ_AT;
      return messageAnswer({ ...ABSENCE, readAt, body: FULL_TEXT });
    },
    'PATCH /api/parent-messages/5/unread': () => {
      readAt = null;
      return messageAnswer({ ...ABSENCE, readAt, body: FULL_TEXT });
    },
  });
  seedSession(makeSessionUser({ role: 'SCHOOL_ADMIN' }, ['parent:read', 'messaging:read']));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(<ParentMessagesTab />, { queryClient });
  return { spy, user: userEvent.setup() };
}

const calls = (spy: ReturnType<typeof stubFetch>, method: string, path: string) =>
  spy.mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path)
    .map((request) => Object.fromEntries(new URL(request.url).searchParams));

const rows = async () => within(await screen.findByRole('navigation', { name: 'Messages from parents' })).getAllByRole('button');

describe('Messaging › Parent messages', { timeout: 30_000 }, () => {
  it('lists the messages newest first: parent, child and class, subject, preview, Kabul time; unread in bold with a badge', async () => {
    setup();
    const [absence, bus] = await rows();
    expect(absence).toHaveTextContent('Gul Ahmad Safi');
    expect(within(absence).getByText('Unread')).toBeInTheDocument();
    expect(absence).toHaveTextContent('About Omid Safi (Grade 7 A)');
    expect(absence).toHaveTextContent('Absence tomorrow');
    expect(absence).toHaveTextContent('Omid has a fever and will stay home…');
    expect(within(absence).getByText(/Mar 1, 2026/)).toHaveTextContent('10:00');
    expect(within(absence).getByText('Absence tomorrow')).toHaveStyle({ fontWeight: '700' });
    expect(bus).toHaveTextContent('Not about one child');
    expect(within(bus).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(bus).getByText('School bus')).not.toHaveStyle({ fontWeight: '700' });
    expect(screen.getByRole('radio', { name: 'Unread (1)' })).toBeInTheDocument();
  });

  it('opens a message: the full text, a tel: link, marked read; "Mark as unread" undoes it and goes back', async () => {
    const { spy, user } = setup();
    const [absence] = await rows();
    await user.click(absence);

    const message = await screen.findByRole('article', { name: 'Absence tomorrow' });
    expect(await within(message).findByText(/We will send the note\./)).toBeInTheDocument();
    expect(within(message).getByRole('link', { name: 'Call Gul Ahmad Safi on +93 780 567 890' })).toHaveAttribute('href', 'tel:+93780567890');
    expect(message).toHaveTextContent('About Omid Safi (Grade 7 A)');
    await waitFor(() => expect(calls(spy, 'PATCH', '/api/parent-messages/5/read')).toHaveLength(1));
    expect(await within(message).findByText(/Read Mar 1, 2026/)).toBeInTheDocument();
    await user.click(within(message).getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(calls(spy, 'PATCH', '/api/parent-messages/5/unread')).toHaveLength(1));
    await waitFor(async () => expect(within((await rows())[0]).getByText('Unread')).toBeInTheDocument());
    expect(screen.getByText('Choose a message to read it.')).toBeInTheDocument();
    // Only an unread message is marked on opening: the read one is not.
    await user.click((await rows())[1]);
    await screen.findByRole('article', { name: 'School bus' });
    expect(calls(spy, 'PATCH', '/api/parent-messages/4/read')).toHaveLength(0);
  });

  it('on a phone, shows the message in place of the list, with the focus on it and a way back', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: false, media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false }) as MediaQueryList,
    );
    const { user } = setup();
    await user.click((await rows())[1]);
    const message = await screen.findByRole('article', { name: 'School bus' });
    expect(screen.queryByRole('navigation', { name: 'Messages from parents' })).not.toBeInTheDocument();
    expect(within(message).getByRole('heading', { name: 'School bus' })).toHaveFocus();
    await user.click(within(message).getByRole('button', { name: 'Back to messages' }));
    expect(await screen.findByRole('navigation', { name: 'Messages from parents' })).toBeInTheDocument();
  });

  it('sends the Unread filter and the search; says when nothing is unread or nothing matches', async () => {
    const { spy, user } = setup({
      list: (params) => ({ body: listAnswer(params.has('unread') || params.has('search') ? [] : [BUS], 0) }),
    });
    await rows();
    await user.click(screen.getByRole('radio', { name: 'Unread' }));
    expect(await screen.findByText('No unread messages')).toBeInTheDocument();
    expect(calls(spy, 'GET', '/api/parent-messages').at(-1)).toEqual({ page: '1', limit: '20', unread: 'true' });

    await user.click(screen.getByRole('radio', { name: 'All' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'bus');
    expect(await screen.findByText('No messages match this search')).toBeInTheDocument();
    expect(calls(spy, 'GET', '/api/parent-messages').at(-1)).toEqual({ page: '1', limit: '20', search: 'bus' });
  });

  it('says when no parent has written yet, and shows a failed load with a retry', async () => {
    let fail = true;
    const { user } = setup({
      // A refusal, not a 5xx: the API client retries those itself, with waits.
      list: () => (fail ? { status: 403, body: { success: false, message: 'Access denied' } } : { body: listAnswer([], 0) }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the messages from parents.');
    expect(alert).toHaveTextContent('Access denied');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No messages from parents yet')).toBeInTheDocument();
    expect(screen.getByText('Messages parents send from their portal appear here.')).toBeInTheDocument();
  });
});
