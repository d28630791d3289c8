/** The fields of a refused write the user can correct in place: top-level text the server named. */
export function fixableFields(body: unknown, fieldErrors: Record<string, string> | undefined): string[] {
  if (!fieldErrors || typeof body !== 'object' || body === null) return [];
  const fields = body as Record<string, unknown>;
  return Object.keys(fieldErrors).filter((field) => {
    const value = fields[field];
    return value === undefined || value === null || typeof value === 'string' || typeof value === 'number';
  });
}
