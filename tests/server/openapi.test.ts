/**
 * The API reference (docs/architecture.md §3 "API reference"): the OpenAPI document at /api/docs/json describes every
 * route the app registers, each with a summary, a description, tags and its permission code, and is itself a
 * valid OpenAPI 3 document; Swagger UI at /api/docs loads without a token under the console's CSP. Routes are
 * collected with an onRoute hook, so a new route is checked without touching this file.
 */
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify, { type FastifySchema } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM, PUBLIC_ROUTE, SIGNED_IN } from '../../contract/permissions';
import type { Db } from '../../server/src/db/client';
import { API_TAGS, DOCS_PREFIX, isDocsRoute } from '../../server/src/plugins/api-docs';
import { registerAuthGuard, type GuardDeps } from '../../server/src/plugins/auth-guard';
import { CSP } from '../../server/src/plugins/security-headers';
import { createTestApp, openSeededDb, type TestApp } from './helpers/test-app';

interface Registered {
  method: string;
  url: string;
  permission: unknown;
  schema: FastifySchema | undefined;
}

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean }[];
  responses?: Record<string, { description?: string }>;
  'x-permission'?: unknown;
}

interface Document {
  openapi: string;
  info: { title: string; version: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
  security: Record<string, string[]>[];
}

/** The only routes anyone may call without a token, besides the reference itself (docs/architecture.md §3 "Access"). */
const PUBLIC_API = [
  'GET /api/code',
  'POST /api/auth/publicKey',
  'POST /api/auth/oauth/token',
  'DELETE /api/auth/token/logout',
  'POST /api/register',
  // The external big screen and the process page (docs/architecture.md §3 "Big screens and the process page").
  'GET /api/screen/public/overview',
  'GET /api/screen/public/plants',
  'GET /api/screen/public/process/:factoryId',
  // The secure-space settings the console reads at start, and its help (docs/secure-space.md).
  'GET /api/system/secureSpace',
  'GET /api/system/secureSpace/help',
];
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const CODES: readonly unknown[] = Object.values(PERM);

let db: Db;
let t: TestApp;
let doc: Document;
const registered: Registered[] = [];

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db, {
    beforeReady: (app) => {
      app.addHook('onRoute', (r) => {
        for (const method of [r.method].flat())
          if (method !== 'HEAD')
            registered.push({ method, url: r.url, permission: r.config?.permission, schema: r.schema });
      });
    },
  });
  const res = await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

/** The API routes: neither the console's static files (/, /woms/…) nor the reference's own routes. */
const apiRoutes = () => registered.filter((r) => r.url.startsWith('/api/') && !isDocsRoute(r.url));
const key = (r: Registered) => `${r.method} ${r.url}`;
/** Fastify's `/a/:id` is OpenAPI's `/a/{id}`. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const operationOf = (r: Registered): Operation | undefined =>
  doc.paths[openapiPath(r.url)]?.[r.method.toLowerCase()];
const operations = (): [string, Operation][] =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]): [string, Operation] => [`${method.toUpperCase()} ${path}`, op]),
  );

/** Every `$ref` in the document, with where it stands. */
function refsIn(node: unknown, at: string, out: [string, string][] = []): [string, string][] {
  if (Array.isArray(node)) node.forEach((v, i) => refsIn(v, `${at}/${i}`, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push([at, v]);
      else refsIn(v, `${at}/${k}`, out);
    }
  }
  return out;
}

/** Follows a local JSON pointer (`#/components/schemas/AreaNode`); undefined when it leads nowhere. */
function resolvePointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const part = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

describe('OpenAPI document', () => {
  it('is served without a token, as OpenAPI 3 with the product title, the package version and bearer auth', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info).toMatchObject({ title: '数字化管理平台 API / WOMS', version });
    expect(Object.values(doc.components.securitySchemes)).toContainEqual(
      expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    );
    expect(doc.security.length).toBeGreaterThan(0);
  });

  it('validates against the OpenAPI schema of its version', async () => {
    const result = await new Validator().validate(structuredClone(doc) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('resolves every $ref', () => {
    const refs = refsIn(doc, '#');
    expect(refs.length).toBeGreaterThan(0);
    const dangling = refs.filter(([, ref]) => resolvePointer(doc, ref) === undefined);
    expect(dangling).toEqual([]);
  });

  it('lists every API route the app registers, and nothing else', () => {
    expect(apiRoutes().length).toBeGreaterThan(50);
    const missing = apiRoutes()
      .filter((r) => !operationOf(r))
      .map(key);
    expect(missing).toEqual([]);
    const documented = operations().map(([k]) => k);
    expect(documented.sort()).toEqual(
      apiRoutes()
        .map((r) => `${r.method} ${openapiPath(r.url)}`)
        .sort(),
    );
  });

  it('gives every route a short summary, a description and declared tags', () => {
    const declared = new Set(doc.tags.map((tag) => tag.name));
    expect([...declared]).toEqual(API_TAGS.map((tag) => tag.name));
    const lacking = apiRoutes().flatMap((r) => {
      const op = operationOf(r);
      const own = r.schema as { summary?: string; description?: string } | undefined;
      const problems = [
        !op?.summary?.trim() && 'no summary',
        (op?.summary?.length ?? 0) > 80 && 'summary longer than 80 characters',
        !op?.description?.trim() && 'no description',
        // what the route itself says, not anything the document generator may have filled in
        (!own?.summary || !own.description) && 'no summary or description in the route schema',
        !op?.tags?.length && 'no tags',
        op?.tags?.some((tag) => !declared.has(tag)) && `undeclared tag in ${op.tags.join(', ')}`,
      ].filter(Boolean);
      return problems.length ? [`${key(r)}: ${problems.join('; ')}`] : [];
    });
    expect(lacking).toEqual([]);
  });

  it('shows the permission each route is guarded by, and needs no token exactly on the public ones', () => {
    const wrong = apiRoutes().flatMap((r) => {
      const op = operationOf(r);
      const permission = op?.['x-permission'];
      const problems = [
        permission !== r.permission && `x-permission ${String(permission)} is not ${String(r.permission)}`,
        permission !== PUBLIC_ROUTE &&
          permission !== SIGNED_IN &&
          !CODES.includes(permission) &&
          `x-permission ${String(permission)} is no permission code`,
        r.permission === PUBLIC_ROUTE && JSON.stringify(op?.security) !== '[]' && 'public but needs a token',
        r.permission !== PUBLIC_ROUTE && op?.security !== undefined && 'guarded but overrides security',
      ].filter(Boolean);
      return problems.length ? [`${key(r)}: ${problems.join('; ')}`] : [];
    });
    expect(wrong).toEqual([]);
    const open = apiRoutes()
      .filter((r) => r.permission === PUBLIC_ROUTE)
      .map(key);
    expect(open.sort()).toEqual([...PUBLIC_API].sort());
  });

  it('declares every path parameter and describes every response', () => {
    const wrong = operations().flatMap(([k, op]) => {
      const problems: string[] = [];
      const inPath = [...k.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const name of inPath) {
        const param = op.parameters?.find((p) => p.in === 'path' && p.name === name);
        if (!param?.required) problems.push(`path parameter ${name} not declared as required`);
      }
      const responses = Object.entries(op.responses ?? {});
      // A live channel succeeds by switching protocols (101); every other route answers 2xx.
      const success = k.includes('/api/ws/') ? ['101'] : ['2'];
      if (!responses.some(([status]) => success.some((s) => status.startsWith(s))))
        problems.push('no success response');
      for (const [status, response] of responses)
        if (!response.description?.trim()) problems.push(`response ${status} has no description`);
      return problems.length ? [`${k}: ${problems.join('; ')}`] : [];
    });
    expect(wrong).toEqual([]);
  });
});

describe('Swagger UI at /api/docs', () => {
  it('answers HTML without a token, under the console CSP, with no inline script', async () => {
    for (const url of [DOCS_PREFIX, `${DOCS_PREFIX}/`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy']).toBe(CSP);
      const scripts = [...res.body.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
      expect(scripts.length).toBeGreaterThan(0);
      // script-src 'self' without 'unsafe-inline': every script must come from a file
      expect(scripts.filter((attrs) => !/\bsrc=/.test(attrs))).toEqual([]);
    }
  });

  it('loads every asset the page names without a token', async () => {
    const page = await t.app.inject({ method: 'GET', url: DOCS_PREFIX });
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      const url = new URL(asset, `http://localhost${DOCS_PREFIX}`).pathname;
      expect(url.startsWith(`${DOCS_PREFIX}/`)).toBe(true);
      const res = await t.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      // the reference's own files may be cached; the page and the document, like all of /api, may not
      const cache = url.startsWith(`${DOCS_PREFIX}/static/`) ? 'public, max-age=86400' : 'no-store';
      expect({ url, cache: res.headers['cache-control'] }).toEqual({ url, cache });
    }
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('is the only thing the guard opens besides the public API and the console files', () => {
    const open = registered.filter(
      (r) =>
        r.permission === PUBLIC_ROUTE &&
        !isDocsRoute(r.url) &&
        !PUBLIC_API.includes(key(r)) &&
        r.url.startsWith('/api/'),
    );
    expect(open.map(key)).toEqual([]);
    expect(registered.filter((r) => isDocsRoute(r.url)).length).toBeGreaterThanOrEqual(4);
  });
});

describe('the guard and the reference', () => {
  const bareApp = () => {
    const app = Fastify({ logger: false });
    // onRoute checks need no repositories; no request is sent
    registerAuthGuard(app, {} as GuardDeps);
    return app;
  };

  it('marks a route under /api/docs without a permission public', async () => {
    const app = bareApp();
    let permission: unknown;
    app.addHook('onRoute', (r) => void (permission = r.config?.permission));
    app.get(`${DOCS_PREFIX}/extra`, async () => 'page');
    await app.ready();
    expect(permission).toBe(PUBLIC_ROUTE);
    await app.close();
  });

  it('still refuses, at startup, any other route without a permission', async () => {
    for (const url of ['/api/docsx', '/api/system/docs', '/docs']) {
      const app = bareApp();
      expect(() =>
        app.get(url, { schema: { response: { 200: { type: 'string' } } } }, async () => 'x'),
      ).toThrow(/has no config.permission/);
      await app.close();
    }
  });
});
