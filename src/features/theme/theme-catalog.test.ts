// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { enUS } from '@/shared/i18n/en-us';
import { zhCN } from '@/shared/i18n/zh-cn';
import { THEME_GRADIENTS } from './gradients';

describe('theme texts', () => {
  it('names every gradient in both languages, the zh-CN name being the gradient name', () => {
    const zh: Record<string, string> = zhCN;
    const en: Record<string, string> = enUS;
    for (const g of THEME_GRADIENTS) {
      expect(zh[`theme.gradient.${g.id}`]).toBe(g.name);
      expect(en[`theme.gradient.${g.id}`]).toMatch(/^[A-Z][a-z ]+$/);
    }
  });
});
