/** A hook test's wrapper with a query cache of its own (src/shared/query), and the page activity it is given. */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createPageActivity, PageActivityContext, type PageActivity } from '@/shared/lifecycle/page-activity';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/shared/query';

export function queryWrapper(
  activity: PageActivity = createPageActivity(true),
  client: QueryClient = createQueryClient(),
) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <PageActivityContext.Provider value={activity}>{children}</PageActivityContext.Provider>
      </QueryClientProvider>
    );
  };
}
