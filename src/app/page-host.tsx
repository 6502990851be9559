import { Suspense, type ComponentType } from 'react';
import { Skeleton } from 'antd';
import { ErrorBoundary } from 'react-error-boundary';
import type { PageRoute } from '@/features/navigation';
import { UnknownComponentPage } from '@/features/errors';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { PageCrash } from './page-crash';

interface Props {
  page: PageRoute;
  /** the page's component from the registry (resolved once per menu, not per render); null if unknown */
  Page: ComponentType | null;
}

/** Renders one menu page: lazy component, skeleton while it loads, a recoverable view if it crashes. */
export function PageHost({ page, Page }: Props) {
  useDocumentTitle(page.title);
  if (!Page) return <UnknownComponentPage component={page.component} />;
  return (
    <ErrorBoundary FallbackComponent={PageCrash} resetKeys={[page.path]}>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
