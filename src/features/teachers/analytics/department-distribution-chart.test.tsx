import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '@/app/testing/app-test-harness';
import { DepartmentDistributionChart } from '@/features/teachers/analytics/department-distribution-chart';

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

describe('DepartmentDistributionChart', () => {
  it('counts teachers on an axis of whole numbers (no 0 1 2 2 3)', async () => {
    stubFetch({});
    renderWithProviders(
      <DepartmentDistributionChart
        departments={[
          { department: 'Science', count: 3, active: 3, averageSalary: 30000, averageExperience: 8 },
          { department: 'Languages', count: 1, active: 1, averageSalary: 29000, averageExperience: 5 },
        ]}
      />,
    );
    expect(await screen.findByText('Science: 3')).toBeInTheDocument();
    const chart = drawn.at(-1);
    expect(chart?.orientation).toBe('vertical');
    // Horizontal bars: the counts run along the x axis.
    expect(chart?.xAxisProps).toMatchObject({ allowDecimals: false });
  });
});
