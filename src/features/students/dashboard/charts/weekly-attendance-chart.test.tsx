import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '@/app/testing/app-test-harness';
import { WeeklyAttendanceChart } from '@/features/students/dashboard/charts/weekly-attendance-chart';

// The drawing itself needs a laid-out page; what matters here is what the chart is asked to draw.
const drawn = vi.hoisted(() => [] as Record<string, unknown>[]);
vi.mock('@mantine/charts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@mantine/charts')>()),
  AreaChart: (props: Record<string, unknown>) => {
    drawn.push(props);
    return null;
  },
}));

afterEach(() => {
  drawn.length = 0;
  vi.unstubAllGlobals();
});

describe('WeeklyAttendanceChart', () => {
  it('counts marks on an axis of whole numbers', () => {
    stubFetch({});
    renderWithProviders(<WeeklyAttendanceChart days={[{ day: 'Sat', present: 1, absent: 1, late: 0 }]} />);
    expect(drawn.at(-1)?.yAxisProps).toMatchObject({ allowDecimals: false });
  });
});
