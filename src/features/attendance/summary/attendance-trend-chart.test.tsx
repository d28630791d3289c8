import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '@/app/testing/app-test-harness';
import { AttendanceTrendChart } from '@/features/attendance/summary/attendance-trend-chart';

// The drawing itself needs a laid-out page; what matters here is what the chart is asked to draw.
const drawn = vi.hoisted(() => [] as Record<string, unknown>[]);
vi.mock('@mantine/charts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@mantine/charts')>()),
  BarChart: (props: Record<string, unknown>) => {
    drawn.push(props);
    return null;
  },
}));

afterEach(() => {
  drawn.length = 0;
  vi.unstubAllGlobals();
});

describe('AttendanceTrendChart', () => {
  it('counts marks on an axis of whole numbers', async () => {
    stubFetch({});
    renderWithProviders(<AttendanceTrendChart days={[{ date: '2026-11-21', present: 2, absent: 1, late: 0, excused: 0, marks: 3, rate: 67 }]} />);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(drawn.at(-1)?.yAxisProps).toMatchObject({ allowDecimals: false });
  });
});
