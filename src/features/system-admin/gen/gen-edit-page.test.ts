// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { GenColumn } from '@contract/gen';
import { moveRow } from './gen-edit-page';

const col = (prop: string, sort: number): GenColumn => ({
  prop,
  label: prop,
  isShow: true,
  sort,
  fixed: '',
  width: 120,
  type: 'text',
});

describe('moveRow', () => {
  const rows = [col('a', 1), col('b', 2), col('c', 3)];

  it('moves a column and renumbers the order', () => {
    expect(moveRow(rows, 2, -1).map((r) => [r.prop, r.sort])).toEqual([
      ['a', 1],
      ['c', 2],
      ['b', 3],
    ]);
    expect(moveRow(rows, 0, 1).map((r) => r.prop)).toEqual(['b', 'a', 'c']);
  });

  it('leaves the ends alone', () => {
    expect(moveRow(rows, 0, -1)).toBe(rows);
    expect(moveRow(rows, 2, 1)).toBe(rows);
  });
});
