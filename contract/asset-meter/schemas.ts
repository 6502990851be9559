/**
 * The TypeBox schemas of this area's routes: server only, so the console's bundle never carries the schema library
 * (docs/architecture.md §2). Everything ./index.ts exports (the constants, and the declared types each schema is
 * checked against) is exported from here too, for the server.
 */
import { Type } from '@sinclair/typebox';
import type * as Declared from './index';
import { same, PageQuery, RecordVersion } from '../common/schemas';
import { METER_KINDS, METER_RULE } from './index';

export * from './index';

const Id = Type.Integer({ minimum: 1 });
const Kind = Type.Union(METER_KINDS.map((k) => Type.Literal(k)));

export const MeterListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    factoryId: Id,
    /** part of the name, the code or the instrument address */
    keyword: Type.Optional(Type.String({ maxLength: 40 })),
    kind: Type.Optional(Kind),
    online: Type.Optional(Type.Boolean()),
  }),
]);
export type MeterListQuery = Declared.MeterListQuery;

export const MeterRow = Type.Object({
  meterId: Type.Integer(),
  factoryId: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  kind: Type.String(),
  instrumentAddr: Type.String(),
  energyAddr: Type.String(),
  collectorId: Type.Integer(),
  collectorName: Type.String(),
  deviceId: Type.Union([Type.Integer(), Type.Null()]),
  deviceName: Type.String(),
  online: Type.Boolean(),
  lastValue: Type.Union([Type.Number(), Type.Null()]),
  /** ISO time of the last reading */
  lastReadAt: Type.Union([Type.String(), Type.Null()]),
  activeAlarms: Type.Integer(),
  version: RecordVersion,
});
export type MeterRow = Declared.MeterRow;

const fields = {
  factoryId: Id,
  code: Type.String({ pattern: METER_RULE.CODE }),
  name: Type.String({ minLength: 1, maxLength: METER_RULE.NAME_MAX }),
  kind: Kind,
  instrumentAddr: Type.String({ pattern: METER_RULE.INSTRUMENT_ADDR }),
  energyAddr: Type.String({ pattern: METER_RULE.ENERGY_ADDR }),
  collectorId: Id,
  deviceId: Type.Optional(Type.Union([Id, Type.Null()])),
};

export const MeterAddBody = Type.Object(fields, { additionalProperties: false });
export type MeterAddBody = Declared.MeterAddBody;

export const MeterEditBody = Type.Object(
  { meterId: Id, version: RecordVersion, ...fields },
  { additionalProperties: false },
);
export type MeterEditBody = Declared.MeterEditBody;

export const MeterIdParams = Type.Object({ meterId: Id });
export type MeterIdParams = Declared.MeterIdParams;

/** The pickers of the meter form: the factory's collectors and its devices. */
export const MeterOptionsQuery = Type.Object({ factoryId: Id });
export type MeterOptionsQuery = Declared.MeterOptionsQuery;

export const MeterOptions = Type.Object({
  collectors: Type.Array(
    Type.Object({ collectorId: Type.Integer(), code: Type.String(), name: Type.String() }),
  ),
  devices: Type.Array(
    Type.Object({ deviceId: Type.Integer(), deviceShowCode: Type.String(), deviceName: Type.String() }),
  ),
});
export type MeterOptions = Declared.MeterOptions;

/** Each schema's Static type is the type ./index.ts declares (both ways, at compile time). */
export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof MeterListQuery, Declared.MeterListQuery>(true),
  same<typeof MeterRow, Declared.MeterRow>(true),
  same<typeof MeterAddBody, Declared.MeterAddBody>(true),
  same<typeof MeterEditBody, Declared.MeterEditBody>(true),
  same<typeof MeterIdParams, Declared.MeterIdParams>(true),
  same<typeof MeterOptionsQuery, Declared.MeterOptionsQuery>(true),
  same<typeof MeterOptions, Declared.MeterOptions>(true),
] as const;
