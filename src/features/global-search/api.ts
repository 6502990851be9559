import type { DataResult } from '@contract/common';
import { SEARCH_API, type SearchResult } from '@contract/search';
import { get } from '@/shared/api';

/** SEARCH_API names the server's whole path; the client's base already ends in /api. */
const PATH = SEARCH_API.replace(/^\/api/, '');

/** Silent: the panel says when a search failed, rather than a toast per keystroke. */
export async function searchAll(q: string): Promise<SearchResult> {
  return (await get<DataResult<SearchResult>>(PATH, { q }, { silent: true })).data;
}
