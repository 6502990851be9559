// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bigScreensZh } from '@/shared/i18n/catalogs/big-screens';
import { bigScreensEn } from '@/shared/i18n/catalogs/en/big-screens';
import { enUS } from '@/shared/i18n/en-us';
import { zhCN } from '@/shared/i18n/zh-cn';

const CATALOGS = join(process.cwd(), 'src/shared/i18n/catalogs');
const PREFIXES = ['screen.', 'processFlow.'];

describe('big-screen texts', () => {
  it('are in both languages as the catalog says (no other catalog takes one of their keys)', () => {
    const zh: Record<string, string> = zhCN;
    const en: Record<string, string> = enUS;
    for (const [key, text] of Object.entries(bigScreensZh)) {
      expect(PREFIXES.some((p) => key.startsWith(p))).toBe(true);
      expect(zh[key]).toBe(text);
      expect(en[key]).toBe(bigScreensEn[key as keyof typeof bigScreensEn]);
    }
    // the zh-CN catalogs and, under en/, the en-US ones
    const files = readdirSync(CATALOGS, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('big-screens.ts'),
    );
    expect(files).toContain(join('en', 'shell.ts'));
    for (const file of files) {
      const source = readFileSync(join(CATALOGS, file), 'utf8');
      for (const prefix of PREFIXES) expect(source, file).not.toContain(`'${prefix}`);
    }
  });
});
