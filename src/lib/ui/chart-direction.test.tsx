import { DirectionProvider } from '@mantine/core';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { chartDirection, useChartDirection } from '@/lib/ui/chart-direction';

describe('chartDirection', () => {
  it('leaves a left-to-right chart exactly as the chart passed it', () => {
    const ltr = chartDirection('ltr');
    const own = { domain: [0, 100], width: 90 };
    expect(ltr.rootProps).toEqual({});
    expect(ltr.xAxisProps(own)).toBe(own);
    expect(ltr.yAxisProps(own)).toBe(own);
    expect(ltr.xAxisProps()).toBeUndefined();
    expect(ltr.yAxisProps()).toBeUndefined();
    expect(ltr.angles(0, 360)).toEqual({ startAngle: 0, endAngle: 360 });
  });

  it('in RTL runs the category axis from the right and puts the value axis on the right', () => {
    const rtl = chartDirection('rtl');
    expect(rtl.xAxisProps()).toEqual({ reversed: true });
    expect(rtl.xAxisProps({ domain: [0, 100] })).toEqual({ domain: [0, 100], reversed: true });
    expect(rtl.yAxisProps({ width: 96, interval: 0 })).toEqual({
      width: 96,
      interval: 0,
      orientation: 'right',
      tick: { transform: 'translate(10, 0)', fontSize: 12, fill: 'currentColor' },
    });
  });

  it('keeps a tick the chart sets itself, shifted off a right-hand axis', () => {
    const rtl = chartDirection('rtl');
    expect(rtl.yAxisProps({ tick: { fontSize: 10 } })).toMatchObject({ tick: { transform: 'translate(10, 0)', fontSize: 10 } });
    const renderTick = () => null;
    expect(rtl.yAxisProps({ tick: renderTick })).toMatchObject({ tick: renderTick });
  });

  it('in RTL keeps the drawing left-to-right but has the legend and tooltip read right-to-left', () => {
    const { rootProps } = chartDirection('rtl');
    expect(rootProps.dir).toBe('ltr');
    expect(rootProps.styles).toEqual({ legend: { direction: 'rtl' }, tooltip: { direction: 'rtl' } });
    expect(rootProps.tooltipProps).toEqual({ reverseDirection: { x: true } });
  });

  it('mirrors a polar sweep left to right', () => {
    const rtl = chartDirection('rtl');
    expect(rtl.angles(0, 360)).toEqual({ startAngle: 180, endAngle: -180 });
    expect(rtl.angles(90, -270)).toEqual({ startAngle: 90, endAngle: 450 });
  });
});

describe('useChartDirection', () => {
  const inDirection = (dir: 'ltr' | 'rtl') =>
    function Wrapper({ children }: { children: ReactNode }) {
      return (
        <DirectionProvider initialDirection={dir} detectDirection={false}>
          {children}
        </DirectionProvider>
      );
    };

  it('follows the direction Mantine is in', () => {
    expect(renderHook(() => useChartDirection(), { wrapper: inDirection('ltr') }).result.current.dir).toBe('ltr');
    const rtl = renderHook(() => useChartDirection(), { wrapper: inDirection('rtl') }).result.current;
    expect(rtl.dir).toBe('rtl');
    expect(rtl.xAxisProps()).toEqual({ reversed: true });
  });
});
