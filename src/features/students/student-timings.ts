/** Timings of the students screens (the client's own; they were in the contract, which the server shares). */

/** How often the dashboard refreshes while "Live" is on. */
export const DASHBOARD_LIVE_REFRESH_MS = 30_000;
/** How long the dashboard's charts animate in. */
export const DASHBOARD_CHART_ANIMATION_MS = 1500;
/** The list asks the server once typing in the search pauses this long. */
export const STUDENT_SEARCH_DEBOUNCE_MS = 800;
