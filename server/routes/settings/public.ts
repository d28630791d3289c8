/**
 * The settings area's public module: what other server areas (and the seed) may use of it.
 * Everything else in the folder is the area's own; eslint.config.js holds areas to this.
 */
export { readSchoolCalendar, readSchoolCalendars, readSchoolCurrency, readSchoolGeneralSettings, saveSchoolGeneralSettings } from './general-settings-repository';
export { readMoneyLimitCents } from './money-limit-setting';
