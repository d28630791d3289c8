import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, toPermissionMap } from '@/contract/permissions';
import { i18n } from '@/lib/i18n/i18n';
import {
  SCREENS,
  canOpenScreen,
  findScreenByName,
  findScreenByPath,
  startScreenFor,
} from '@/app/screens/screen-registry';

describe('screen registry', () => {
  it('holds the nine screens of the spec, titled by name except Customers (Visitors, issue 23) and Parent Portal, then Messaging', () => {
    expect(SCREENS.map((screen) => [screen.name, i18n.t(screen.titleKey)])).toEqual([
      ['Customers', 'Visitors'],
      ['Academic', 'Academic'],
      ['Finance', 'Finance'],
      ['Exams', 'Exams'],
      ['Classes', 'Classes'],
      ['Attendance', 'Attendance'],
      ['Teachers', 'Teachers'],
      ['Messaging', 'Messaging'],
      ['Settings', 'Settings'],
      ['ParentPortal', 'Parent Portal'],
    ]);
  });

  it('gives every screen a kebab-case address, found again regardless of case or trailing slash', () => {
    expect(findScreenByName('ParentPortal')?.path).toBe('/parent-portal');
    expect(findScreenByName('Customers')?.path).toBe('/customers');
    expect(findScreenByPath('/Parent-Portal/')?.name).toBe('ParentPortal');
    expect(findScreenByPath('/nowhere')).toBeUndefined();
    expect(findScreenByName('Nowhere')).toBeUndefined();
  });

  it('checks an upper-case requirement as a role and any other as a permission', () => {
    const parentPortal = findScreenByName('ParentPortal')!;
    const finance = findScreenByName('Finance')!;
    const everything = toPermissionMap(ALL_PERMISSIONS);
    expect(canOpenScreen(parentPortal, { role: 'parent', permissions: {} })).toBe(true);
    expect(canOpenScreen(parentPortal, { role: 'TEACHER', permissions: everything })).toBe(false);
    expect(canOpenScreen(finance, { role: 'TEACHER', permissions: { 'finance:read': true } })).toBe(true);
    expect(canOpenScreen(finance, { role: 'TEACHER', permissions: { '*': true } })).toBe(true);
    expect(canOpenScreen(finance, { role: 'TEACHER', permissions: {} })).toBe(false);
  });

  it('keeps Messaging from parents and students, who hold messaging:read for their own portals', () => {
    const messaging = findScreenByName('Messaging')!;
    const portal = { 'messaging:read': true, 'parent:read': true };
    expect(canOpenScreen(messaging, { role: 'PARENT', permissions: portal })).toBe(false);
    expect(canOpenScreen(messaging, { role: 'student', permissions: { 'messaging:read': true } })).toBe(false);
    expect(canOpenScreen(messaging, { role: 'TEACHER', permissions: { 'messaging:read': true } })).toBe(true);
    expect(canOpenScreen(messaging, { role: 'TEACHER', permissions: {} })).toBe(false);
  });

  it('starts a parent on the Parent Portal and everyone else on Customers', () => {
    expect(startScreenFor('PARENT').name).toBe('ParentPortal');
    expect(startScreenFor('parent').name).toBe('ParentPortal');
    expect(startScreenFor('TEACHER').name).toBe('Customers');
    expect(startScreenFor(undefined).name).toBe('Customers');
  });
});
