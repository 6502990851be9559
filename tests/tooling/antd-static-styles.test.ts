/**
 * antd's styles made at build time for the default theme (scripts/antd-static-styles.ts, docs/architecture.md §4
 * "Bundles"): the components are the ones the console imports, and each one's CSS comes with the cache-path map that
 * antd looks its styles up in. That the built console's antd finds them there is e2e/shell.spec.ts's to show.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importedAntdNames, staticStyles } from '../../scripts/antd-static-styles';

const dir = mkdtempSync(join(tmpdir(), 'woms-antd-styles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("antd's static styles", () => {
  it('are made for the components the console imports from antd: not for types, nor for tests', () => {
    writeFileSync(join(dir, 'page.tsx'), "import { Button, type TableProps, Tag as Label } from 'antd';\n");
    writeFileSync(join(dir, 'page.test.tsx'), "import { Modal } from 'antd';\n");
    writeFileSync(
      join(dir, 'rules.ts'),
      "import type { Rule } from 'antd/es/form';\nimport { Select } from 'antd';\n",
    );
    expect(importedAntdNames(dir)).toEqual(['Button', 'Select', 'Tag']);
  });

  it("carry each component's CSS for the default theme and the map of what they hold", () => {
    const { css, failed } = staticStyles(['Button', 'Tag', 'theme']);
    expect(failed).toEqual([]);
    const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]+)"/.exec(css)?.[1] ?? '';
    const paths = map.split(';').map((entry) => entry.split(':')[0] ?? '');
    expect(paths.some((path) => path.includes('|Button-Button|ant-btn|'))).toBe(true);
    expect(paths.some((path) => path.includes('|Tag-Tag|ant-tag|'))).toBe(true);
    // rules scoped by the theme's hash, as antd writes them at run time
    const hash = /:where\(\.(css-[a-z0-9-]+)\)\.ant-btn/.exec(css)?.[1];
    expect(hash).toBeDefined();
    expect(css).toContain(`:where(.${hash}).ant-tag`);
  });
});
