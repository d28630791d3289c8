/** The ONE query-key factory of the parent portal (CONVENTIONS §2). */
export const portalKeys = {
  all: ['parent-portal'] as const,
  children: () => [...portalKeys.all, 'children'] as const,
  dashboard: () => [...portalKeys.all, 'dashboard'] as const,
  notifications: () => [...portalKeys.all, 'notifications'] as const,
  /** Everything about one child; `part` names the record set and `filters` its query (month, year...). */
  child: (studentId: number) => [...portalKeys.all, 'child', studentId] as const,
  childPart: (studentId: number, part: string, filters: object = {}) => [...portalKeys.child(studentId), part, filters] as const,
};
