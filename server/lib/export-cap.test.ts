import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import { exportTooLargeMessage, withinExportCap } from './export-cap';

describe('withinExportCap', () => {
  it('passes rows within the cap without counting', async () => {
    let counted = 0;
    const rows = await withinExportCap([1, 2, 3], 3, async () => {
      counted += 1;
      return 3;
    });
    expect(rows).toEqual([1, 2, 3]);
    expect(counted).toBe(0);
  });

  it('refuses one row past the cap with 400 naming the full count and the cap', async () => {
    const refusal = await withinExportCap([1, 2, 3, 4], 3, async () => 12_345).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ statusCode: 400, message: exportTooLargeMessage(12_345, 3) });
    expect(exportTooLargeMessage(12_345, 3)).toBe(
      'This export would hold 12,345 rows; at most 3 fit in one. Narrow the filters (for example a shorter date range) and try again.',
    );
  });
});
