/**
 * One pair of Fastify schema compilers shared by every test app of a worker (the server projects share modules
 * between files: vitest.config.ts). Compiling every route's validators and serializers was most of the ~0.5 s an
 * app took to build, and every app compiles the same schemas; here each is compiled once per worker, kept by its
 * JSON text (several routes build their schemas as they register, so the objects differ between apps) and by the
 * part of the request or the status it is for. The compiled functions keep no state between calls (Ajv's `errors`
 * is read right after each), and every test app has the same compiler options, so sharing changes only the time.
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { BuildOptions } from '../../../server/src/app';

type Compilers = NonNullable<BuildOptions['schemaCompilers']>;
type ValidatorFactory = NonNullable<Compilers['buildValidator']>;
type SerializerFactory = NonNullable<Compilers['buildSerializer']>;

/** What Fastify passes to a compiler for one route (fastify/types/schema.d.ts FastifyRouteSchemaDef). */
interface RouteSchema {
  schema?: unknown;
  httpPart?: string;
  httpStatus?: string;
}

/** `compile(route)`, made once for each factory setup, request part or status, and schema text. */
function memoized<Made>(
  made: Map<string, Made>,
  setup: unknown,
  compile: (route: RouteSchema) => Made,
): (route: RouteSchema) => Made {
  const prefix = JSON.stringify(setup);
  return (route) => {
    const key = `${prefix}|${route.httpPart ?? ''}|${route.httpStatus ?? ''}|${JSON.stringify(route.schema)}`;
    let fn = made.get(key);
    if (fn === undefined) {
      fn = compile(route);
      made.set(key, fn);
    }
    return fn;
  };
}

const ajv = AjvCompiler();
const validators = new Map<string, unknown>();
const buildValidator = ((externalSchemas: Parameters<typeof ajv>[0], options: Parameters<typeof ajv>[1]) =>
  memoized(
    validators,
    [externalSchemas, options],
    ajv(externalSchemas, options) as (route: RouteSchema) => unknown,
  )) as ValidatorFactory;

const fjs = SerializerSelector();
const serializers = new Map<string, (doc: unknown) => string>();
const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = fjs(externalSchemas, options);
  return memoized(serializers, [externalSchemas, options], (route) =>
    compile(route as Parameters<typeof compile>[0]),
  );
};

export const sharedCompilers: Compilers = { buildValidator, buildSerializer };
