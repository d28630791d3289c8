/**
 * "Message the school" as a parent meets it: the header button, the form's defaults and live
 * counts, the contract's validation messages (nothing sent), Enter in Subject, a message sent with
 * its X-Request-ID (kept on a retry of the same text), the server's field errors, a write queued
 * offline, Escape, and the Sent messages tab with its loading, empty and error states.
 */
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch, type StubRoutes } from '@/app/testing/app-test-harness';
import { PARENT_ACCOUNT_MESSAGES, PARENT_MESSAGE_SUBJECT_MAX } from '@/contract/parent-account';
import ParentPortalScreen from '@/features/parent-portal/components/parent-portal-screen';
import { AHMAD, answer, makeDashboard, ZAHRA } from '@/features/parent-portal/components/testing/portal-fixture';
import { MessageSchoolAction } from '@/features/parent-portal/messages/message-school-action';
import { makeParentMessage, readSentBody, sentRequests } from '@/features/parent-portal/messages/testing/account-fixture';


const PARENT_ID = 41;
const MESSAGES_PATH = `/api/parents/${PARENT_ID}/messages`;

function setup(routes: StubRoutes = {}) {
  const spy = stubFetch(routes);
  seedSession(makeSessionUser({ id: PARENT_ID, role: 'PARENT', username: 'parent' }));
  renderWithProviders(<MessageSchoolAction childList={[AHMAD, ZAHRA]} selectedChildId={ZAHRA.id} />);
  return { spy, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

async function openModal(user: User) {
  await user.click(screen.getByRole('button', { name: 'Message the school' }));
  return screen.findByRole('dialog', { name: 'Message the school' });
}

const subject = () => screen.getByRole('textbox', { name: /^Subject/ });
const body = () => screen.getByRole('textbox', { name: /^Message/ });
const about = () => screen.getByRole('combobox', { name: 'About' });

async function fillMessage(user: User, subjectText = 'Absence on Monday', bodyText = 'Zahra will be absent on Monday.') {
  await user.click(subject());
  await user.paste(subjectText);
  await user.click(body());
  await user.paste(bodyText);
}

const sentAnswer = () => ({
  status: 201,
  body: { success: true, data: makeParentMessage({ id: 5, studentId: ZAHRA.id, studentName: 'Zahra Karimi' }), message: PARENT_ACCOUNT_MESSAGES.messageSent },
});

beforeEach(() => window.history.replaceState(null, '', '/parent-portal'));
afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Message the school', { timeout: 30_000 }, () => {
  it('sits in the portal header beside Settings', async () => {
    stubFetch({ 'GET /api/parents/children': () => answer([AHMAD, ZAHRA]), 'GET /api/parents/dashboard': () => answer(makeDashboard()) });
    seedSession(makeSessionUser({ id: PARENT_ID, role: 'PARENT', username: 'parent' }));
    renderWithProviders(<ParentPortalScreen />);
    expect(await screen.findByRole('button', { name: 'Message the school' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveAttribute('aria-haspopup', 'dialog');
    // Wider than a phone (happy-dom's window), the label is shown beside the icon.
    expect(screen.getByRole('button', { name: 'Message the school' })).toHaveTextContent('Message the school');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Message the school' }));
    await screen.findByRole('dialog', { name: 'Message the school' });
    // The first child is the portal's choice, so the message is about it.
    expect(about()).toHaveValue(String(AHMAD.id));
  });

  it('is an icon button named by its label on a phone', async () => {
    const narrow = (query: string) => ({ matches: false, media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false });
    vi.spyOn(window, 'matchMedia').mockImplementation(narrow);
    const { user } = setup();
    const button = screen.getByRole('button', { name: 'Message the school' });
    expect(button).not.toHaveTextContent('Message the school');
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Message the school' })).toBeInTheDocument();
  });

  it('opens on a new message about the chosen child, with live counts against the limits', async () => {
    const { user } = setup();
    await openModal(user);
    expect(screen.getByRole('tab', { name: 'New message' })).toHaveAttribute('aria-selected', 'true');
    expect(about()).toHaveValue(String(ZAHRA.id));
    expect([...(about() as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(['Ahmad Karimi', 'Zahra Karimi', 'Not about one child']);
    expect(screen.getByText('0/150 characters')).toBeInTheDocument();
    expect(screen.getByText('0/4000 characters')).toBeInTheDocument();
    await waitFor(() => expect(subject()).toHaveFocus());

    await user.paste('Bus');
    expect(screen.getByText('3/150 characters')).toBeInTheDocument();
    expect(subject()).toHaveAccessibleDescription('3/150 characters');
  });

  it("shows the contract's messages and sends nothing; a message clears when its field is edited", async () => {
    const { spy, user } = setup();
    await openModal(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(PARENT_ACCOUNT_MESSAGES.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(PARENT_ACCOUNT_MESSAGES.bodyRequired)).toBeInTheDocument();
    await waitFor(() => expect(subject()).toHaveFocus());

    await user.paste('x'.repeat(PARENT_MESSAGE_SUBJECT_MAX + 1));
    expect(screen.queryByText(PARENT_ACCOUNT_MESSAGES.subjectRequired)).not.toBeInTheDocument();
    expect(screen.getByText('151/150 characters')).toBeInTheDocument();
    await user.click(body());
    await user.paste('   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(PARENT_ACCOUNT_MESSAGES.subjectTooLong)).toBeInTheDocument();
    expect(screen.getByText(PARENT_ACCOUNT_MESSAGES.bodyRequired)).toBeInTheDocument();
    expect(sentRequests(spy.mock.calls, 'POST', MESSAGES_PATH)).toHaveLength(0);
  });

  it('moves from Subject to Message on Enter instead of sending half a message', async () => {
    const { spy, user } = setup({ 'POST /api/parents/41/messages': sentAnswer });
    await openModal(user);
    await user.type(subject(), 'Bus times{Enter}');
    expect(body()).toHaveFocus();
    expect(screen.queryByText(PARENT_ACCOUNT_MESSAGES.bodyRequired)).not.toBeInTheDocument();
    expect(sentRequests(spy.mock.calls, 'POST', MESSAGES_PATH)).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Message the school' })).toBeInTheDocument();
  });

  it("sends the message with an X-Request-ID, shows the server's words and closes", async () => {
    const { spy, user } = setup({ 'POST /api/parents/41/messages': sentAnswer });
    await openModal(user);
    await fillMessage(user, '  Absence on Monday ', 'Zahra will be absent on Monday.\nThank you.');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Message sent to the school')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Message the school' })).not.toBeInTheDocument());
    const [sent] = sentRequests(spy.mock.calls, 'POST', MESSAGES_PATH);
    expect(sent.headers.get('X-Request-ID')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await readSentBody(sent)).toEqual({ studentId: ZAHRA.id, subject: 'Absence on Monday', body: 'Zahra will be absent on Monday.\nThank you.' });
  });

  it('sends a message about no one child as studentId null', async () => {
    const { spy, user } = setup({ 'POST /api/parents/41/messages': sentAnswer });
    await openModal(user);
    await user.selectOptions(about(), 'Not about one child');
    await fillMessage(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Message sent to the school');
    expect(await readSentBody(sentRequests(spy.mock.calls, 'POST', MESSAGES_PATH)[0])).toMatchObject({ studentId: null });
  });

  it("keeps the form with the reason and the server's field errors; the same text sent again keeps its X-Request-ID", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    const { spy, user } = setup({
      'POST /api/parents/41/messages': () => {
        calls += 1;
        if (calls === 1) return { status: 400, body: { success: false, message: 'Validation failed', errors: { body: PARENT_ACCOUNT_MESSAGES.bodyTooLong } } };
        return sentAnswer();
      },
    });
    await openModal(user);
    await fillMessage(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to send the message');
    expect(alert).toHaveTextContent('Validation failed');
    expect(screen.getByText(PARENT_ACCOUNT_MESSAGES.bodyTooLong)).toBeInTheDocument();
    await waitFor(() => expect(body()).toHaveFocus());
    expect(subject()).toHaveValue('Absence on Monday');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Message sent to the school');
    const [first, second] = sentRequests(spy.mock.calls, 'POST', MESSAGES_PATH);
    expect(second.headers.get('X-Request-ID')).toBe(first.headers.get('X-Request-ID'));
  });

  it('shows a refusal in words the parent can read and stays open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup({ 'POST /api/parents/41/messages': () => ({ status: 403, body: { success: false, message: PARENT_ACCOUNT_MESSAGES.notYourChild } }) });
    await openModal(user);
    await fillMessage(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PARENT_ACCOUNT_MESSAGES.notYourChild);
    expect(screen.getByRole('dialog', { name: 'Message the school' })).toBeInTheDocument();
  });

  it('closes with "saved on this device" when the write was queued offline', async () => {
    const { user } = setup({ 'POST /api/parents/41/messages': () => ({ status: 202, body: { success: true, queued: true } }) });
    await openModal(user);
    await fillMessage(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message saved on this device. It will be sent when the server can be reached.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Message the school' })).not.toBeInTheDocument());
  });

  it('closes on Escape and starts afresh when opened again', async () => {
    const { user } = setup();
    await openModal(user);
    await user.type(subject(), 'Half');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Message the school' })).not.toBeInTheDocument());
    await openModal(user);
    expect(subject()).toHaveValue('');
  });

  it('lists the sent messages, newest first, with the child and whether the school read each', async () => {
    const { user } = setup({
      'GET /api/parents/41/messages': () =>
        answer([
          makeParentMessage({ id: 2, subject: 'Bus times', studentId: null, studentName: null, readAt: '2026-11-21T09:00:00.000Z' }),
          makeParentMessage({ id: 1, subject: 'Absence on Monday' }),
        ]),
    });
    await openModal(user);
    await user.type(subject(), 'Kept');
    await user.click(screen.getByRole('tab', { name: 'Sent messages' }));

    const list = await screen.findByRole('list', { name: 'Sent messages' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Bus times');
    expect(items[0]).toHaveTextContent('Not about one child');
    expect(items[0]).toHaveTextContent('Read by the school');
    expect(items[1]).toHaveTextContent('Absence on Monday');
    expect(items[1]).toHaveTextContent('About Ahmad Karimi');
    expect(items[1]).toHaveTextContent('Unread');
    expect(items[1]).toHaveTextContent(/Sent .*2026/);

    // The half-written message is still there on the other tab.
    await user.click(screen.getByRole('tab', { name: 'New message' }));
    expect(subject()).toHaveValue('Kept');
  });

  it('says so when nothing was sent yet', async () => {
    const { user } = setup({ 'GET /api/parents/41/messages': () => answer([]) });
    await openModal(user);
    await user.click(screen.getByRole('tab', { name: 'Sent messages' }));
    expect(await screen.findByText('No messages sent yet')).toBeInTheDocument();
  });

  it('shows a failed read with Try Again, which reads again', async () => {
    let calls = 0;
    const { user } = setup({
      'GET /api/parents/41/messages': () => {
        calls += 1;
        return calls === 1 ? { status: 403, body: { success: false, message: PARENT_ACCOUNT_MESSAGES.notYourAccount } } : answer([makeParentMessage()]);
      },
    });
    await openModal(user);
    await user.click(screen.getByRole('tab', { name: 'Sent messages' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your messages');
    expect(alert).toHaveTextContent(PARENT_ACCOUNT_MESSAGES.notYourAccount);
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Absence on Monday')).toBeInTheDocument();
  });
});
