/**
 * The call records' reads and writes: a conversation's calls newest first, starting one and
 * ending it. Ending only touches a call not ended yet, so two members hanging up at once end it
 * once (the route answers 409 to the second).
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { callRecords } from '../../db/schema';

export type CallRecordRow = typeof callRecords.$inferSelect;

export function listCalls(db: DbOrTx, conversationId: number): Promise<CallRecordRow[]> {
  return db.select().from(callRecords).where(eq(callRecords.conversationId, conversationId)).orderBy(desc(callRecords.startedAt), desc(callRecords.id));
}

export async function insertCall(tx: DbOrTx, values: { conversationId: number; callerId: number; type: CallRecordRow['type'] }): Promise<CallRecordRow> {
  const [row] = await tx.insert(callRecords).values(values).returning();
  return row;
}

/** The call of the conversation, or undefined. */
export async function findCall(db: DbOrTx, conversationId: number, callId: number): Promise<CallRecordRow | undefined> {
  const [call] = await db.select().from(callRecords).where(and(eq(callRecords.id, callId), eq(callRecords.conversationId, conversationId)));
  return call;
}

/** Ends the call if it is still going; undefined when it had ended already. */
export async function endCall(tx: DbOrTx, callId: number, status: CallRecordRow['status']): Promise<CallRecordRow | undefined> {
  const [ended] = await tx
    .update(callRecords)
    .set({ status, endedAt: new Date() })
    .where(and(eq(callRecords.id, callId), isNull(callRecords.endedAt)))
    .returning();
  return ended;
}
