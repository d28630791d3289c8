/** Answers that are files rather than JSON, as the API document describes them. */
import { z } from 'zod';

/** A stored file sent back as it was uploaded (an attachment with its name). */
export const fileAnswer = { description: 'The file', content: { 'application/octet-stream': { schema: z.any().describe('The file bytes') } } };

/**
 * A versioned photo (server/lib/uploads/send-versioned-image.ts): the image with its own
 * Content-Type, or 304 when the If-None-Match ETag is the current photo.
 */
export const versionedImageAnswers = {
  200: { description: 'The image', content: { 'image/*': { schema: z.any().describe('The image bytes') } } },
  304: z.null().describe('Not modified: the If-None-Match ETag is the current photo'),
};
