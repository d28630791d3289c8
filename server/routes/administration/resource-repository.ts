/**
 * Resources in the database: the list (filters, search) and one resource with their class's and
 * subject's names, insert, update, soft delete, and the check that a resource's class and subject
 * are live rows of the resource's own school (400 otherwise, naming the field).
 */
import { and, asc, count, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { RESOURCE_MESSAGES, type Resource, type ResourceStatus, type ResourceType } from '@/contract/administration';
import type { DbOrTx } from '../../db/connection';
import { classes, resources, subjects } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { likePattern, lookupSchoolCondition } from '../../lib/lookup-query';
import { canAccessSchool } from '../../lib/school-scope';
import type { AuthUser } from '../../types';

type ResourceRow = typeof resources.$inferSelect;
export type NewResourceRow = typeof resources.$inferInsert;
type ResourceJoined = {
  resource: ResourceRow;
  className: string | null;
  classDariName: string | null;
  classPashtoName: string | null;
  subjectName: string | null;
  subjectDariName: string | null;
  subjectPashtoName: string | null;
};

export function toResourceDto(joined: ResourceJoined): Resource {
  const { resource, className, subjectName } = joined;
  const ofClass = resource.classId !== null;
  const ofSubject = resource.subjectId !== null;
  return {
    id: resource.id,
    schoolId: resource.schoolId,
    title: resource.title,
    type: resource.type as ResourceType,
    description: resource.description,
    classId: resource.classId,
    className: ofClass ? className : null,
    classDariName: ofClass ? joined.classDariName : null,
    classPashtoName: ofClass ? joined.classPashtoName : null,
    subjectId: resource.subjectId,
    subjectName: ofSubject ? subjectName : null,
    subjectDariName: ofSubject ? joined.subjectDariName : null,
    subjectPashtoName: ofSubject ? joined.subjectPashtoName : null,
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
    .select({
      resource: resources,
      className: classes.name,
      classDariName: classes.dariName,
      classPashtoName: classes.pashtoName,
      subjectName: subjects.name,
      subjectDariName: subjects.dariName,
      subjectPashtoName: subjects.pashtoName,
    })
    .from(resources)
    .leftJoin(classes, eq(classes.id, resources.classId))
    .leftJoin(subjects, eq(subjects.id, resources.subjectId))
    .where(and(isNull(resources.deletedAt), where));
}

export type ResourceListOptions = {
  page: number;
  limit: number;
  schoolId?: number;
  search?: string;
  type?: string;
  status?: string;
  classId?: number;
  subjectId?: number;
};

/** A page of the live resources of the schools the user sees, by title, and how many there are. */
export async function listResources(db: DbOrTx, user: AuthUser, options: ResourceListOptions): Promise<{ items: Resource[]; totalCount: number }> {
  const { page, limit, schoolId, search, type, status, classId, subjectId } = options;
  const conditions: (SQL | undefined)[] = [
    isNull(resources.deletedAt),
    lookupSchoolCondition(user, resources.schoolId, schoolId),
    type ? eq(resources.type, type) : undefined,
    status ? eq(resources.status, status) : undefined,
    classId ? eq(resources.classId, classId) : undefined,
    subjectId ? eq(resources.subjectId, subjectId) : undefined,
  ];
  if (search) {
    const pattern = likePattern(search);
    conditions.push(or(ilike(resources.title, pattern), ilike(resources.description, pattern), ilike(resources.location, pattern)));
  }
  const where = and(...conditions);
  const rows = await selectResources(db, where)
    .orderBy(asc(resources.title), asc(resources.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [counted] = await db.select({ value: count() }).from(resources).where(where);
  return { items: rows.map(toResourceDto), totalCount: Number(counted?.value ?? 0) };
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

/** Inserts the resource; answers its id. */
export async function insertResource(tx: DbOrTx, values: NewResourceRow): Promise<number> {
  const [row] = await tx.insert(resources).values(values).returning();
  return row.id;
}

export async function updateResource(tx: DbOrTx, id: number, changes: Partial<NewResourceRow>): Promise<void> {
  await tx.update(resources).set(changes).where(eq(resources.id, id));
}

export async function softDeleteResource(tx: DbOrTx, id: number): Promise<void> {
  await tx.update(resources).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(resources.id, id));
}
