/**
 * The event the shell fires after it moves the address (app/shell/location-store.ts), so a screen
 * that reads its query (`/customers?visitor=…`) can follow a move made from outside it.
 */
export const LOCATION_CHANGE_EVENT = 'app:locationchange';
