/**
 * Mirroring for @mantine/charts (recharts) in right-to-left languages. Recharts never mirrors
 * itself, and Mantine pins each cartesian chart's root to `dir="ltr"` because SVG text anchors
 * flip under `direction: rtl` (tick labels would be drawn over the axis). So in RTL:
 * - the category/time axis runs from the right (`reversed` XAxis; for horizontal bars, with
 *   `orientation="vertical"`, the same flag makes the bars grow from the right);
 * - the other axis (values, or the categories of horizontal bars) moves to the right;
 * - polar charts (pie, radar) sweep the mirrored way;
 * - the SVG stays `ltr` while the HTML legend and tooltip read right to left.
 * In LTR every helper hands back exactly what the chart passed, so LTR charts do not change.
 */
import { useDirection } from '@mantine/core';
import { isValidElement, useMemo, type CSSProperties } from 'react';

export type ChartDir = 'ltr' | 'rtl';

/** The tick Mantine gives its own right-hand axis: labels pushed away from the axis line. */
const RIGHT_AXIS_TICK = { transform: 'translate(10, 0)', fontSize: 12, fill: 'currentColor' } as const;

const READ_RTL: CSSProperties = { direction: 'rtl' };

/** Props every chart takes in RTL: SVG left-to-right, legend and tooltip right-to-left. */
const RTL_ROOT_PROPS = {
  dir: 'ltr',
  styles: { legend: READ_RTL, tooltip: READ_RTL },
  // The tooltip opens on the cursor's left, as its mirror image.
  tooltipProps: { reverseDirection: { x: true } },
} as const;

export type ChartRootProps = Partial<typeof RTL_ROOT_PROPS>;

export type ChartDirection = {
  dir: ChartDir;
  /** Spread onto the chart element (`<BarChart {...chartDir.rootProps} />`). */
  rootProps: ChartRootProps;
  /** The chart's own `xAxisProps`, with `reversed` added in RTL. */
  xAxisProps: <P extends object>(own?: P) => P | undefined;
  /** The chart's own `yAxisProps`, with the axis moved to the right in RTL. */
  yAxisProps: <P extends object>(own?: P) => P | undefined;
  /** A polar sweep given in LTR terms (recharts degrees), mirrored left-to-right in RTL. */
  angles: (startAngle: number, endAngle: number) => { startAngle: number; endAngle: number };
};

/** The tick to keep: the chart's own object tick laid over the right-hand one, or its own renderer. */
function rightTick(own: unknown): unknown {
  if (own === undefined) return RIGHT_AXIS_TICK;
  if (typeof own === 'object' && own !== null && !isValidElement(own)) return { ...RIGHT_AXIS_TICK, ...own };
  return own;
}

export function chartDirection(dir: ChartDir): ChartDirection {
  if (dir === 'ltr') {
    return {
      dir,
      rootProps: {},
      xAxisProps: (own) => own,
      yAxisProps: (own) => own,
      angles: (startAngle, endAngle) => ({ startAngle, endAngle }),
    };
  }
  return {
    dir,
    rootProps: RTL_ROOT_PROPS,
    xAxisProps: <P extends object>(own?: P) => ({ ...own, reversed: true }) as P,
    yAxisProps: <P extends object>(own?: P) =>
      ({ ...own, orientation: 'right', tick: rightTick((own as { tick?: unknown } | undefined)?.tick) }) as P,
    // A horizontal flip: an angle θ (counter-clockwise from 3 o'clock) becomes 180° − θ.
    angles: (startAngle, endAngle) => ({ startAngle: 180 - startAngle, endAngle: 180 - endAngle }),
  };
}

/** The chart mirroring for the UI's current direction (Mantine's DirectionProvider). */
export function useChartDirection(): ChartDirection {
  const { dir } = useDirection();
  return useMemo(() => chartDirection(dir), [dir]);
}
