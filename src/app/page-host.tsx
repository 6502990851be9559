import { Suspense, useEffect, type ComponentType } from 'react';
import type { PageRoute } from '@/features/navigation';
import { UnknownComponentPage } from '@/features/errors';
import { PageMenuContext, usePermissionStore } from '@/shared/permissions';
import { DelayedSkeleton } from '@/shared/ui/delayed-skeleton';
import { useDocumentTitle } from '@/shared/ui/use-document-title';

interface Props {
  page: PageRoute;
  /** the page's component from the registry (resolved once per menu, not per render); null if unknown */
  Page: ComponentType | null;
}

/** Renders one menu page: lazy component and a skeleton while it loads (the layout catches crashes). */
export function PageHost({ page, Page }: Props) {
  useDocumentTitle(page.title);
  const adminLike = usePermissionStore((s) => s.adminLike);
  const loadButtons = usePermissionStore((s) => s.loadButtons);
  useEffect(() => {
    // Admin-like users hold every code: their gates need no per-menu call.
    if (!adminLike) void loadButtons(page.id).catch(() => undefined);
  }, [adminLike, loadButtons, page.id]);
  if (!Page) return <UnknownComponentPage component={page.component} />;
  return (
    <PageMenuContext.Provider value={page.id}>
      <Suspense fallback={<DelayedSkeleton />}>
        {/* Present once the page's chunk has loaded (a box-less wrapper): tests wait on it. */}
        <div data-page={page.component} style={{ display: 'contents' }}>
          <Page />
        </div>
      </Suspense>
    </PageMenuContext.Provider>
  );
}
