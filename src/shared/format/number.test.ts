import { describe, expect, it } from 'vitest';
import { formatAmount, numberFormat } from './number';

describe('numberFormat', () => {
  it('writes as toLocaleString does with the same options', () => {
    expect(numberFormat('en-US', 2, 2).format(1234.5)).toBe(
      (1234.5).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    );
    expect(numberFormat('zh-CN', 0, 0).format(1234567)).toBe('1,234,567');
  });

  it('makes each format once', () => {
    expect(numberFormat('zh-CN', 0, 2)).toBe(numberFormat('zh-CN', 0, 2));
    expect(numberFormat('zh-CN', 0, 2)).not.toBe(numberFormat('zh-CN', 0, 0));
  });
});

describe('formatAmount', () => {
  it('is whole from 100 up, with at most two decimals below, and a dash for no figure', () => {
    expect(formatAmount(12345.678)).toBe('12,346');
    expect(formatAmount(182340.27)).toBe('182,340');
    expect(formatAmount(0.3249)).toBe('0.32');
    expect(formatAmount(99.999)).toBe('100');
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount(99.456)).toBe('99.46');
    expect(formatAmount(-150.5)).toBe('-151');
    expect(formatAmount(3)).toBe('3');
    expect(formatAmount(null)).toBe('—');
    expect(formatAmount(Number.NaN)).toBe('—');
  });
});
