import { lazy, Suspense } from 'react';
import { loadAllTexts } from '@/lib/i18n/i18n';

// The print window needs neither the session nor the shell: load only the slip's code.
const PrintRoute = lazy(async () => {
  const [{ PrintRoute: Route }] = await Promise.all([import('@/app/print/print-route'), loadAllTexts()]);
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
