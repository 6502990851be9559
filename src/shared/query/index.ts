export { createQueryClient, queryClient } from './query-client';
export { usePageQuery } from './use-page-query';
export { dictKeys } from './dict-keys';
