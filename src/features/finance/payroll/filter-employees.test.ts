import { describe, expect, it } from 'vitest';
import { employeeFullName, filterEmployees } from '@/features/finance/payroll/filter-employees';
import { makeEmployee, sampleEmployees } from '@/features/finance/payroll/testing/payroll-fixtures';

const ids = (search: string) => filterEmployees(sampleEmployees, search).map((employee) => employee.employeeId);

describe('filterEmployees (spec §5 "Employee picker search")', () => {
  it('a blank search keeps every employee in order', () => {
    expect(ids('')).toEqual(['EMP-002', 'EMP-007', 'TCH-012']);
    expect(ids('   ')).toEqual(['EMP-002', 'EMP-007', 'TCH-012']);
  });

  it('matches the name case-insensitively, also across first and last name', () => {
    expect(ids('NASIR')).toEqual(['EMP-007']);
    expect(ids('laila rah')).toEqual(['TCH-012']);
    expect(ids('  karimi ')).toEqual(['EMP-002']);
  });

  it('matches the employee id', () => {
    expect(ids('tch-0')).toEqual(['TCH-012']);
    expect(ids('emp-00')).toEqual(['EMP-002', 'EMP-007']);
  });

  it('matches designation or department for staff, subject for teachers', () => {
    expect(ids('guard')).toEqual(['EMP-007']);
    expect(ids('finance')).toEqual(['EMP-002']);
    expect(ids('physics')).toEqual(['TCH-012']);
    // A teacher's department and "Teacher" designation are not searched (the spec names subject).
    expect(ids('science')).toEqual([]);
  });

  it('matches phone and email', () => {
    expect(ids('0111')).toEqual(['EMP-007', 'TCH-012']);
    expect(ids('@EXAMPLE.af')).toEqual(['EMP-002', 'TCH-012']);
  });

  it('finds nothing for text no field holds, and copes with missing fields', () => {
    expect(ids('zzz')).toEqual([]);
    const bare = makeEmployee({ user: { firstName: 'Solo', lastName: null, phone: null, email: null }, designation: null, department: null });
    expect(filterEmployees([bare], 'solo')).toEqual([bare]);
    expect(filterEmployees([bare], 'cashier')).toEqual([]);
  });

  it('names an employee by first and last name, skipping a missing part', () => {
    expect(employeeFullName(sampleEmployees[1])).toBe('Nasir Popal');
    expect(employeeFullName({ user: { firstName: 'Solo', lastName: null, phone: null, email: null } })).toBe('Solo');
  });
});
