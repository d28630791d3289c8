import { describe, expect, it } from 'vitest';
import { canAccessSchool, displayDataScopes, schoolScopeFilter } from './school-scope';

describe('school data scope', () => {
  const ownOnly = { schoolId: 1, dataScopes: [] };
  const withSchool3 = { schoolId: 1, dataScopes: ['school:3'] };
  const everywhere = { schoolId: 1, dataScopes: ['*'] };

  it('a user sees their own school, listed extra schools, or every school with *', () => {
    expect(canAccessSchool(ownOnly, 1)).toBe(true);
    expect(canAccessSchool(ownOnly, 2)).toBe(false);
    expect(canAccessSchool(withSchool3, 3)).toBe(true);
    expect(canAccessSchool(withSchool3, 2)).toBe(false);
    expect(canAccessSchool(everywhere, 99)).toBe(true);
  });

  it('list filters name the schools, or all', () => {
    expect(schoolScopeFilter(ownOnly)).toEqual([1]);
    expect(schoolScopeFilter({ schoolId: 1, dataScopes: ['school:3', 'school:1', 'garbage'] })).toEqual([1, 3]);
    expect(schoolScopeFilter(everywhere)).toBe('all');
  });

  it('the session shows * or the own school first', () => {
    expect(displayDataScopes(ownOnly)).toEqual(['school:1']);
    expect(displayDataScopes(withSchool3)).toEqual(['school:1', 'school:3']);
    expect(displayDataScopes(everywhere)).toEqual(['*']);
  });
});
