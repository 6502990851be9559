/**
 * Which of the user's pages a text finds, best first (docs/search.md): the title itself, then a title starting with
 * the text, containing it, matching it by pinyin, and last a page whose menu trail (subsystem and folders) contains
 * it. Case does not count. Pure, so both the ranking and the pinyin rule are unit-tested.
 */

/** What the search needs of a page route (the navigation feature's PageRoute has it). */
export interface SearchablePage {
  path: string;
  title: string;
  /** titles from the subsystem down to the page */
  trail: string[];
  hidden: boolean;
}

/** Whether `title` matches `text` by pinyin (./pinyin.ts), given once it is loaded. */
export type PinyinMatcher = (title: string, text: string) => boolean;

function rankOf(page: SearchablePage, needle: string, pinyin: PinyinMatcher | null): number | null {
  const title = page.title.toLowerCase();
  if (title === needle) return 0;
  if (title.startsWith(needle)) return 1;
  if (title.includes(needle)) return 2;
  if (pinyin?.(page.title, needle)) return 3;
  if (page.trail.join(' / ').toLowerCase().includes(needle)) return 4;
  return null;
}

export function matchPages<P extends SearchablePage>(
  pages: readonly P[],
  text: string,
  pinyin: PinyinMatcher | null,
  limit: number,
): P[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  const ranked: { page: P; rank: number }[] = [];
  for (const page of pages) {
    if (page.hidden) continue;
    const rank = rankOf(page, needle, pinyin);
    if (rank !== null) ranked.push({ page, rank });
  }
  // Array.prototype.sort is stable: equal ranks keep the menu order.
  return ranked
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map((r) => r.page);
}
