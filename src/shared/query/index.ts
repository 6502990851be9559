export { createQueryClient, queryClient } from './query-client';
export { usePageQuery } from './use-page-query';
export { useKeptQuery, type Kept } from './use-kept-query';
export { pagedTableProps, usePagedQuery, type PagedQuery } from './use-paged-query';
export { dictKeys } from './dict-keys';
export { useFactoryList } from './use-factory-list';
