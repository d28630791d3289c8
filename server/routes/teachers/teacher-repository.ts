/**
 * Reading teachers for the API: a list page with its total, the `include`d documents and class
 * assignments of a set of teachers, and the DTOs built from them.
 */
import { and, asc, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Teacher, TeacherAssignment, TeacherDocument, TeacherInclude, TeacherSortField, TeacherSortOrder } from '@/contract/teachers';
import type { DbOrTx } from '../../db/connection';
import { classes, subjects, teacherAssignments, teacherDocuments, teachers } from '../../db/schema';
import { toTeacherDocument } from './teacher-document-dto';
import { toTeacherDto, type TeacherRow } from './teacher-dto';
import { teacherOrderBy } from './teacher-list-query';

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const list = groups.get(key(item)) ?? [];
    list.push(item);
    groups.set(key(item), list);
  }
  return groups;
}

/** Live documents of these teachers, oldest first. */
export async function documentsByTeacher(db: DbOrTx, teacherIds: number[]): Promise<Map<number, TeacherDocument[]>> {
  if (teacherIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(teacherDocuments)
    .where(and(inArray(teacherDocuments.teacherId, teacherIds), isNull(teacherDocuments.deletedAt)))
    .orderBy(asc(teacherDocuments.createdAt), asc(teacherDocuments.id));
  const grouped = groupBy(rows, (row) => row.teacherId);
  return new Map([...grouped].map(([teacherId, list]) => [teacherId, list.map(toTeacherDocument)]));
}

/** Class (and subject) assignments of these teachers, by class then subject name. */
export async function assignmentsByTeacher(db: DbOrTx, teacherIds: number[]): Promise<Map<number, TeacherAssignment[]>> {
  if (teacherIds.length === 0) return new Map();
  const rows = await db
    .select({
      teacherId: teacherAssignments.teacherId,
      classId: teacherAssignments.classId,
      className: classes.name,
      subjectId: teacherAssignments.subjectId,
      subjectName: subjects.name,
    })
    .from(teacherAssignments)
    .innerJoin(classes, eq(classes.id, teacherAssignments.classId))
    .leftJoin(subjects, eq(subjects.id, teacherAssignments.subjectId))
    .where(inArray(teacherAssignments.teacherId, teacherIds))
    .orderBy(asc(classes.name), asc(subjects.name), asc(teacherAssignments.id));
  const grouped = groupBy(rows, (row) => row.teacherId);
  return new Map(
    [...grouped].map(([teacherId, list]) => [
      teacherId,
      list.map(({ classId, className, subjectId, subjectName }) => ({ classId, className, subjectId, subjectName })),
    ]),
  );
}

/** DTOs of these rows with what `include` asks for (an asked-for list is [] when empty). */
export async function toTeacherDtos(db: DbOrTx, rows: TeacherRow[], include: readonly TeacherInclude[] = []): Promise<Teacher[]> {
  const ids = rows.map((row) => row.id);
  const documents = include.includes('documents') ? await documentsByTeacher(db, ids) : null;
  const assignments = include.includes('assignments') ? await assignmentsByTeacher(db, ids) : null;
  return rows.map((row) =>
    toTeacherDto(row, {
      ...(documents ? { documents: documents.get(row.id) ?? [] } : {}),
      ...(assignments ? { assignments: assignments.get(row.id) ?? [] } : {}),
    }),
  );
}

export type TeacherPageRequest = {
  where: SQL | undefined;
  sortBy: TeacherSortField;
  sortOrder: TeacherSortOrder;
  /** Undefined: every matching row. */
  window?: { limit: number; offset: number };
};

export async function readTeacherRows(db: DbOrTx, request: TeacherPageRequest): Promise<TeacherRow[]> {
  const ordered = db
    .select()
    .from(teachers)
    .where(request.where)
    .orderBy(...teacherOrderBy(request.sortBy, request.sortOrder));
  return request.window ? ordered.limit(request.window.limit).offset(request.window.offset) : ordered;
}

export async function countTeachers(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(teachers).where(where);
  return Number(row?.value ?? 0);
}
