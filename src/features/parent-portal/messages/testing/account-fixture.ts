/** Test data of the parent's account calls: sent messages as the API gives them, and the sent body's reader. */
import type { ParentMessage } from '@/contract/parent-account';
import { decryptPayload, DEFAULT_PAYLOAD_KEY } from '@/lib/payload-crypto';

export function makeParentMessage(overrides: Partial<ParentMessage> = {}): ParentMessage {
  return {
    id: 1,
    studentId: 11,
    studentName: 'Ahmad Karimi',
    subject: 'Absence on Monday',
    body: 'Ahmad will be absent on Monday for a doctor visit.',
    createdAt: '2026-11-20T08:30:00.000Z',
    readAt: null,
    ...overrides,
  };
}

/** The JSON body a write sent, decrypted from the app's envelope. */
export async function readSentBody(request: Request): Promise<Record<string, unknown>> {
  const envelope = (await request.clone().json()) as { encryptedData: string };
  return decryptPayload(envelope.encryptedData, DEFAULT_PAYLOAD_KEY) as Record<string, unknown>;
}

/** The calls a fetch stub received for one method and path. */
export function sentRequests(calls: unknown[][], method: string, path: string): Request[] {
  return calls.map(([request]) => request as Request).filter((request) => request.method === method && new URL(request.url).pathname === path);
}
