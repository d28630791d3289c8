/** The permission catalogue and the roles with their default permissions, as stored. */
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { permissions, rolePermissions, roles } from '../../db/schema';

/** Every permission, by name. */
export async function listPermissions(db: DbOrTx) {
  return db.select().from(permissions).orderBy(asc(permissions.name));
}

/** Every role, by name. */
export async function listRoles(db: DbOrTx) {
  return db.select().from(roles).orderBy(asc(roles.name));
}

/** Every role's default permissions, by permission name. */
export async function listRolePermissions(db: DbOrTx) {
  return db.select().from(rolePermissions).orderBy(asc(rolePermissions.permission));
}
