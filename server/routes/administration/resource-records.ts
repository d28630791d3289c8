/**
 * Reading resources with their class's and subject's names, and checking that a resource's class
 * and subject are live rows of the resource's own school (400 otherwise, naming the field).
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { RESOURCE_MESSAGES, type Resource, type ResourceStatus, type ResourceType } from '@/contract/administration';
import type { DbOrTx } from '../../db/connection';
import { classes, resources, subjects } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { canAccessSchool } from '../../lib/school-scope';
import type { AuthUser } from '../../types';

type ResourceRow = typeof resources.$inferSelect;
type ResourceJoined = { resource: ResourceRow; className: string | null; subjectName: string | null };

export function toResourceDto({ resource, className, subjectName }: ResourceJoined): Resource {
  return {
    id: resource.id,
    schoolId: resource.schoolId,
    title: resource.title,
    type: resource.type as ResourceType,
    description: resource.description,
    classId: resource.classId,
    className: resource.classId === null ? null : className,
    subjectId: resource.subjectId,
    subjectName: resource.subjectId === null ? null : subjectName,
    url: resource.url,
    quantity: resource.quantity,
    location: resource.location,
    status: resource.status as ResourceStatus,
    createdAt: resource.createdAt.toISOString(),
    updatedAt: resource.updatedAt.toISOString(),
  };
}

/** Live resources matching `where`, with their class's and subject's names. */
export function selectResources(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ resource: resources, className: classes.name, subjectName: subjects.name })
    .from(resources)
    .leftJoin(classes, eq(classes.id, resources.classId))
    .leftJoin(subjects, eq(subjects.id, resources.subjectId))
    .where(and(isNull(resources.deletedAt), where));
}

/** A live resource of a school the user sees, or 404 (another school's reads as missing). */
export async function findResourceInScope(db: DbOrTx, user: AuthUser, id: number): Promise<Resource> {
  const [row] = await selectResources(db, eq(resources.id, id));
  if (!row || !canAccessSchool(user, row.resource.schoolId)) throw httpError(404, RESOURCE_MESSAGES.notFound);
  return toResourceDto(row);
}

/** 400 when a class or subject given is not a live row of the school. */
export async function checkClassAndSubject(db: DbOrTx, schoolId: number, refs: { classId?: number | null; subjectId?: number | null }): Promise<void> {
  if (typeof refs.classId === 'number') {
    const [found] = await db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.id, refs.classId), eq(classes.schoolId, schoolId), isNull(classes.deletedAt)));
    if (!found) throw httpError(400, RESOURCE_MESSAGES.classNotFound, { classId: RESOURCE_MESSAGES.classNotFound });
  }
  if (typeof refs.subjectId === 'number') {
    const [found] = await db
      .select({ id: subjects.id })
      .from(subjects)
      .where(and(eq(subjects.id, refs.subjectId), eq(subjects.schoolId, schoolId), isNull(subjects.deletedAt)));
    if (!found) throw httpError(400, RESOURCE_MESSAGES.subjectNotFound, { subjectId: RESOURCE_MESSAGES.subjectNotFound });
  }
}
