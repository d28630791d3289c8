import { lazy, Suspense } from 'react';

// The print window needs neither the session nor the shell: load only the slip's code.
const PrintRoute = lazy(async () => {
  const { PrintRoute: Route } = await import('@/app/print/print-route');
  return { default: Route };
});

export type PrintEntryProps = { pathname: string };

/** What main.tsx renders for an address under /print/ instead of the app. */
export function PrintEntry({ pathname }: PrintEntryProps) {
  return (
    <Suspense fallback={null}>
      <PrintRoute pathname={pathname} />
    </Suspense>
  );
}
