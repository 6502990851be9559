/**
 * Chinese titles found by their pinyin (docs/search.md): initials (`rbtb` → 日报填报), full pinyin (`ribaotianbao`) or
 * a mix (`ribaotb`), contiguous, from any character. pinyin-pro carries a dictionary of some 100 kB gzipped, so only
 * the lazily loaded search panel imports this module: the shell and home never load it.
 */
import { match } from 'pinyin-pro';

/** Letters only: a text with digits, spaces or Chinese is matched as text, not as pinyin. */
const PINYIN_INPUT = /^[a-z]+$/i;

export function pinyinMatches(title: string, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!PINYIN_INPUT.test(needle)) return false;
  return match(title, needle, { continuous: true }) !== null;
}
