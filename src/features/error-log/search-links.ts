/** Web searches for an error message (docs/requirements.md §2 "web-search links"); the message is URL-encoded. */
export type SearchEngine = 'baidu' | 'google' | 'bing';

const ENGINES: Record<SearchEngine, string> = {
  baidu: 'https://www.baidu.com/s?wd=',
  google: 'https://www.google.com/search?q=',
  bing: 'https://cn.bing.com/search?q=',
};

export function searchLinks(message: string): { engine: SearchEngine; href: string }[] {
  const query = encodeURIComponent(message);
  return (Object.keys(ENGINES) as SearchEngine[]).map((engine) => ({
    engine,
    href: `${ENGINES[engine]}${query}`,
  }));
}
