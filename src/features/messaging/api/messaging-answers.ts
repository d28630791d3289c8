/** The answers of the messaging calls the screen makes, built from the contract's item schemas. */
import { z } from 'zod';
import { paginationSchema, successResponse } from '@/contract/api';
import { conversationSchema, messageSchema, pollSchema } from '@/contract/messaging';

export const conversationListAnswerSchema = successResponse(z.array(conversationSchema));
export const conversationAnswerSchema = successResponse(conversationSchema);
export const messageAnswerSchema = successResponse(messageSchema);
export const messagePageAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.array(messageSchema),
  meta: z.object({ pagination: paginationSchema }),
});
export const pollListAnswerSchema = successResponse(z.array(pollSchema));
export const pollAnswerSchema = successResponse(pollSchema);
