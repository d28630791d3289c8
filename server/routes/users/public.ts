/**
 * The users area's public module: what other server areas (and the seed) may use of it.
 * Everything else in the folder is the area's own; eslint.config.js holds areas to this.
 */
export { assertCanManageUser, assertLadderAllows } from './user-guards';
export { createUserRepository } from './user-repository';
export { USER_MESSAGES } from './user-schemas';
