/** Path parameters of the photo and documents routes. */
import { z } from 'zod';

const rowId = (name: string) =>
  z.coerce.number(`${name} must be a positive whole number`).int().positive().max(2_147_483_647);

export const teacherIdParamsSchema = z.object({ id: rowId('The teacher id') });
export const teacherDocumentParamsSchema = z.object({ id: rowId('The teacher id'), docId: rowId('The document id') });
