/** Timings of the finance screens: cache lifetime, tooltip and picker delays (the client's own, not the contract's). */

/** Finance answers count as fresh this long. */
export const FINANCE_CACHE_MS = 5 * 60_000;
/** Tooltips on figures open after this delay. */
export const FINANCE_TOOLTIP_DELAY_MS = 300;
/** The student and employee pickers search once typing pauses this long. */
export const PICKER_DEBOUNCE_MS = 300;
/** The employee picker's list closes this long after it loses focus (a click on an option lands first). */
export const EMPLOYEE_PICKER_BLUR_CLOSE_MS = 200;
