// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkDecimal } from './rules';

describe('decimal numbers (design quantities such as 2.5 h)', () => {
  const check = checkDecimal(1000);
  it.each(['', '0', '2.5', '-12', '1000', '-1000', ' 999.75 '])('accepts %j', (v) =>
    expect(check(v)).toBeUndefined(),
  );
  it.each(['abc', '2.', '.5', '1e3', '1,000', '1000.01', '-1001', '2.5h'])(
    'rejects %j with 请输入数字',
    (v) => expect(check(v)).toBe('请输入数字'),
  );
});
