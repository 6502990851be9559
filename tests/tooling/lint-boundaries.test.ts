/**
 * The import boundaries of docs/architecture.md §2 as the real eslint.config.js enforces them: each forbidden import
 * is refused however it is spelled (alias, relative path, dynamic import, re-export), for feature folders that do not
 * exist yet too, and the allowed directions pass; likewise the server's layers (§2 "Server layers"). The files are
 * virtual paths inside src/ and server/src/; only the boundary rule is run.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'boundaries/import-boundaries';

const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: path.join(ROOT, 'eslint.config.js'),
  ruleFilter: ({ ruleId }) => ruleId === RULE,
});

/** The boundary messages (by id) of `code` linted as the file `file` (relative to the repository root). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  const messages = result?.messages ?? [];
  // A parse error or a config problem would otherwise read as "allowed".
  expect(messages.filter((m) => m.ruleId !== RULE)).toEqual([]);
  return messages.map((m) => m.messageId ?? '');
}

/** A feature folder that is not in the repository: the rule must not rely on a list of known features. */
const NEW_FEATURE = 'feature-added-tomorrow';

describe('import boundaries (docs/architecture.md §2)', () => {
  it.each([
    ['feature → other feature, alias', 'src/features/tabs/x.ts', "import { a } from '@/features/theme';"],
    [
      'feature → other feature, deep alias',
      'src/features/tabs/x.ts',
      "import { a } from '@/features/theme/store';",
    ],
    [
      'feature → other feature, type only',
      'src/features/tabs/x.ts',
      "import type { A } from '@/features/theme';",
    ],
    [
      'feature → other feature, ../../features',
      'src/features/tabs/x.ts',
      "import { a } from '../../features/theme/store';",
    ],
    ['feature → other feature, sibling folder', 'src/features/tabs/x.ts', "import { a } from '../theme';"],
    [
      'feature → other feature, nested file',
      'src/features/work-orders/pages/x.tsx',
      "import { a } from '../../messages/api';",
    ],
    [
      'feature → other feature, dynamic import',
      'src/features/tabs/x.ts',
      "export const l = () => import('@/features/theme/store');",
    ],
    [
      'feature → other feature, dynamic template',
      'src/features/tabs/x.ts',
      'export const l = () => import(`../theme/store`);',
    ],
    [
      'feature → other feature, export *',
      'src/features/tabs/index.ts',
      "export * from '../../features/theme';",
    ],
    [
      'feature → other feature, export { }',
      'src/features/tabs/index.ts',
      "export { a } from '@/features/theme';",
    ],
    ['feature → layouts', 'src/features/tabs/x.ts', "import { a } from '@/layouts/header-tools';"],
    [
      'feature → layouts, relative',
      'src/features/tabs/x.ts',
      "import { a } from '../../layouts/header-tools';",
    ],
    ['feature → app', 'src/features/tabs/x.ts', "import { a } from '@/app/navigator';"],
    [
      'new feature → existing feature',
      `src/features/${NEW_FEATURE}/x.ts`,
      "import { a } from '@/features/tabs';",
    ],
    [
      'existing feature → new feature',
      'src/features/tabs/x.ts',
      `import { a } from '../${NEW_FEATURE}/thing';`,
    ],
  ])('refuses %s', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual(['feature']);
  });

  it('does not know the new feature folder from the repository', () => {
    expect(existsSync(path.join(ROOT, 'src/features', NEW_FEATURE))).toBe(false);
  });

  it.each([
    ['shared → feature, alias', 'src/shared/ui/x.ts', "import { a } from '@/features/tabs';"],
    ['shared → feature, relative', 'src/shared/ui/x.ts', "import { a } from '../../features/tabs/store';"],
    ['shared → new feature', 'src/shared/x.ts', `import { a } from '../features/${NEW_FEATURE}';`],
    ['shared → layouts', 'src/shared/ui/x.ts', "import { a } from '../../layouts/basic-layout';"],
    ['shared → app', 'src/shared/ui/x.ts', "import { a } from '@/app/navigator';"],
    ['shared → app, dynamic import', 'src/shared/ui/x.ts', "export const l = () => import('../../app/app');"],
    ['shared → feature, export *', 'src/shared/index.ts', "export * from '@/features/session';"],
    ['shared/api → feature', 'src/shared/api/x.ts', "import { a } from '@/features/session/store';"],
  ])('refuses %s', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual(['shared']);
  });

  it('refuses layouts → app', async () => {
    expect(await boundaryErrors('src/layouts/x.tsx', "import { a } from '@/app/navigator';")).toEqual([
      'layouts',
    ]);
  });

  it.each([
    ['a feature', 'src/features/tabs/x.ts', "import axios from 'axios';"],
    ['a feature, type only', 'src/features/tabs/x.ts', "import type { AxiosError } from 'axios';"],
    ['shared outside api', 'src/shared/download/x.ts', "import axios from 'axios';"],
    ['layouts, dynamic import', 'src/layouts/x.ts', "export const l = () => import('axios');"],
    ['app, re-export', 'src/app/x.ts', "export { default } from 'axios';"],
  ])('refuses axios in %s', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual(['axios']);
  });

  it.each([
    ['shared', 'src/shared/x.ts', "import { Type } from '@sinclair/typebox';"],
    ['a feature, subpath', 'src/features/tabs/x.ts', "import { Value } from '@sinclair/typebox/value';"],
    ['app, type only', 'src/app/x.ts', "import type { Static } from '@sinclair/typebox';"],
    ['outside the layers', 'src/main.tsx', "import { Type } from '@sinclair/typebox';"],
  ])('refuses TypeBox in %s', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual(['typebox']);
  });

  // The real contract/ files (contract/README.md): the console takes an area's index, never its schemas.ts.
  it.each([
    ['a schemas file', 'src/features/tabs/x.ts', "import { AreaAddBody } from '@contract/area/schemas';"],
    [
      'a schemas file, relative',
      'src/shared/x.ts',
      "import { PageQuery } from '../../contract/common/schemas';",
    ],
    [
      'a schemas file, with .ts',
      'src/shared/x.ts',
      "import { PageQuery } from '../../contract/common/schemas.ts';",
    ],
    ['a schemas file, dynamic', 'src/app/x.ts', "export const l = () => import('@contract/user/schemas');"],
    ['a schemas file, re-export', 'src/layouts/x.ts', "export * from '@contract/system/schemas';"],
    [
      'a type imported inline',
      'src/features/tabs/x.ts',
      "import { type WoRow } from '@contract/work-order/schemas';",
    ],
    ['types only', 'src/features/tabs/x.ts', "import type { AreaForm } from '@contract/area/schemas';"],
    ['a type re-export', 'src/shared/x.ts', "export type { PageQuery } from '@contract/common/schemas';"],
    ['a type query', 'src/shared/x.ts', "type Q = import('@contract/common/schemas').PageQuery;"],
    ['outside the layers', 'src/main.tsx', "import type { PageQuery } from '../contract/common/schemas';"],
  ])('refuses a contract schemas file in the console: %s', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual(['consoleSchemas']);
  });

  it.each([
    ['constants', 'src/features/tabs/x.ts', "import { AREA_RULE, type AreaForm } from '@contract/area';"],
    ['an index by name', 'src/features/tabs/x.ts', "import { AREA_RULE } from '@contract/area/index';"],
    [
      'the shapes of the routes',
      'src/features/tabs/x.ts',
      "import type { WoRow } from '@contract/work-order';",
    ],
    [
      'work-order constants',
      'src/features/tabs/x.ts',
      "import { kindOfTaskNo } from '@contract/work-order';",
    ],
    ['relative', 'src/shared/x.ts', "import { PageQuery, ResultCode } from '../../contract/common';"],
  ])('allows contract constants and types: %s', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });

  // contract/<area>/index.ts: one way, schemas.ts → index.ts (virtual files inside the real folders).
  it.each([
    ['TypeBox', 'contract/area/index.ts', "import { Type } from '@sinclair/typebox';"],
    ['TypeBox, type only', 'contract/area/index.ts', "import type { Static } from '@sinclair/typebox';"],
    ['TypeBox, subpath', 'contract/area/index.ts', "import { Value } from '@sinclair/typebox/value';"],
    ['its own schemas, type only', 'contract/area/index.ts', "import type { AreaAddBody } from './schemas';"],
    ['its own schemas, re-export', 'contract/area/index.ts', "export type * from './schemas';"],
    ["another area's schemas", 'contract/user/index.ts', "import { PageQuery } from '../common/schemas';"],
    ['a type query', 'contract/user/index.ts', "type Q = import('../common/schemas').PageQuery;"],
  ])('refuses in a contract index: %s', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual(['contractIndex']);
  });

  it.each([
    ["another area's index", 'contract/message/index.ts', "import { WO_STATUS } from '../work-order';"],
    ["another area's index, type only", 'contract/user/index.ts', "import type { User } from '../system';"],
    [
      'a schemas file: TypeBox and its index',
      'contract/area/schemas.ts',
      "import { Type } from '@sinclair/typebox';\nimport { AREA_RULE } from './index';",
    ],
  ])('allows in contract: %s', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });

  it.each([
    ['feature → shared, alias', 'src/features/tabs/x.ts', "import { a } from '@/shared/i18n';"],
    ['feature → shared, relative', 'src/features/tabs/x.ts', "import { a } from '../../shared/i18n';"],
    ['feature → contract', 'src/features/tabs/x.ts', "import { PERM } from '@contract/permissions';"],
    [
      'feature → packages',
      'src/features/tabs/x.tsx',
      "import { Button } from 'antd';\nimport { useState } from 'react';",
    ],
    [
      'relative within one feature',
      'src/features/work-orders/pages/x.tsx',
      "import { a } from '../dialogs/use-wo-viewer';",
    ],
    [
      'within one feature, dynamic',
      'src/features/work-orders/pages/x.tsx',
      "export const l = () => import('./columns');",
    ],
    [
      'within one feature, alias',
      'src/features/work-orders/pages/x.tsx',
      "export * from '@/features/work-orders/api';",
    ],
    [
      'feature test → tests/console',
      'src/features/tabs/x.test.tsx',
      "import { a } from '../../../tests/console/render';",
    ],
    [
      'shared → shared',
      'src/shared/ui/x.ts',
      "import { a } from '../i18n';\nexport * from '@/shared/config/constants';",
    ],
    ['shared/api → axios', 'src/shared/api/x.ts', "import axios from 'axios';"],
    [
      'app → feature',
      'src/app/x.tsx',
      "import { a } from '@/features/tabs';\nimport { b } from '../features/theme';",
    ],
    [
      'app → feature, dynamic',
      'src/app/x.ts',
      "export const l = () => import('@/features/work-orders/pages/x');",
    ],
    ['app → layouts', 'src/app/x.tsx', "import { a } from '@/layouts/basic-layout';"],
    [
      'layouts → features',
      'src/layouts/x.tsx',
      "import { a } from '@/features/tabs';\nimport { b } from '../features/messages';",
    ],
    ['layouts → shared', 'src/layouts/x.tsx', "import { a } from '@/shared/ui/notify';"],
    ['main → app', 'src/main.tsx', "import { a } from './app/app';"],
  ])('allows %s', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

describe('server layers (docs/architecture.md §2 "Server layers")', () => {
  it.each([
    ['db → module', 'server/src/db/x.ts', "import { a } from '../modules/file/move-to-folder';"],
    ['db → module, type only', 'server/src/db/x.ts', "import type { A } from '../modules/user/repository';"],
    [
      'db → module, dynamic import',
      'server/src/db/x.ts',
      "export const l = () => import('../modules/energy');",
    ],
    ['db → module, re-export', 'server/src/db/x.ts', "export * from '../modules/live/hub';"],
    ['db → setup', 'server/src/db/x.ts', "import { seedDemo } from '../setup/seed/index';"],
    ['db/migrations → setup', 'server/src/db/migrations/x.ts', "import { a } from '../../setup/owned-db';"],
    ['db → shared', 'server/src/db/x.ts', "import { systemClock } from '../shared/clock';"],
    ['db → errors', 'server/src/db/x.ts', "import { badRequest } from '../errors';"],
    ['db → app', 'server/src/db/x.ts', "import { buildApp } from '../app';"],
  ])('refuses %s', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual(['serverDb']);
  });

  it.each([
    ['shared → module', 'server/src/shared/x.ts', "import { a } from '../modules/user/csv';"],
    [
      'shared → module, type only',
      'server/src/shared/x.ts',
      "import type { A } from '../modules/auth/auth-cache';",
    ],
    [
      'shared → module, dynamic',
      'server/src/shared/x.ts',
      'export const l = () => import(`../modules/live/hub`);',
    ],
    [
      'shared → a new module',
      'server/src/shared/x.ts',
      "export { a } from '../modules/added-tomorrow/service';",
    ],
    ['shared → setup', 'server/src/shared/x.ts', "import { seedDemo } from '../setup/seed/index';"],
    ['shared → plugins', 'server/src/shared/x.ts', "import { INT4_MAX } from '../plugins/request-values';"],
    ['shared → app', 'server/src/shared/x.ts', "import { buildApp } from '../app';"],
    ['shared → context', 'server/src/shared/x.ts', "import type { AppContext } from '../context';"],
  ])('refuses %s', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual(['serverShared']);
  });

  it.each([
    [
      'module → setup',
      'server/src/modules/report/x.ts',
      "import { seedDemo } from '../../setup/seed/index';",
    ],
    ['module → main', 'server/src/modules/report/x.ts', "export const l = () => import('../../main');"],
  ])('refuses %s', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual(['serverModules']);
  });

  it.each([
    ['db → db', 'server/src/db/x.ts', "import { a } from './seam';\nexport * from './pglite';"],
    [
      'db → config and source-dir',
      'server/src/db/x.ts',
      "import type { Config } from '../config';\nimport { a } from '../source-dir';",
    ],
    [
      'db → packages and contract',
      'server/src/db/x.ts',
      "import pg from 'pg';\nimport { a } from '../../../contract/report';",
    ],
    [
      'shared → shared and db',
      'server/src/shared/x.ts',
      "import { Lru } from './lru';\nimport type { Db } from '../db/client';",
    ],
    ['shared → errors', 'server/src/shared/x.ts', "import { forbidden } from '../errors';"],
    [
      'module → shared, db and other modules',
      'server/src/modules/report/x.ts',
      "import { a } from '../../shared/china-time';\nimport type { Db } from '../../db/client';\nimport { b } from '../energy/periods';",
    ],
    [
      'module → context and plugins',
      'server/src/modules/user/x.ts',
      "import type { RouteModule } from '../../context';\nimport { INT4_MAX } from '../../plugins/request-values';",
    ],
    [
      'setup → modules, shared and db',
      'server/src/setup/seed/x.ts',
      "import { a } from '../../modules/report/prefill';\nimport { b } from '../../shared/clock';\nimport type { Db } from '../../db/client';",
    ],
    [
      'app → setup and modules',
      'server/src/app.ts',
      "import { ownedDb } from './setup/owned-db';\nimport { a } from './modules/live/routes';",
    ],
    [
      'a server test → modules',
      'tests/server/x.test.ts',
      "import { a } from '../../server/src/modules/energy/catch-up';",
    ],
  ])('allows %s', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

describe('navigation (docs/architecture.md §4 "Keep-alive tabs")', () => {
  const lint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: path.join(ROOT, 'eslint.config.js'),
    ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
  });
  const rules = async (file: string, code: string) => {
    const [result] = await lint.lintText(code, { filePath: path.join(ROOT, file) });
    return (result?.messages ?? []).map((m) => m.ruleId);
  };
  const USE_NAVIGATE =
    "import { Link, useNavigate } from 'react-router-dom';\nexport const x = [Link, useNavigate];";

  it.each(['src/features/tabs/x.tsx', 'src/layouts/x.tsx', 'src/app/x.tsx', 'src/shared/ui/x.tsx'])(
    "refuses react-router's useNavigate in %s",
    async (file) => {
      expect(await rules(file, USE_NAVIGATE)).toEqual(['no-restricted-imports']);
    },
  );

  it('allows it in a console test, and the rest of react-router-dom anywhere', async () => {
    expect(await rules('src/features/tabs/x.test.tsx', USE_NAVIGATE)).toEqual([]);
    expect(
      await rules('src/layouts/x.tsx', "import { Link } from 'react-router-dom';\nexport const x = Link;"),
    ).toEqual([]);
  });
});
