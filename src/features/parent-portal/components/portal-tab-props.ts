import type { Child } from '@/contract/parent-portal';

/** What every child tab gets: the selected child (the screen keeps the selection across tabs). */
export type PortalChildTabProps = { child: Child };
