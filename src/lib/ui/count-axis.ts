/**
 * The value axis of a chart that counts things (teachers, marks, students): whole numbers only.
 * Recharts puts ticks at fractions when the largest count is small (0, 0.75, 1.5 …), and the
 * count formatter then rounds them into a repeated label ("0 1 2 2 3"). Pass it to the counting
 * axis: `yAxisProps={chartDir.yAxisProps(COUNT_AXIS_PROPS)}` (or `xAxisProps` for horizontal bars).
 */
export const COUNT_AXIS_PROPS = { allowDecimals: false } as const;
