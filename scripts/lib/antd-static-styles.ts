/**
 * A Vite plugin behind `import 'virtual:antd-static.css'` (src/app/app.tsx): in a build, antd's styles for the
 * default theme made by scripts/antd-static-styles.ts, so the console chunk carries them as a stylesheet and antd
 * writes no style of its own for that theme (docs/architecture.md §4 "Bundles"); under the dev server and in the console tests, an empty sheet
 * (antd makes its styles at run time, as it does for every other theme). The sheet is a file in node_modules/.cache, so
 * Vite treats it as the CSS it is.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

export const ANTD_STATIC_CSS = 'virtual:antd-static.css';

export function antdStaticStyles(): Plugin {
  let root = process.cwd();
  let file = '';
  let build = false;
  return {
    name: 'woms-antd-static-styles',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      build = config.command === 'build';
      // Two files: the dev server must never pick up a build's sheet, whose map would have antd skip styles that the
      // sheet writes for a production bundle's class names.
      file = resolve(root, `node_modules/.cache/woms/antd-static${build ? '' : '-dev'}.css`);
    },
    buildStart() {
      if (!build) return;
      mkdirSync(dirname(file), { recursive: true });
      const made = spawnSync(
        process.execPath,
        [
          resolve(root, 'node_modules/tsx/dist/cli.mjs'),
          '--tsconfig',
          resolve(root, 'tsconfig.json'),
          'scripts/antd-static-styles.ts',
        ],
        {
          cwd: root,
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
          // the class names antd gives its styles in a production bundle (css-…, not css-dev-only-do-not-override-…)
          env: { ...process.env, NODE_ENV: 'production' },
        },
      );
      if (made.status !== 0) throw new Error(`antd's static styles failed:\n${made.stderr}`);
      // A component that did not render is made at run time, as before: worth a line, not a failed build.
      if (made.stderr) this.warn(made.stderr.trim());
      writeFileSync(file, made.stdout);
    },
    resolveId(id) {
      if (id !== ANTD_STATIC_CSS) return null;
      // The dev server and the console tests (vitest.config.ts): an empty sheet, written when first asked for.
      if (!build && !existsSync(file)) {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, '/* antd makes its styles at run time under the dev server */\n');
      }
      return file;
    },
  };
}
