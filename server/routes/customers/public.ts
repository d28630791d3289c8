/**
 * The customers area's public module: what other server areas (and the seed) may use of it.
 * Everything else in the folder is the area's own; eslint.config.js holds areas to this.
 */
export { CUSTOMER_EVENT_TYPES, type CustomerEventInput } from './customer-event-log';
export { formatSerialNumber, reserveSerialValues, schoolYear } from './customer-serial';
