/**
 * A queued registration or edit the server refused because its phone is another visitor's
 * (issue 23): the outbox's "Needs attention" offers the same choice as the register form, open
 * that visitor or send it again with `allowDuplicatePhone`.
 */
import { phoneOwnerOf, type PhoneOwner } from '@/contract/customers';
import { offlineWritesOf } from '@/contract/endpoint';
import * as customerEndpoints from '@/contract/endpoints/customers';
import { keptWriteOf } from '@/lib/offline/outbox/kept-write';
import type { OutboxItem } from '@/lib/offline/outbox/outbox-item';

const CUSTOMER_WRITES = offlineWritesOf(customerEndpoints);

export type PhoneTakenWrite = { owner: PhoneOwner; kind: 'create' | 'edit' };

/** The visitor whose phone it is and what the write was, or null for any other item. */
export function phoneTakenWriteOf(item: Pick<OutboxItem, 'method' | 'url' | 'state' | 'problem'>): PhoneTakenWrite | null {
  if (item.state !== 'attention' || item.problem?.status !== 409) return null;
  const owner = phoneOwnerOf(item.problem.answer);
  const kept = owner ? keptWriteOf(CUSTOMER_WRITES, item) : null;
  if (!owner || !kept) return null;
  return { owner, kind: kept.endpoint === customerEndpoints.create ? 'create' : 'edit' };
}

/** What "Register anyway" / "Save anyway" changes in the queued body. */
export const SEND_ANYWAY_CHANGES = { allowDuplicatePhone: true } as const;
