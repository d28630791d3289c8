/**
 * The screen registry: the ONE place that maps screen names to their title, address, icon,
 * requirements and component (spec part 1 §2). The sidebar, the top bar, the address bar and
 * the screen region all read from here. A later issue replaces a screen's placeholder by
 * pointing its `component` at the feature's lazy screen.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { normalizeRole } from '@/contract/permissions';
import { meetsAnyRequirement, type ScreenAccess } from '@/app/screens/screen-access';

export const SCREEN_NAMES = [
  'Customers',
  'Academic',
  'Finance',
  'Exams',
  'Classes',
  'Attendance',
  'Teachers',
  'Settings',
  'ParentPortal',
  // Beyond the spec's nine (docs/decisions.md "The Messaging screen"): the school's conversations and parents' messages.
  'Messaging',
] as const;
export type ScreenName = (typeof SCREEN_NAMES)[number];

export type ScreenIconKey =
  | 'academic'
  | 'classes'
  | 'attendance'
  | 'finance'
  | 'exams'
  | 'customers'
  | 'settings'
  | 'dashboard'
  | 'users'
  | 'default';

export type ScreenDefinition = {
  name: ScreenName;
  /** i18n key of the title shown in the top bar and the sidebar. */
  titleKey: string;
  /** Address of the screen: `/<kebab-name>`. */
  path: string;
  /** Upper case → role, otherwise permission; one met requirement is enough; empty → open. */
  requires: readonly string[];
  /** Roles that never see the screen, whatever their permissions (parents hold messaging:read for their portal). */
  notForRoles?: readonly string[];
  icon: ScreenIconKey;
  component: LazyExoticComponent<ComponentType>;
};

function placeholderFor(name: ScreenName): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const { ScreenPlaceholder } = await import('@/app/screens/screen-placeholder');
    return { default: () => <ScreenPlaceholder screen={name} /> };
  });
}

function toKebabCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

function define(name: ScreenName, requires: readonly string[], icon: ScreenIconKey): ScreenDefinition {
  return {
    name,
    titleKey: `screens.titles.${name}`,
    path: `/${toKebabCase(name)}`,
    requires,
    icon,
    component: placeholderFor(name),
  };
}

/** In sidebar order. */
export const SCREENS: readonly ScreenDefinition[] = [
  { ...define('Customers', ['customer:read'], 'customers'), component: lazy(() => import('@/features/customers/components/customers-screen')) },
  { ...define('Academic', ['student:read'], 'academic'), component: lazy(() => import('@/features/students/components/students-screen')) },
  { ...define('Finance', ['finance:read'], 'finance'), component: lazy(() => import('@/features/finance/components/finance-screen')) },
  { ...define('Exams', ['exam:read'], 'exams'), component: lazy(() => import('@/features/exams/components/exams-screen')) },
  { ...define('Classes', ['class:read'], 'classes'), component: lazy(() => import('@/features/classes/components/classes-screen')) },
  { ...define('Attendance', ['attendance:read'], 'attendance'), component: lazy(() => import('@/features/attendance/components/attendance-screen')) },
  { ...define('Teachers', ['teacher:read'], 'users'), component: lazy(() => import('@/features/teachers/components/teachers-screen')) },
  {
    ...define('Messaging', ['messaging:read'], 'default'),
    notForRoles: ['PARENT', 'STUDENT'],
    component: lazy(() => import('@/features/messaging/components/messaging-screen')),
  },
  { ...define('Settings', ['settings:read'], 'settings'), component: lazy(() => import('@/features/settings/components/settings-screen')) },
  { ...define('ParentPortal', ['PARENT'], 'default'), component: lazy(() => import('@/features/parent-portal/components/parent-portal-screen')) },
];

export function findScreenByName(name: string): ScreenDefinition | undefined {
  return SCREENS.find((screen) => screen.name === name);
}

/** The screen at an address; trailing slashes and letter case do not matter. */
export function findScreenByPath(pathname: string): ScreenDefinition | undefined {
  const normalized = `/${pathname.replace(/^\/+|\/+$/g, '')}`.toLowerCase();
  return SCREENS.find((screen) => screen.path === normalized);
}

export function canOpenScreen(screen: ScreenDefinition, access: ScreenAccess): boolean {
  if (screen.notForRoles?.includes(normalizeRole(access.role))) return false;
  return meetsAnyRequirement(screen.requires, access);
}

/** Spec part 1 §2: ParentPortal for a PARENT, otherwise Customers. */
export function startScreenFor(role: string | null | undefined): ScreenDefinition {
  const name: ScreenName = normalizeRole(role) === 'PARENT' ? 'ParentPortal' : 'Customers';
  return findScreenByName(name) as ScreenDefinition;
}
