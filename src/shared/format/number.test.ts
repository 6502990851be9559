import { describe, expect, it } from 'vitest';
import { formatAmount, formatBytes, formatFixed, numberFormat } from './number';

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

describe('formatBytes', () => {
  it('writes bytes in units of 1024 with at most one decimal, none from 100 up, and a dash for no figure', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1,023 B');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(230.4 * 1024 * 1024)).toBe('230 MB');
    expect(formatBytes(3.25 * 1024 ** 3)).toBe('3.3 GB');
    expect(formatBytes(2048 * 1024 ** 4)).toBe('2,048 TB');
    expect(formatBytes(null)).toBe('—');
    expect(formatBytes(Number.NaN)).toBe('—');
  });
});

describe('formatFixed', () => {
  it('writes every figure with the same number of decimals, grouped', () => {
    expect([85.37, 120, 99.5, 1234567.891].map((v) => formatFixed(v, 2))).toEqual([
      '85.37',
      '120.00',
      '99.50',
      '1,234,567.89',
    ]);
    expect(formatFixed(null, 2)).toBe('—');
  });
});
