/**
 * antd's styles for the console's default theme, made at build time (docs/architecture.md §4 "Bundles"). Renders every
 * antd component the console imports under `@ant-design/cssinjs`'s StyleProvider in Node, with the theme the console
 * builds for its default settings, and prints the CSS with its cache-path map. In the browser, antd finds each style's
 * path in that map and skips making and inserting it; a theme other than the default has other paths, and antd makes
 * its styles at run time as before. The back-to-top button and the tour, which load with their first use, are not
 * among them (the tour's CSS has selectors the minifier refuses). Run by the build (scripts/lib/antd-static-styles.ts): `tsx` prints to stdout.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { buildAntdTheme } from '../src/features/theme/antd-theme';
import { DEFAULT_THEME } from '../src/features/theme/settings';

const SOURCE = join(import.meta.dirname, '..', 'src');

/** The names the console's modules import from 'antd' (tests left out). */
export function importedAntdNames(dir = SOURCE): string[] {
  const names = new Set<string>();
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const file = join(path, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const match of readFileSync(file, 'utf8').matchAll(/import \{([^}]+)\} from 'antd';/g))
          for (const part of (match[1] ?? '').split(','))
            if (!/^\s*type\s/.test(part)) names.add(part.trim().split(/\s+as\s+/)[0] ?? '');
      }
    }
  };
  walk(dir);
  names.delete('');
  return [...names].sort();
}

type Sample = () => ReactNode;
const text = 'x';
const el = (component: unknown, props: Record<string, unknown> = {}, ...children: ReactNode[]) =>
  createElement(component as ComponentType<Record<string, unknown>>, props, ...children);

/** Components whose look depends on their props or parts: each variant the console draws. */
const SAMPLES: Record<string, Sample[]> = {
  Form: [
    () =>
      el(
        antd.Form,
        { layout: 'inline' },
        el(antd.Form.Item, { label: text, required: true }, el(antd.Input)),
      ),
  ],
  Menu: (['inline', 'vertical', 'horizontal'] as const).map(
    (mode) => () =>
      el(antd.Menu, { mode, items: [{ key: 'a', label: text, children: [{ key: 'b', label: text }] }] }),
  ),
  Layout: [
    () =>
      el(
        antd.Layout,
        {},
        el(antd.Layout.Sider, {}, text),
        el(antd.Layout.Header, {}, text),
        el(antd.Layout.Content),
      ),
  ],
  Input: [
    () => el(antd.Input),
    () => el(antd.Input.Search),
    () => el(antd.Input.Password),
    () => el(antd.Input.TextArea),
  ],
  Typography: [
    () => el(antd.Typography.Text, {}, text),
    () => el(antd.Typography.Title, {}, text),
    () => el(antd.Typography.Paragraph, {}, text),
    () => el(antd.Typography.Link, {}, text),
  ],
  DatePicker: [() => el(antd.DatePicker), () => el(antd.DatePicker.RangePicker)],
  Space: [() => el(antd.Space, {}, text), () => el(antd.Space.Compact, {}, el(antd.Input))],
  Radio: [() => el(antd.Radio.Group, { options: [text] }), () => el(antd.Radio.Button, {}, text)],
  Table: [() => el(antd.Table, { columns: [{ title: text, dataIndex: 'a' }], dataSource: [], rowKey: 'a' })],
  Tabs: [() => el(antd.Tabs, { items: [{ key: 'a', label: text }] })],
  Timeline: [() => el(antd.Timeline, { items: [{ children: text }] })],
  Descriptions: [
    () => el(antd.Descriptions, { items: [{ key: 'a', label: text, children: text }], bordered: true }),
  ],
  Breadcrumb: [() => el(antd.Breadcrumb, { items: [{ title: text }] })],
  Segmented: [() => el(antd.Segmented, { options: [text] })],
  Transfer: [() => el(antd.Transfer, { dataSource: [] })],
  Statistic: [() => el(antd.Statistic, { title: text, value: 1 })],
  Modal: [() => el(antd.Modal, { open: true }, text)],
  Drawer: [() => el(antd.Drawer, { open: true }, text)],
};

/** The CSS of `names` (antd exports) in `theme`, with antd's cache-path map; `failed` lists what did not render. */
export function staticStyles(names: string[], theme = buildAntdTheme(DEFAULT_THEME)) {
  const cache = createCache();
  const failed: string[] = [];
  const render = (name: string, sample: Sample) => {
    try {
      renderToString(
        el(
          StyleProvider,
          { cache },
          el(antd.ConfigProvider, { theme, locale: zhCN }, el(antd.App, {}, sample())),
        ),
      );
    } catch (error) {
      failed.push(`${name}: ${String(error).slice(0, 120)}`);
    }
  };
  for (const name of names) {
    const component = (antd as Record<string, unknown>)[name];
    // `theme` and other exports that are no component
    if (
      typeof component !== 'function' &&
      !(typeof component === 'object' && component && '$$typeof' in component)
    )
      continue;
    for (const sample of SAMPLES[name] ?? [() => el(component)]) render(name, sample);
  }
  return { css: extractStyle(cache, { plain: true }), failed };
}

// Run as a script: the CSS on stdout, what failed on stderr (the build goes on: those styles are made at run time).
if (process.argv[1] && import.meta.filename === process.argv[1]) {
  // antd's warnings about portals and deprecated props in a server render say nothing about the CSS.
  console.warn = () => undefined;
  console.error = () => undefined;
  const { css, failed } = staticStyles(importedAntdNames());
  for (const line of failed) process.stderr.write(`antd-static-styles: ${line}\n`);
  process.stdout.write(css);
}
