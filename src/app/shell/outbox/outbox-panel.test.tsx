/**
 * The outbox panel over a real outbox (fake-indexeddb): what it lists, and what Discard, Send
 * again and Fix do to the stored writes. The service worker's side (the replay) is not here:
 * `onSyncNow` stands in for the request to replay.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ATTENDANCE_MESSAGES } from '@/contract/attendance';
import { writeDeviceSession } from '@/lib/offline/device-session';
import { decodeOutboxBody } from '@/lib/offline/outbox/decode-outbox-body';
import type { OutboxItem, OutboxProblem } from '@/lib/offline/outbox/outbox-item';
import { addToOutbox, readOutbox } from '@/lib/offline/outbox/outbox-store';
import { useOutbox } from '@/lib/offline/outbox/use-outbox';
import { makeValidTestToken } from '@/lib/token/test-token';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { OutboxPanel } from '@/app/shell/outbox/outbox-panel';
import { envelopeBytes, makeOutboxWrite } from '@/lib/offline/outbox/testing/outbox-fixture';

const KARIM_ID = '0b7c1e52-7d1a-4c8e-9a51-000000000001';
const KEPT_ID = '00000000-0000-4000-8000-000000000099';
const REFUSED: OutboxProblem = { status: 422, message: 'Validation failed', fieldErrors: { phone: 'Phone must have at least 9 digits' } };

async function queue(requestId: string, body: unknown, overrides: Partial<Omit<OutboxItem, 'seq'>> = {}): Promise<void> {
  await addToOutbox(makeOutboxWrite(requestId, { body: await envelopeBytes(body), ...overrides }));
}

const registration = (name: string, extra: Record<string, unknown> = {}) => ({ id: KARIM_ID, name, phone: '0799 123 456', source: 'walk-in', ...extra });

/** The panel as the shell shows it: the signed-in user's view of the outbox, live. */
function LivePanel({ onSyncNow }: { onSyncNow: () => Promise<void> }) {
  const view = useOutbox('7');
  return view ? <OutboxPanel view={view} onSyncNow={onSyncNow} /> : null;
}

async function renderPanel() {
  await writeDeviceSession(makeValidTestToken({ sub: '7' }), 'Karim');
  const onSyncNow = vi.fn(async () => {});
  render(
    <AppProviders queryClient={createQueryClient()}>
      <LivePanel onSyncNow={onSyncNow} />
    </AppProviders>,
  );
  await screen.findByRole('button', { name: 'Sync now' });
  return { onSyncNow, user: userEvent.setup() };
}

const card = (name: string) => screen.findByRole('listitem', { name });
const stored = async (requestId: string) => (await readOutbox()).find((item) => item.requestId === requestId);

describe('OutboxPanel', { timeout: 20_000 }, () => {
  it('says nothing is waiting for an empty outbox, with Sync now disabled', async () => {
    await renderPanel();
    expect(screen.getByText('Nothing is waiting: every change has reached the server.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeDisabled();
  });

  it('lists refused writes, then queued ones, then other users\', each named by what it is', async () => {
    await queue('refused', registration('Karim Karimi'), { state: 'attention', problem: REFUSED });
    await queue('edit', { name: 'Zahra Ahmadi' }, { method: 'PUT', url: `/api/customers/${KEPT_ID}` });
    await queue('zahra', registration('Gul Ahmad', { id: 'other-id' }), { userId: '8', userName: 'Zahra' });
    await queue('someone', { slip: 1 }, { userId: '9', userName: null, url: '/api/tokens' });
    await renderPanel();

    const attention = await screen.findByRole('region', { name: 'Needs attention (1)' });
    const refused = await within(attention).findByRole('listitem', { name: 'New visitor: Karim Karimi' });
    expect(within(refused).getByText('Server: Validation failed')).toBeInTheDocument();
    expect(within(refused).getByText('Phone must have at least 9 digits')).toBeInTheDocument();

    const queued = screen.getByRole('region', { name: 'Waiting to sync (1)' });
    expect(await within(queued).findByRole('listitem', { name: 'Changes to visitor: Zahra Ahmadi' })).toBeInTheDocument();

    const others = screen.getByRole('region', { name: 'Waiting for another user (2)' });
    const zahras = await within(others).findByRole('listitem', { name: 'New visitor: Gul Ahmad' });
    expect(within(zahras).getByText('Saved by Zahra: sent when they sign in on this device.')).toBeInTheDocument();
    // Another user's write can be neither sent nor discarded from here.
    expect(within(zahras).queryByRole('button')).toBeNull();
    const unnamed = within(others).getByRole('listitem', { name: 'POST /tokens' });
    expect(within(unnamed).getByText('Saved by another user: sent when they sign in on this device.')).toBeInTheDocument();

    expect(screen.queryByText('Nothing is waiting: every change has reached the server.')).toBeNull();
  });

  it('Sync now asks for a replay while a write of mine is queued', async () => {
    await queue('mine', registration('Karim Karimi'));
    const { onSyncNow, user } = await renderPanel();
    const syncNow = screen.getByRole('button', { name: 'Sync now' });
    await waitFor(() => expect(syncNow).toBeEnabled());
    await user.click(syncNow);
    expect(onSyncNow).toHaveBeenCalledTimes(1);
  });

  it('keeps Sync now disabled when only refused writes and other users\' writes wait', async () => {
    await queue('refused', registration('Karim Karimi'), { state: 'attention', problem: REFUSED });
    await queue('zahra', registration('Gul Ahmad', { id: 'other-id' }), { userId: '8', userName: 'Zahra' });
    await renderPanel();
    await card('New visitor: Karim Karimi');
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeDisabled();
  });

  it('says the session has ended when my queued writes wait for a login', async () => {
    await queue('mine', registration('Karim Karimi'));
    await renderPanel();
    await card('New visitor: Karim Karimi');
    expect(screen.queryByText(/Your session has ended/)).toBeNull();
    await writeDeviceSession(null, null);
    expect(await screen.findByText('Your session has ended: these changes are sent after you sign in again.')).toBeInTheDocument();
  });

  it('asks before discarding: "Keep it" keeps the write, "Discard" deletes it', async () => {
    await queue('mine', registration('Karim Karimi'));
    const { onSyncNow, user } = await renderPanel();
    const item = await card('New visitor: Karim Karimi');

    await user.click(within(item).getByRole('button', { name: 'Discard' }));
    let dialog = await screen.findByRole('dialog', { name: 'Discard this change?' });
    expect(within(dialog).getByText('“New visitor: Karim Karimi” will never reach the server. This cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await stored('mine')).toBeDefined();

    await user.click(within(item).getByRole('button', { name: 'Discard' }));
    dialog = await screen.findByRole('dialog', { name: 'Discard this change?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(async () => expect(await readOutbox()).toEqual([]));
    expect(await screen.findByText('Nothing is waiting: every change has reached the server.')).toBeInTheDocument();
    expect(onSyncNow).not.toHaveBeenCalled();
  });

  it('Send again puts a refused write back in the queue and asks for a replay', async () => {
    await queue('refused', registration('Karim Karimi'), { state: 'attention', problem: { status: 409, message: 'Conflict' }, attempts: 3, nextAttemptAt: 99 });
    const { onSyncNow, user } = await renderPanel();
    const item = await card('New visitor: Karim Karimi');
    // The server named no field: nothing to fix in place.
    expect(within(item).queryByRole('button', { name: 'Fix' })).toBeNull();

    await user.click(within(item).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(onSyncNow).toHaveBeenCalledTimes(1));
    expect(await stored('refused')).toMatchObject({ state: 'queued', attempts: 0, nextAttemptAt: 0, problem: null });
    expect(await screen.findByRole('region', { name: 'Waiting to sync (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Needs attention/ })).toBeNull();
  });

  it('offers Fix only for a field the server named that can be corrected in place', async () => {
    await queue('metadata', registration('Karim Karimi', { metadata: { grade: '7' } }), {
      state: 'attention',
      problem: { status: 422, message: 'Invalid', fieldErrors: { metadata: 'Too many custom fields' } },
    });
    await queue('no-fields', registration('Zahra Ahmadi', { id: 'zahra-id' }), { state: 'attention', problem: { status: 422, message: 'Invalid' } });
    await queue('phone', registration('Gul Ahmad', { id: 'gul-id' }), { state: 'attention', problem: REFUSED });
    await renderPanel();

    const fixable = await card('New visitor: Gul Ahmad');
    expect(await within(fixable).findByRole('button', { name: 'Fix' })).toBeInTheDocument();
    expect(within(await card('New visitor: Karim Karimi')).queryByRole('button', { name: 'Fix' })).toBeNull();
    expect(within(await card('New visitor: Zahra Ahmadi')).queryByRole('button', { name: 'Fix' })).toBeNull();
  });

  it('Fix stores the corrected body under a new X-Request-ID, back in the queue, and asks for a replay', async () => {
    const body = registration('Karim Karimi', { phone: '0799' });
    await queue('refused', body, { state: 'attention', problem: REFUSED, attempts: 1 });
    const { onSyncNow, user } = await renderPanel();
    const item = await card('New visitor: Karim Karimi');

    await user.click(await within(item).findByRole('button', { name: 'Fix' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fix the change' });
    const phone = within(dialog).getByRole('textbox', { name: 'phone' });
    expect(phone).toHaveValue('0799');
    expect(within(dialog).getByText('Phone must have at least 9 digits')).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '0799 123 456');
    await user.click(within(dialog).getByRole('button', { name: 'Save and send again' }));

    await waitFor(() => expect(onSyncNow).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [fixed, ...rest] = await readOutbox();
    expect(rest).toEqual([]);
    expect(fixed).toMatchObject({ state: 'queued', attempts: 0, problem: null, url: '/api/customers', method: 'POST' });
    expect(fixed!.requestId).not.toBe('refused');
    expect(fixed!.requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(fixed!.headers).toEqual({ 'content-type': 'application/json', 'x-request-id': fixed!.requestId });
    // Stored as the app sends it: an encrypted envelope, the rest of the body unchanged.
    expect(JSON.parse(new TextDecoder().decode(fixed!.body!))).toEqual({ encryptedData: expect.any(String) });
    expect(await decodeOutboxBody(fixed!)).toEqual({ ...body, phone: '0799 123 456' });
  });

  it('a phone that is another visitor\'s: "Open Zahra Karimi" goes to her, "Register anyway" sends it again allowing it', async () => {
    const message = 'This phone number already belongs to another visitor';
    const zahra = { id: 'c0ffee00-0000-4000-8000-000000000001', name: 'Zahra Karimi' };
    const problem: OutboxProblem = {
      status: 409,
      message,
      fieldErrors: { phone: message },
      answer: { success: false, message, errors: { phone: message }, existing: zahra },
    };
    const body = registration('Karim Karimi');
    await queue('taken', body, { state: 'attention', problem });
    const { onSyncNow, user } = await renderPanel();
    const item = await card('New visitor: Karim Karimi');
    expect(within(item).getByText('This phone belongs to Zahra Karimi')).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Open Zahra Karimi' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe(`/customers?visitor=${zahra.id}`);

    await user.click(within(item).getByRole('button', { name: 'Register anyway' }));
    await waitFor(() => expect(onSyncNow).toHaveBeenCalledTimes(1));
    const [again, ...rest] = await readOutbox();
    expect(rest).toEqual([]);
    expect(again).toMatchObject({ state: 'queued', problem: null, method: 'POST', url: '/api/customers' });
    expect(again!.requestId).not.toBe('taken');
    // The same registration (same device-made id: nothing doubled), now allowing the shared phone.
    expect(await decodeOutboxBody(again!)).toEqual({ ...body, allowDuplicatePhone: true });
    await waitFor(() => expect(screen.queryByRole('region', { name: /Needs attention/ })).toBeNull());
  });

  it('a gate arrival refused on a day that is not a school day: says so, and "Record anyway" sends it again with override', async () => {
    const problem: OutboxProblem = { status: 409, message: ATTENDANCE_MESSAGES.notSchoolDay };
    const body = { studentId: 81, date: '2026-11-27', time: '07:45' };
    await queue('friday', body, { state: 'attention', problem, url: '/api/attendances/mark-in-time' });
    const { onSyncNow, user } = await renderPanel();
    const item = await card('Arrival of student 81 on 2026-11-27 at 07:45');
    expect(within(item).getByRole('alert')).toHaveTextContent('Not a school day');
    await user.click(within(item).getByRole('button', { name: 'Record anyway' }));
    await waitFor(() => expect(onSyncNow).toHaveBeenCalledTimes(1));
    const [again, ...rest] = await readOutbox();
    expect(rest).toEqual([]);
    expect(again).toMatchObject({ state: 'queued', problem: null, method: 'POST', url: '/api/attendances/mark-in-time' });
    expect(again!.requestId).not.toBe('friday');
    expect(await decodeOutboxBody(again!)).toEqual({ ...body, override: true });
  });

  it('a change someone else overtook (412): compares the two versions and sends the chosen fields made from the current version', async () => {
    const mine = { title: 'Chalk, coloured', amount: 150, remarks: 'Two boxes', status: 'APPROVED' };
    const current = { id: 12, title: 'Chalk, white', amount: 125, remarks: 'Two boxes', status: 'PAID', updatedAt: '2026-11-30T09:00:00.000Z' };
    const problem: OutboxProblem = { status: 412, message: 'Someone else changed this record', answer: { success: false, message: 'Someone else changed this record', current } };
    await queue('overtaken', mine, { state: 'attention', problem, method: 'PUT', url: '/api/expenses/12', headers: { 'content-type': 'application/json', 'x-request-id': 'overtaken', 'if-match': '"2026-11-30T08:00:00.000Z"' } });
    const { onSyncNow, user } = await renderPanel();
    const item = await card('Changes to expense #12');

    expect(within(item).getByText('Someone else changed this record meanwhile: compare the two versions and choose what to keep.')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Compare the versions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    const versions = within(dialog).getByRole('group', { name: 'The two versions, field by field' });
    expect(within(versions).getAllByRole('radiogroup')).toHaveLength(3);
    // A coded value in words, as the Expenses tab shows it.
    expect(within(versions).getByRole('radiogroup', { name: 'Status' })).toHaveTextContent(/Your change.*Approved.*Saved now.*Paid/);
    expect(within(versions).getByRole('radiogroup', { name: 'Title' })).toHaveTextContent(/Your change.*Chalk, coloured.*Saved now.*Chalk, white/);
    expect(within(versions).getByRole('radiogroup', { name: 'Amount' })).toHaveTextContent(/Your change.*150.*Saved now.*125/);
    expect(within(dialog).getByText('1 other field of your change is the same in both.')).toBeInTheDocument();
    await user.click(within(within(versions).getByRole('radiogroup', { name: 'Title' })).getByRole('radio', { name: 'Saved now' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save the chosen values' }));

    await waitFor(() => expect(onSyncNow).toHaveBeenCalledTimes(1));
    const [resent] = await readOutbox();
    expect(resent).toMatchObject({ state: 'queued', problem: null, url: '/api/expenses/12', method: 'PUT' });
    expect(resent!.requestId).not.toBe('overtaken');
    expect(resent!.headers['if-match']).toBe('"2026-11-30T09:00:00.000Z"');
    expect(await decodeOutboxBody(resent!)).toEqual({ amount: 150, remarks: 'Two boxes', status: 'APPROVED' });
  });

  it('a change someone else overtook: "Keep the saved version" drops mine', async () => {
    const current = { id: 12, title: 'Chalk, white', updatedAt: '2026-11-30T09:00:00.000Z' };
    const problem: OutboxProblem = { status: 412, message: 'changed', answer: { success: false, message: 'changed', current } };
    await queue('overtaken', { title: 'Chalk, coloured' }, { state: 'attention', problem, method: 'PUT', url: '/api/expenses/12' });
    const { onSyncNow, user } = await renderPanel();
    await user.click(within(await card('Changes to expense #12')).getByRole('button', { name: 'Compare the versions' }));
    await user.click(await screen.findByRole('button', { name: 'Keep the saved version (drop mine)' }));

    await waitFor(async () => expect(await readOutbox()).toEqual([]));
    expect(onSyncNow).not.toHaveBeenCalled();
  });

  it('Cancel in the fix dialog leaves the refused write as it was', async () => {
    await queue('refused', registration('Karim Karimi', { phone: '0799' }), { state: 'attention', problem: REFUSED });
    const { onSyncNow, user } = await renderPanel();
    await user.click(await within(await card('New visitor: Karim Karimi')).findByRole('button', { name: 'Fix' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fix the change' });
    await user.type(within(dialog).getByRole('textbox', { name: 'phone' }), ' 123 456');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await stored('refused')).toMatchObject({ state: 'attention', problem: REFUSED });
    expect(onSyncNow).not.toHaveBeenCalled();
  });
});
