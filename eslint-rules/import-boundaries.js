/**
 * The import boundaries of docs/architecture.md §2, judged on where an import LANDS rather than how it is spelled:
 * every module specifier (`@/` and `@contract/` aliases, relative paths) is resolved to a path first, so
 * `@/features/x`, `../../features/x` and `import('../x')` are one and the same import.
 *
 * Layers under src/: `shared/**`, `features/<name>/**` (the name is the folder under src/features, read from the
 * path, so a new feature folder is covered the moment it exists), `layouts/**`, `app/**`. Imports flow
 * shared → features → layouts → app:
 *   - shared imports no feature, layout or app code;
 *   - a feature imports no other feature, no layouts and no app (compose features in layouts/ or app/);
 *   - layouts may compose features but import no app code;
 *   - axios lives in src/shared/api only (the one client);
 *   - the console takes constants and types from contract/<area>/index.ts, never the TypeBox schema builders: neither
 *     the package itself, nor a contract/<area>/schemas.ts (not even `import type`: the types are declared in the
 *     index), nor, through a value import, a contract module that loads either.
 * The contract rules hold for every file under src/ (src/main.tsx too); the layer rules only for the layers. Files
 * outside src/ (tests/, public/) are neither judged nor guarded here.
 *
 * contract/ (contract/README.md): an area's index.ts imports neither the TypeBox package nor any schemas.ts (not even
 * `import type`), so the one way is schemas.ts → index.ts.
 *
 * Layers under server/src/ (docs/architecture.md §2 "Server layers"), imports pointing down only:
 *   - db/ (the database seam every repository imports) imports nothing of the server but config.ts and source-dir.ts;
 *   - shared/ imports no module, no start-up work (setup/), no plugin and none of the composition (app.ts, main.ts,
 *     context.ts, which name modules);
 *   - a module imports no start-up work and none of app.ts or main.ts.
 * `import type` counts as well: a type from above is still a dependency on the layer above.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = path.join(ROOT, 'src');
const SERVER_SRC = path.join(ROOT, 'server', 'src');
const SHARED_API = path.join(SRC, 'shared', 'api');
const CONTRACT = path.join(ROOT, 'contract');
const TYPEBOX = '@sinclair/typebox';

/** The aliases of tsconfig.json `paths` and vite.config.ts `resolve.alias`. */
const ALIASES = [
  { prefix: '@/', dir: SRC },
  { prefix: '@contract/', dir: path.join(ROOT, 'contract') },
];

/** @param {string} file absolute path, with or without `.ts`: a contract area's schemas.ts */
export function isContractSchemas(file) {
  return isInside(file, CONTRACT) && path.basename(file).replace(/\.ts$/, '') === 'schemas';
}

/** @param {string} file absolute path, with or without `.ts`: a contract area's index.ts */
function isContractIndex(file) {
  return isInside(file, CONTRACT) && path.basename(file) === 'index.ts';
}

/** @param {string} file absolute path @param {string} dir */
function isInside(file, dir) {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/**
 * The layer of an absolute path, or undefined outside the layered folders.
 * @param {string} file
 * @returns {{ kind: 'shared' | 'layouts' | 'app' } | { kind: 'feature', name: string } | undefined}
 */
export function layerOf(file) {
  if (!isInside(file, SRC)) return undefined;
  const [top, name] = path.relative(SRC, file).split(path.sep);
  if (top === 'shared' || top === 'layouts' || top === 'app') return { kind: top };
  if (top === 'features' && name) return { kind: 'feature', name: name.replace(/\.[^.]*$/, '') };
  return undefined;
}

/** The folders of server/src that are layers. */
const SERVER_LAYERS = new Set(['db', 'shared', 'modules', 'setup', 'plugins']);
/** The files directly in server/src that db/ may import: they import nothing of the server themselves. */
const SERVER_LEAVES = new Set(['config', 'source-dir']);
/** The composition directly in server/src: it imports the modules to build the app, so it lies above them. */
const SERVER_COMPOSITION = new Set(['app', 'main']);

/**
 * The server layer of an absolute path: its folder under server/src (`db`, `shared`, `modules`, `setup`, `plugins`),
 * or `root` and its name without extension for a file directly in server/src (`app`, `config` …); undefined outside
 * server/src.
 * @param {string} file
 * @returns {{ kind: string, name?: string } | undefined}
 */
export function serverLayerOf(file) {
  if (!isInside(file, SERVER_SRC)) return undefined;
  const [top = '', ...rest] = path.relative(SERVER_SRC, file).split(path.sep);
  if (rest.length > 0 || SERVER_LAYERS.has(top)) return { kind: top };
  return { kind: 'root', name: top.replace(/\.[^.]*$/, '') };
}

/**
 * The message id of a server import that points up, or undefined when it is allowed.
 * @param {{ kind: string, name?: string }} from @param {{ kind: string, name?: string }} to
 */
function serverViolation(from, to) {
  const root = to.kind === 'root' ? (to.name ?? '') : undefined;
  if (from.kind === 'db' && to.kind !== 'db' && !SERVER_LEAVES.has(root ?? '')) return 'serverDb';
  // context.ts names module types (AuthCache), so it counts with the composition for shared/.
  const composition = root !== undefined && (SERVER_COMPOSITION.has(root) || root === 'context');
  if (from.kind === 'shared' && (['modules', 'setup', 'plugins'].includes(to.kind) || composition)) {
    return 'serverShared';
  }
  if (from.kind === 'modules' && (to.kind === 'setup' || SERVER_COMPOSITION.has(root ?? '')))
    return 'serverModules';
  return undefined;
}

/**
 * Where a specifier lands: an absolute path for aliases and relative paths, else the bare package name.
 * @param {string} specifier @param {string} importer absolute path of the importing file
 * @returns {{ file: string } | { pkg: string }}
 */
export function resolveSpecifier(specifier, importer) {
  const bare = specifier.replace(/[?#].*$/, '');
  if (bare.startsWith('./') || bare.startsWith('../') || bare === '.' || bare === '..') {
    return { file: path.resolve(path.dirname(importer), bare) };
  }
  for (const { prefix, dir } of ALIASES) {
    if (bare.startsWith(prefix)) return { file: path.join(dir, bare.slice(prefix.length)) };
    if (bare === prefix.slice(0, -1)) return { file: dir };
  }
  if (path.isAbsolute(bare)) return { file: bare };
  const parts = bare.split('/');
  return { pkg: bare.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? bare) };
}

/** Every `import … from`, `export … from` and bare `import '…'` of a module's text that loads at run time. */
const LOADING = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

/** @type {Map<string, string | null>} a contract file → the chain of files to the schema library, or null */
const schemaChains = new Map();

/**
 * The chain of contract modules through which loading `file` loads the schema library, or null when it does not.
 * @param {string} file absolute path, with or without `.ts`
 * @returns {string | null}
 */
export function schemaChain(file) {
  // `@contract/alarm` is the folder contract/alarm: its index.ts.
  const resolved = file.endsWith('.ts')
    ? file
    : existsSync(`${file}.ts`)
      ? `${file}.ts`
      : path.join(file, 'index.ts');
  if (schemaChains.has(resolved)) return schemaChains.get(resolved) ?? null;
  schemaChains.set(resolved, null); // a cycle is judged by its other members
  let text = '';
  try {
    text = readFileSync(resolved, 'utf8');
  } catch {
    return null;
  }
  let chain = null;
  for (const [, specifier] of text.matchAll(LOADING)) {
    if (specifier === TYPEBOX || specifier.startsWith(`${TYPEBOX}/`))
      chain = path.relative(CONTRACT, resolved);
    else if (specifier.startsWith('.')) {
      const next = schemaChain(path.resolve(path.dirname(resolved), specifier));
      if (next) chain = `${path.relative(CONTRACT, resolved)} → ${next}`;
    }
    if (chain) break;
  }
  schemaChains.set(resolved, chain);
  return chain;
}

const layerName = (layer) => (layer.kind === 'feature' ? `feature '${layer.name}'` : layer.kind);

/** @type {import('eslint').Rule.RuleModule} */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "Import boundaries between the console's shared, features, layouts and app, and the server's db, shared, modules and setup (docs/architecture.md §2).",
    },
    schema: [],
    messages: {
      shared:
        "shared must not import {{target}} ('{{specifier}}'): shared code knows no feature, layout or app (docs/architecture.md §2).",
      feature:
        "feature '{{from}}' must not import {{target}} ('{{specifier}}'): a feature imports no other feature, layout or app; compose them in layouts/ or app/ (docs/architecture.md §2).",
      layouts:
        "layouts must not import app code ('{{specifier}}'): app composes layouts, not the reverse (docs/architecture.md §2).",
      axios: 'Use the one client in src/shared/api instead of importing axios (docs/architecture.md §2).',
      typebox:
        "The console imports constants and types from contract/, never the TypeBox schema builders ('{{specifier}}', docs/architecture.md §2).",
      serverDb:
        'server db/ must not import \'{{specifier}}\': the database seam imports nothing of the server but config.ts and source-dir.ts (docs/architecture.md §2 "Server layers").',
      serverShared:
        'server shared/ must not import \'{{specifier}}\': shared code imports no module, setup, plugin or composition (docs/architecture.md §2 "Server layers").',
      serverModules:
        'a server module must not import \'{{specifier}}\': start-up work and the composition import the modules, not the reverse (docs/architecture.md §2 "Server layers").',
      contractSchemas:
        "'{{specifier}}' loads the TypeBox schema library ({{chain}}): take the constants and types from the area's contract/<area>/index.ts (contract/README.md).",
      consoleSchemas:
        "The console never imports a contract schemas file ('{{specifier}}'), not even its types: take them from the area's index (`@contract/<area>`, contract/README.md).",
      contractIndex:
        "A contract index.ts imports neither TypeBox nor a schemas file ('{{specifier}}'): schemas.ts imports index.ts, one way (contract/README.md).",
    },
  },
  create(context) {
    const importer = context.filename;
    const from = layerOf(importer);
    const fromServer = serverLayerOf(importer);
    const fromContractIndex = isContractIndex(importer);
    const fromConsole = isInside(importer, SRC);
    if (!fromConsole && !fromServer && !fromContractIndex) return {};

    /** @param {import('estree').Node} node @param {unknown} specifier @param {boolean} [typeOnly] */
    function check(node, specifier, typeOnly = false) {
      if (typeof specifier !== 'string') return;
      const target = resolveSpecifier(specifier, importer);
      if (fromContractIndex) {
        const typebox = 'pkg' in target && target.pkg === TYPEBOX;
        if (typebox || ('file' in target && isContractSchemas(target.file)))
          context.report({ node, messageId: 'contractIndex', data: { specifier } });
        return;
      }
      if (fromServer) {
        const to = 'file' in target ? serverLayerOf(target.file) : undefined;
        const messageId = to && serverViolation(fromServer, to);
        if (messageId) context.report({ node, messageId, data: { specifier } });
        return;
      }
      if ('file' in target && isContractSchemas(target.file)) {
        context.report({ node, messageId: 'consoleSchemas', data: { specifier } });
      } else if ('file' in target && !typeOnly && isInside(target.file, CONTRACT)) {
        const chain = schemaChain(target.file);
        if (chain) context.report({ node, messageId: 'contractSchemas', data: { specifier, chain } });
      }
      if ('pkg' in target) {
        if (from && target.pkg === 'axios' && !isInside(importer, SHARED_API))
          context.report({ node, messageId: 'axios' });
        if (target.pkg === '@sinclair/typebox')
          context.report({ node, messageId: 'typebox', data: { specifier } });
        return;
      }
      const to = layerOf(target.file);
      if (!from || !to) return;
      const data = { specifier, target: layerName(to), from: from.kind === 'feature' ? from.name : '' };
      if (from.kind === 'shared' && to.kind !== 'shared') context.report({ node, messageId: 'shared', data });
      if (
        from.kind === 'feature' &&
        (to.kind === 'layouts' || to.kind === 'app' || (to.kind === 'feature' && to.name !== from.name))
      ) {
        context.report({ node, messageId: 'feature', data });
      }
      if (from.kind === 'layouts' && to.kind === 'app') context.report({ node, messageId: 'layouts', data });
    }

    /** `import('x')` and `` import(`x`) `` without substitutions; a computed specifier cannot be judged. */
    function literalOf(node) {
      if (node?.type === 'Literal') return node.value;
      if (node?.type === 'TemplateLiteral' && node.expressions.length === 0)
        return node.quasis[0]?.value.cooked;
      return undefined;
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value, node.importKind === 'type'),
      ExportAllDeclaration: (node) => check(node.source, node.source.value, node.exportKind === 'type'),
      ExportNamedDeclaration: (node) =>
        node.source && check(node.source, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => check(node.source, literalOf(node.source)),
      // `type T = import('x').U` and `import x = require('x')` (TypeScript only).
      TSImportType: (node) => check(node.argument, literalOf(node.argument?.literal ?? node.argument), true),
      TSExternalModuleReference: (node) => check(node.expression, literalOf(node.expression)),
    };
  },
};

export default { meta: { name: 'woms-boundaries' }, rules: { 'import-boundaries': importBoundaries } };
