/**
 * Messages of the /users routes. Their bodies, queries and answers are in the contract
 * (src/contract/endpoints/users.ts).
 */
export const USER_MESSAGES = {
  usernameTaken: 'Username is already taken',
  notFound: 'User not found',
  cannotDeleteSelf: 'You cannot delete your own account',
  schoolOutOfScope: 'You cannot manage users of a school outside your data scope',
  ownAccess: 'You cannot change your own role, school, permissions or data scope',
  ownActiveState: 'You cannot deactivate your own account',
  schoolNotFound: 'School not found',
  created: 'User created',
  updated: 'User updated',
  deleted: 'User deleted',
} as const;

/** Refusals that name what the actor lacks to manage a user (or to give them this access). */
export const permissionNotHeld = (permission: string) => `You cannot manage a user with the permission ${permission}: you do not hold it`;
export const scopeNotHeld = (scope: string) => `You cannot manage a user with the data scope ${scope}: you do not hold it`;
