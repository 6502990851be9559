import { describe, expect, it } from 'vitest';
import { matchPages, type PinyinMatcher, type SearchablePage } from './page-match';
import { pinyinMatches } from './pinyin';

const page = (title: string, trail: string[], hidden = false): SearchablePage => ({
  path: `/${title}`,
  title,
  trail: [...trail, title],
  hidden,
});

const PAGES = [
  page('日报填报', ['生产运营', '日报数据']),
  page('日报审批', ['生产运营', '日报数据']),
  page('设备台账', ['资产管理', '资产台账']),
  page('用户管理', ['应用系统', '系统管理']),
  page('维修工单', ['设备工单', '工单任务']),
  page('维修工单历史', ['设备工单', '历史工单']),
  page('工单详情', ['设备工单', '工单任务'], true),
  page('Energy report', ['Energy']),
];
const titles = (text: string, pinyin: PinyinMatcher | null = pinyinMatches, limit = 20) =>
  matchPages(PAGES, text, pinyin, limit).map((p) => p.title);

describe('pinyinMatches', () => {
  it('matches initials, full pinyin and a mix, contiguous, from any character', () => {
    expect(pinyinMatches('日报填报', 'rbtb')).toBe(true);
    expect(pinyinMatches('日报填报', 'RBTB')).toBe(true);
    expect(pinyinMatches('日报填报', 'ribaotianbao')).toBe(true);
    expect(pinyinMatches('日报填报', 'ribaotb')).toBe(true);
    expect(pinyinMatches('日报填报', 'tb')).toBe(true);
  });

  it('refuses letters out of order or apart, and anything that is not letters', () => {
    expect(pinyinMatches('日报填报', 'rt')).toBe(false);
    expect(pinyinMatches('日报填报', 'rbtbx')).toBe(false);
    expect(pinyinMatches('日报填报', 'rb tb')).toBe(false);
    expect(pinyinMatches('日报填报', '日报')).toBe(false);
    expect(pinyinMatches('日报填报', '')).toBe(false);
  });
});

describe('matchPages', () => {
  it('finds a page by its pinyin initials, never a hidden one', () => {
    expect(titles('rbtb')).toEqual(['日报填报']);
    expect(titles('sbtz')).toEqual(['设备台账']);
    expect(titles('gdxq')).toEqual([]);
  });

  it('ranks the exact title, then a title starting with the text, containing it, by pinyin, then the trail', () => {
    expect(titles('维修工单')).toEqual(['维修工单', '维修工单历史']);
    expect(titles('日报')).toEqual(['日报填报', '日报审批']);
    // 工单 is in both titles and, for the others, only in the trail; 工单详情 is hidden.
    expect(titles('工单')).toEqual(['维修工单', '维修工单历史']);
    expect(titles('设备工单')).toEqual(['维修工单', '维修工单历史']);
    expect(titles('yhgl')).toEqual(['用户管理']);
  });

  it('matches English titles in any case, and without pinyin loaded only as text', () => {
    expect(titles('energy REP')).toEqual(['Energy report']);
    expect(titles('rbtb', null)).toEqual([]);
    expect(titles('填报', null)).toEqual(['日报填报']);
  });

  it('answers nothing for blank text or a text nothing contains, and at most `limit`', () => {
    expect(titles('   ')).toEqual([]);
    expect(titles('zzzzqqq')).toEqual([]);
    expect(titles('日报', pinyinMatches, 1)).toEqual(['日报填报']);
  });
});
