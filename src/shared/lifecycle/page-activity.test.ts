import { describe, expect, it } from 'vitest';
import { sameOrNew } from './page-activity';

describe('sameOrNew', () => {
  it('keeps the answer on screen when the new one is equal, and takes a different one', () => {
    const shown = { rows: [{ id: 1, name: 'a' }], total: 1 };
    expect(sameOrNew(shown, { rows: [{ id: 1, name: 'a' }], total: 1 })).toBe(shown);
    const changed = { rows: [{ id: 1, name: 'b' }], total: 1 };
    expect(sameOrNew(shown, changed)).toBe(changed);
  });
});
