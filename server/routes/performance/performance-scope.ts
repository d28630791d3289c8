/**
 * Which rows a performance call reads: the schools of the user's data scope, or the one school
 * asked for (`schoolId`: 403 outside the scope, lookupSchoolCondition), as the SQL conditions the
 * figures modules take. Kept here so the route files name no table.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { grades, schools, students, subjects, teachers, users } from '../../db/schema';
import { lookupSchoolCondition } from '../../lib/lookup-query';
import { schoolScopeCondition } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import type { FamilyConditions } from './family-performance-figures';

/** Parents (users) and children (students) of the schools in scope, or of the one asked for. */
export function familyScope(user: AuthUser, schoolId: number | undefined): FamilyConditions {
  return {
    parents: lookupSchoolCondition(user, users.schoolId, schoolId),
    children: lookupSchoolCondition(user, students.schoolId, schoolId),
  };
}

/** Every school the user's data scope opens. */
export function schoolsInScope(user: AuthUser): SQL | undefined {
  return schoolScopeCondition(user, schools.id);
}

/** One school by id (the caller checks the scope first). */
export function schoolWithId(id: number): SQL {
  return eq(schools.id, id);
}

/** Subjects of the schools in scope, or of the one asked for. */
export function subjectsInScope(user: AuthUser, schoolId: number | undefined): SQL | undefined {
  return lookupSchoolCondition(user, subjects.schoolId, schoolId);
}

/** Grades of the schools in scope, or of the one asked for. */
export function gradesInScope(user: AuthUser, schoolId: number | undefined): SQL | undefined {
  return lookupSchoolCondition(user, grades.schoolId, schoolId);
}

/** One subject, when it belongs to a school in scope. */
export function subjectInScope(user: AuthUser, id: number): SQL | undefined {
  return and(eq(subjects.id, id), schoolScopeCondition(user, subjects.schoolId));
}

/** Teachers of the schools in scope, or of the one asked for. */
export function teachersInScope(user: AuthUser, schoolId: number | undefined): SQL | undefined {
  return lookupSchoolCondition(user, teachers.schoolId, schoolId);
}
