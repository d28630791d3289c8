/**
 * Messages of the access-control routes (spec part 1 §7 "Access control"). Their bodies and
 * answers are in the contract (src/contract/endpoints/rbac.ts).
 */
export const RBAC_MESSAGES = {
  grantsUpdated: 'Permissions updated',
  grantAndRevokeBoth: 'A permission cannot be both granted and revoked',
} as const;
