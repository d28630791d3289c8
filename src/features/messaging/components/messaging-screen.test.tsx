/**
 * The Messaging screen over stubbed API answers (wide layout unless a test says phone):
 * the empty, error and loaded list; opening a thread (oldest first, Kabul times, the read mark,
 * a file download); the composer (Enter sends, Shift+Enter does not, a queued send); messages
 * still waiting on this device at the end of their thread, badged; a new
 * conversation from the contacts picker; a poll vote; and who sees the Parent messages tab.
 */
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch, type StubRoutes } from '@/app/testing/app-test-harness';
import MessagingScreen from '@/features/messaging/components/messaging-screen';
import {
  HOMA,
  KARIM,
  ME,
  contacts,
  makeConversation,
  makeMessage,
  makePoll,
  messagePage,
  ok,
  readSentBody,
} from '@/features/messaging/components/messaging-test-fixture';
import { writeDeviceSession } from '@/lib/offline/device-session';
import { localDatabase } from '@/lib/offline/local-database';
import { addToOutbox } from '@/lib/offline/outbox/outbox-store';
import { envelopeBytes, makeOutboxWrite } from '@/lib/offline/outbox/testing/outbox-fixture';
import { makeValidTestToken } from '@/lib/token/test-token';

vi.mock('@/features/messaging/parent-messages/parent-messages-tab', () => ({ ParentMessagesTab: () => <p>Parent inbox stand-in</p> }));
vi.mock('@/lib/dom/save-file', () => ({ saveFile: vi.fn() }));

const STAFF = ['messaging:read', 'messaging:create'];

afterEach(() => {
  act(() => notifications.clean());
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

function setup(routes: StubRoutes, permissions: readonly string[] = STAFF, role = 'TEACHER') {
  const spy = stubFetch({ 'GET /api/conversations/1/polls': () => ok([]), 'PATCH /api/messages/102/read': () => ok(makeMessage({ id: 102, read: true })), ...routes });
  seedSession(makeSessionUser({ id: ME, role }, permissions));
  renderWithProviders(<MessagingScreen />);
  return { spy, user: userEvent.setup() };
}

function requestsTo(spy: ReturnType<typeof stubFetch>, method: string, pathname: string): Request[] {
  return spy.mock.calls
    .map(([input, init]) => (input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init)))
    .filter((request) => request.method === method && new URL(request.url).pathname === pathname);
}

const thread = [makeMessage({ id: 102, body: 'See you there', createdAt: '2026-03-01T05:34:00.000Z' }), makeMessage({ id: 100, senderId: ME, senderName: 'Farida Ahmadzai', body: 'When is the meeting?', read: true, createdAt: '2026-03-01T05:20:00.000Z' })];

describe('Messaging screen', { timeout: 30_000 }, () => {
  it('says "No conversations yet" with the New conversation action', async () => {
    setup({ 'GET /api/conversations': () => ok([]) });
    expect(screen.getByText('Loading conversations...')).toBeInTheDocument();
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New conversation' })).toBeInTheDocument();
  });

  it('shows no New conversation action to a user who may only read', async () => {
    setup({ 'GET /api/conversations': () => ok([]) }, ['messaging:read']);
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New conversation' })).toBeNull();
  });

  it('shows a failed list with Try again, which loads it', async () => {
    let calls = 0;
    setup({
      'GET /api/conversations': () => {
        calls += 1;
        return calls === 1 ? { status: 403, body: { success: false, message: 'Forbidden' } } : ok([makeConversation()]);
      },
    });
    expect(await screen.findByText('Could not load your conversations.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Homa Azizi')).toBeInTheDocument();
  });

  it('lists conversations by name with the last message and unread count; opening one reads it oldest first and marks it read', async () => {
    const { spy, user } = setup({
      'GET /api/conversations': () =>
        ok([makeConversation(), makeConversation({ id: 2, type: 'GROUP', title: 'Grade 5 teachers', unreadCount: 0, lastMessage: makeMessage({ id: 90, conversationId: 2, senderId: ME, body: 'Done', read: true }) })]),
      'GET /api/conversations/1/messages': () => messagePage(thread),
    });
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Homa Azizi'), expect.stringContaining('Grade 5 teachers')]);
    expect(within(rows[0]).getByText('See you there')).toBeInTheDocument();
    expect(within(rows[0]).getByLabelText('2 unread messages')).toHaveTextContent('2');
    expect(within(rows[1]).getByText('You: Done')).toBeInTheDocument();
    expect(within(rows[1]).queryByLabelText(/unread/)).toBeNull();

    await user.click(rows[0]);
    const log = await screen.findByRole('log', { name: 'Messages' });
    const bubbles = within(log).getAllByRole('article');
    expect(bubbles.map((bubble) => bubble.getAttribute('aria-label'))).toEqual(['You', 'Homa Azizi']);
    expect(within(bubbles[0]).getByText('When is the meeting?')).toBeInTheDocument();
    // 05:34 UTC is 10:04 in Kabul.
    expect(within(bubbles[1]).getByText(/10:04/)).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(spy, 'PATCH', '/api/messages/102/read')).toHaveLength(1));
    expect(screen.getByText('Members: You, Homa Azizi')).toBeInTheDocument();
    // Wide screen: the list stays beside the thread, the open row marked.
    expect(within(screen.getByRole('navigation', { name: 'Conversations' })).getByRole('button', { name: /Homa Azizi/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('button', { name: 'Back to conversations' })).toBeNull();
  });

  it('shows the list or the thread, one at a time, on a phone', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }));
    const { user } = setup({
      'GET /api/conversations': () => ok([makeConversation()]),
      'GET /api/conversations/1/messages': () => messagePage(thread),
    });
    await user.click(await screen.findByRole('button', { name: /Homa Azizi/ }));
    expect(await screen.findByRole('log', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Conversations' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(await screen.findByRole('navigation', { name: 'Conversations' })).toBeInTheDocument();
    expect(screen.queryByRole('log', { name: 'Messages' })).toBeNull();
  });

  it('does not mark an already read thread again', async () => {
    const { spy, user } = setup({
      'GET /api/conversations': () => ok([makeConversation({ unreadCount: 0 })]),
      'GET /api/conversations/1/messages': () => messagePage([makeMessage({ id: 102, read: true })]),
    });
    await user.click(await screen.findByRole('button', { name: /Homa Azizi/ }));
    await screen.findByRole('log', { name: 'Messages' });
    expect(requestsTo(spy, 'PATCH', '/api/messages/102/read')).toHaveLength(0);
  });

  it('downloads an attached file with the signed-in fetch', async () => {
    const { saveFile } = await import('@/lib/dom/save-file');
    const withFile = makeMessage({ id: 102, read: true, body: '', file: { name: 'timetable.pdf', mimeType: 'application/pdf', sizeBytes: 2048, url: '/api/messages/files/102' } });
    const { spy, user } = setup({
      'GET /api/conversations': () => ok([makeConversation({ unreadCount: 0 })]),
      'GET /api/conversations/1/messages': () => messagePage([withFile]),
    });
    stubFetchFile(spy);
    await user.click(await screen.findByRole('button', { name: /Homa Azizi/ }));
    await user.click(await screen.findByRole('button', { name: 'Download timetable.pdf' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'timetable.pdf'));
    const download = requestsTo(spy, 'GET', '/api/messages/files/102')[0];
    expect(download.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('sends on Enter (not on Shift+Enter) and says when the send was queued offline', async () => {
    let posts = 0;
    const { spy, user } = setup({
      'GET /api/conversations': () => ok([makeConversation({ unreadCount: 0 })]),
      'GET /api/conversations/1/messages': () => messagePage([makeMessage({ id: 102, read: true })]),
      'POST /api/conversations/1/messages': () => {
        posts += 1;
        return posts === 1 ? { status: 201, body: { success: true, message: 'Message sent', data: makeMessage({ id: 103, senderId: ME, body: 'Thanks\nSee you' }) } } : { status: 202, body: { success: true, queued: true } };
      },
    });
    await user.click(await screen.findByRole('button', { name: /Homa Azizi/ }));
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'Thanks{Shift>}{Enter}{/Shift}See you');
    expect(requestsTo(spy, 'POST', '/api/conversations/1/messages')).toHaveLength(0);
    await user.type(box, '{Enter}');
    await waitFor(() => expect(requestsTo(spy, 'POST', '/api/conversations/1/messages')).toHaveLength(1));
    expect(await readSentBody(requestsTo(spy, 'POST', '/api/conversations/1/messages')[0])).toEqual({ body: 'Thanks\nSee you' });
    await waitFor(() => expect(box).toHaveValue(''));

    await user.type(box, 'Offline hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message saved on this device. It will be sent when the server can be reached.')).toBeInTheDocument();
    expect(box).toHaveValue('');
    // Two different texts: two writes with two request ids.
    const ids = requestsTo(spy, 'POST', '/api/conversations/1/messages').map((request) => request.headers.get('x-request-id'));
    expect(new Set(ids).size).toBe(2);
  });

  it('shows the messages still waiting on this device at the end of their thread, badged, until the server has them', async () => {
    await writeDeviceSession(makeValidTestToken({ sub: String(ME) }), 'Farida');
    await addToOutbox(makeOutboxWrite('first', { userId: String(ME), url: '/api/conversations/1/messages', body: await envelopeBytes({ body: 'Waiting one' }) }));
    await addToOutbox(makeOutboxWrite('refused', { userId: String(ME), url: '/api/messages', state: 'attention', body: await envelopeBytes({ conversationId: 1, body: 'Waiting two' }) }));
    // Another conversation's, and a direct message to a person, are not this thread's.
    await addToOutbox(makeOutboxWrite('elsewhere', { userId: String(ME), url: '/api/conversations/2/messages', body: await envelopeBytes({ body: 'Not here' }) }));
    await addToOutbox(makeOutboxWrite('direct', { userId: String(ME), url: '/api/messages', body: await envelopeBytes({ recipientId: HOMA, body: 'Not here either' }) }));
    let served = [makeMessage({ id: 102, read: true })];
    const { user } = setup({
      'GET /api/conversations': () => ok([makeConversation({ unreadCount: 0 })]),
      'GET /api/conversations/1/messages': () => messagePage(served),
    });
    await user.click(await screen.findByRole('button', { name: /Homa Azizi/ }));
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('Waiting one');
    const bubbles = within(log).getAllByRole('article');
    expect(bubbles.map((bubble) => bubble.textContent)).toEqual([
      expect.stringContaining('Salaam, the meeting is at ten.'),
      expect.stringMatching(/^You.*Waiting one.*Pending sync$/),
      expect.stringMatching(/^You.*Waiting two.*Needs attention$/),
    ]);
    expect(within(log).queryByText(/Not here/)).toBeNull();

    // Sent: it leaves the outbox and the thread is read again, with the server's message.
    served = [...served, makeMessage({ id: 103, senderId: ME, senderName: 'Farida Ahmadzai', body: 'Waiting one', read: true })];
    await act(() => localDatabase().outbox.where('requestId').equals('first').delete());
    await waitFor(() => expect(within(log).getByText('Waiting one').closest('article')).not.toHaveTextContent('Pending sync'));
    expect(within(log).getAllByText('Waiting one')).toHaveLength(1);
  });

  it('shows the messages waiting on this device when the thread cannot be read (offline)', async () => {
    await writeDeviceSession(makeValidTestToken({ sub: String(ME) }), 'Farida');
    await addToOutbox(makeOutboxWrite('first', { userId: String(ME), url: '/api/conversations/1/messages', body: await envelopeBytes({ body: 'Written offline' }) }));
    const { user } = setup({
      'GET /api/conversations': () => ok([makeConversation({ unreadCount: 0 })]),
      'GET /api/conversations/1/messages': () => ({ status: 403, body: { success: false, message: 'Forbidden' } }),
    });
    await user.click(await screen.findByRole('button', { name: /Homa Azizi/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the messages.');
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(within(log).getByRole('article')).toHaveTextContent(/^You.*Written offline.*Pending sync$/);
  });

  it('shows the server refusal of a send and keeps the text', async () => {
    const { user } = setup({
      'GET /api/conversations': () => ok([makeConversation({ unreadCount: 0 })]),
      'GET /api/conversations/1/messages': () => messagePage([]),
      'POST /api/conversations/1/messages': () => ({ status: 404, body: { success: false, message: 'Conversation not found' } }),
    });
    await user.click(await screen.findByRole('button', { name: /Homa Azizi/ }));
    expect(await screen.findByText('No messages yet. Say hello!')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Hello{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Conversation not found');
    expect(box).toHaveValue('Hello');
  });

  it('starts a group conversation with people from the contacts picker, asking for a title first', async () => {
    const created = makeConversation({ id: 5, type: 'GROUP', title: 'Exam week', unreadCount: 0, lastMessage: null });
    let listed = [makeConversation({ unreadCount: 0 })];
    const { spy, user } = setup({
      'GET /api/conversations': () => ok(listed),
      'GET /api/messaging/contacts': (request) => ok(new URL(request.url).searchParams.get('search') === 'kar' ? contacts.filter((person) => person.id === KARIM) : contacts),
      'POST /api/conversations': () => {
        listed = [created, ...listed];
        return { status: 201, body: { success: true, message: 'Conversation created', data: created } };
      },
      'GET /api/conversations/5/messages': () => messagePage([]),
      'GET /api/conversations/5/polls': () => ok([]),
    });
    await user.click(await screen.findByRole('button', { name: 'New conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New conversation' });
    await user.click(within(dialog).getByRole('button', { name: 'Start conversation' }));
    expect(within(dialog).getByText('Please choose at least one person')).toBeInTheDocument();

    await user.click(await within(dialog).findByRole('checkbox', { name: /Homa Azizi/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Search people' }), 'kar');
    await waitFor(() => expect(within(dialog).queryByRole('checkbox', { name: /Homa Azizi/ })).toBeNull());
    expect(requestsTo(spy, 'GET', '/api/messaging/contacts').some((request) => new URL(request.url).searchParams.get('search') === 'kar')).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: /Karim Sadat/ }));
    expect(within(dialog).getByText('2 people chosen')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Start conversation' }));
    expect(within(dialog).getByText('Please give a group conversation a title')).toBeInTheDocument();
    expect(requestsTo(spy, 'POST', '/api/conversations')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Exam week');
    await user.click(within(dialog).getByRole('button', { name: 'Start conversation' }));
    await waitFor(() => expect(requestsTo(spy, 'POST', '/api/conversations')).toHaveLength(1));
    expect(await readSentBody(requestsTo(spy, 'POST', '/api/conversations')[0])).toEqual({ type: 'GROUP', title: 'Exam week', memberIds: [HOMA, KARIM] });
    expect(await screen.findByRole('heading', { name: 'Exam week' })).toBeInTheDocument();
  });

  it('starts a direct conversation for one person without a title', async () => {
    const { spy, user } = setup({
      'GET /api/conversations': () => ok([]),
      'GET /api/messaging/contacts': () => ok(contacts),
      'POST /api/conversations': () => ({ status: 200, body: { success: true, data: makeConversation({ unreadCount: 0, lastMessage: null }) } }),
      'GET /api/conversations/1/messages': () => messagePage([]),
    });
    await user.click(await screen.findByRole('button', { name: 'New conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New conversation' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /Karim Sadat/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Start conversation' }));
    await waitFor(() => expect(requestsTo(spy, 'POST', '/api/conversations')).toHaveLength(1));
    expect(await readSentBody(requestsTo(spy, 'POST', '/api/conversations')[0])).toEqual({ type: 'DIRECT', memberIds: [KARIM] });
  });

  it("shows a poll's tallies and sends a vote", async () => {
    const { spy, user } = setup({
      'GET /api/conversations': () => ok([makeConversation({ unreadCount: 0 })]),
      'GET /api/conversations/1/messages': () => messagePage([makeMessage({ id: 102, read: true })]),
      'GET /api/conversations/1/polls': () => ok([makePoll()]),
      'POST /api/polls/31/vote': () => ok(makePoll({ options: [{ id: 41, label: 'Saturday', votes: 2, votedByMe: false }, { id: 42, label: 'Sunday', votes: 2, votedByMe: true }], totalVoters: 4 })),
    });
    await user.click(await screen.findByRole('button', { name: /Homa Azizi/ }));
    const poll = await screen.findByRole('article', { name: 'Which day for the parents meeting?' });
    expect(within(poll).getByText('3 people voted')).toBeInTheDocument();
    expect(within(poll).getByText('2 votes')).toBeInTheDocument();
    expect(within(poll).getByRole('button', { name: 'Vote' })).toBeDisabled();
    await user.click(within(poll).getByRole('radio', { name: 'Sunday' }));
    await user.click(within(poll).getByRole('button', { name: 'Vote' }));
    await waitFor(() => expect(requestsTo(spy, 'POST', '/api/polls/31/vote')).toHaveLength(1));
    expect(await readSentBody(requestsTo(spy, 'POST', '/api/polls/31/vote')[0])).toEqual({ optionIds: [42] });
    expect(await screen.findByText('Vote recorded')).toBeInTheDocument();
  });

  it('shows a closed poll read-only', async () => {
    const { user } = setup({
      'GET /api/conversations': () => ok([makeConversation({ unreadCount: 0 })]),
      'GET /api/conversations/1/messages': () => messagePage([makeMessage({ id: 102, read: true })]),
      'GET /api/conversations/1/polls': () => ok([makePoll({ closed: true, closesAt: '2026-03-02T00:00:00.000Z' })]),
    });
    await user.click(await screen.findByRole('button', { name: /Homa Azizi/ }));
    const poll = await screen.findByRole('article', { name: 'Which day for the parents meeting?' });
    expect(within(poll).getByText('Closed')).toBeInTheDocument();
    expect(within(poll).queryByRole('radio')).toBeNull();
    expect(within(poll).queryByRole('button', { name: 'Vote' })).toBeNull();
  });

  it('shows the Parent messages tab to staff with parent:read only, never to a parent', async () => {
    setup({ 'GET /api/conversations': () => ok([]) }, [...STAFF, 'parent:read']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Parent messages' }));
    expect(await screen.findByText('Parent inbox stand-in')).toBeInTheDocument();
  });

  it('hides the Parent messages tab without parent:read', async () => {
    setup({ 'GET /api/conversations': () => ok([]) }, STAFF);
    await screen.findByText('No conversations yet');
    expect(screen.queryByRole('tab', { name: 'Parent messages' })).toBeNull();
  });

  it('hides the Parent messages tab and the New conversation action from a parent', async () => {
    setup({ 'GET /api/conversations': () => ok([]) }, [...STAFF, 'parent:read'], 'PARENT');
    await screen.findByText('No conversations yet');
    expect(screen.queryByRole('tab', { name: 'Parent messages' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New conversation' })).toBeNull();
  });
});

/** GET /api/messages/files/102 answers a PDF (the JSON stub answers everything else). */
function stubFetchFile(spy: ReturnType<typeof stubFetch>) {
  const json = spy.getMockImplementation()!;
  spy.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
    if (new URL(request.url).pathname === '/api/messages/files/102') {
      return new Response(new Blob(['%PDF-1.4']), { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="timetable.pdf"' } });
    }
    return json(input, init);
  });
}
