/**
 * The notes kept beside writes (write-notes.ts): read back by the user who made the write only,
 * forgotten on request, gone with the user's kept reads at logout, and never kept without a user.
 */
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@/contract/auth';
import { forgetSavedReads } from '@/lib/offline/query-cache/saved-reads';
import { forgetWriteNote, keepWriteNote, readWriteNotes } from '@/lib/offline/outbox/write-notes';
import { clearSession, setStoredUser } from '@/lib/session/session-storage';

function signIn(id: number): void {
  const user: SessionUser = {
    id,
    username: `user${id}`,
    email: null,
    firstName: null,
    lastName: null,
    role: 'CASHIER',
    permissions: {},
    dataScopes: [],
    schoolId: 1,
    department: null,
    lastLogin: null,
    isActive: true,
  };
  setStoredUser(user);
}

const note = { studentName: 'Ahmad Shah Safi', admissionNo: 'ADM-012' };

describe('write notes', () => {
  it("gives the user's notes back by X-Request-ID, and forgets one on request", async () => {
    signIn(7);
    await keepWriteNote('fee-1', note);
    await keepWriteNote('fee-2', { ...note, studentName: 'Mina Sadat' });
    expect(await readWriteNotes(['fee-1', 'fee-2', 'never-kept'])).toEqual(
      new Map<string, unknown>([
        ['fee-1', note],
        ['fee-2', { ...note, studentName: 'Mina Sadat' }],
      ]),
    );
    await forgetWriteNote('fee-1');
    expect([...(await readWriteNotes(['fee-1', 'fee-2'])).keys()]).toEqual(['fee-2']);
  });

  it('shows another user nothing, keeps nothing without a user, and loses every note at logout', async () => {
    signIn(7);
    await keepWriteNote('fee-1', note);
    signIn(8);
    expect((await readWriteNotes(['fee-1'])).size).toBe(0);

    clearSession();
    await keepWriteNote('fee-3', note);
    signIn(8);
    expect((await readWriteNotes(['fee-3'])).size).toBe(0);

    signIn(7);
    await forgetSavedReads();
    expect((await readWriteNotes(['fee-1'])).size).toBe(0);
  });
});
