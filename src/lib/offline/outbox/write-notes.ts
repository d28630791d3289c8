/**
 * What a person saw when making a write that its body does not carry: for a payment, the picked
 * student's name, admission number, class and phone (the body names the student by id alone).
 * Kept under the write's X-Request-ID with the user's kept reads (saved-read-store: encrypted
 * under the user's own key, erased at logout, a week at most), so while the write waits in the
 * outbox its pending entry, its provisional bill and the sync panel can name the student.
 * A note is kept before the write is sent and forgotten once the server has taken it online; one
 * whose write is replayed later simply ages out with the kept reads.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getStoredUser } from '@/lib/session/session-storage';
import { loadSavedReadStore, warnSavedReadFailure } from '@/lib/offline/query-cache/saved-reads';

function noteKey(requestId: string): string {
  return `write-note\n${requestId}`;
}

/** Keeps `note` for the write with this X-Request-ID (never fails the write: a note is a courtesy). */
export async function keepWriteNote(requestId: string, note: unknown): Promise<void> {
  const user = getStoredUser();
  if (!user) return;
  try {
    await (await loadSavedReadStore()).saveRead(user.id, noteKey(requestId), note);
  } catch (error) {
    warnSavedReadFailure('Could not keep the note of a write', error);
  }
}

/** Forgets the note of a write the server has taken. */
export async function forgetWriteNote(requestId: string): Promise<void> {
  const user = getStoredUser();
  if (!user) return;
  try {
    await (await loadSavedReadStore()).forgetSaved(user.id, noteKey(requestId));
  } catch (error) {
    warnSavedReadFailure('Could not forget the note of a write', error);
  }
}

/** The signed-in user's notes of these writes (a write without one is left out). */
export async function readWriteNotes(requestIds: readonly string[]): Promise<Map<string, unknown>> {
  const user = getStoredUser();
  const notes = new Map<string, unknown>();
  if (!user || requestIds.length === 0) return notes;
  try {
    const store = await loadSavedReadStore();
    for (const requestId of requestIds) {
      const saved = await store.readSaved(user.id, noteKey(requestId));
      if (saved) notes.set(requestId, saved.data);
    }
  } catch (error) {
    warnSavedReadFailure('Could not read the notes of writes', error);
  }
  return notes;
}

/**
 * The notes of these writes, or undefined while they are read (a screen waits rather than show a
 * write without its name for a moment). A note is kept before its write is sent, so it is there
 * by the time the write shows as pending; read without a network (`networkMode: 'always'`), and
 * the previous answer stays while the next list of writes is read.
 */
export function useWriteNotes(requestIds: readonly string[]): ReadonlyMap<string, unknown> | undefined {
  const notes = useQuery({
    queryKey: ['writeNotes', ...requestIds],
    queryFn: () => readWriteNotes(requestIds),
    staleTime: Infinity,
    networkMode: 'always',
    placeholderData: keepPreviousData,
  });
  return notes.data;
}
