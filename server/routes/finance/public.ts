/**
 * The finance area's public module: what other server areas (and the seed) may use of it.
 * Everything else in the folder is the area's own; eslint.config.js holds areas to this.
 */
export { outstandingPayment, paidPayment } from './analytics/finance-analytics-filters';
export { withReceiptNumbers } from './payments/receipt-number';
