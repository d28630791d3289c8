/** The `{id}` of the card and avatar routes: a student id (a PostgreSQL integer). */
import { z } from 'zod';

export const STUDENT_ID_MESSAGE = 'Student id must be a positive whole number';

export const studentIdParamsSchema = z.object({
  id: z.coerce.number(STUDENT_ID_MESSAGE).int(STUDENT_ID_MESSAGE).positive(STUDENT_ID_MESSAGE).max(2_147_483_647, STUDENT_ID_MESSAGE),
});
