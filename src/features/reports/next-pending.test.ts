import { describe, expect, it } from 'vitest';
import { nextPending } from './next-pending';

const rows = (...ids: number[]) => ids.map((id) => ({ id }));

describe('nextPending (the report shown after a decision)', () => {
  it('takes the report below the decided one', () => {
    expect(nextPending([1, 2, 3], 2, rows(1, 3))).toBe(3);
  });

  it('takes the nearest above when the decided one was last', () => {
    expect(nextPending([1, 2, 3], 3, rows(1, 2))).toBe(2);
  });

  it('skips reports decided meanwhile by someone else', () => {
    expect(nextPending([1, 2, 3, 4], 2, rows(1, 4))).toBe(4);
  });

  it('never takes the decided report, even when the list asked again still has it', () => {
    expect(nextPending([1, 2], 1, rows(1, 2))).toBe(2);
  });

  it('takes a report submitted meanwhile when none of the earlier ones waits', () => {
    expect(nextPending([5], 5, rows(9))).toBe(9);
  });

  it('answers null when none waits', () => {
    expect(nextPending([5], 5, rows())).toBeNull();
  });
});
