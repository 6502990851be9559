/**
 * The schemas of GET /api/system/base/reliability (docs/reliability.md), server only, checked both ways against the
 * types of ./index.ts.
 */
import { Type } from '@sinclair/typebox';
import { same } from '../common/schemas';
import type { Reliability, ReliabilityQuery } from './index';

const DateTime = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$',
  description: "'YYYY-MM-DD HH:mm:ss', China time",
});
const Hours = Type.Number({ minimum: 0 });
const MaybeHours = Type.Union([Hours, Type.Null()]);
const Share = Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()]);
const Count = Type.Integer({ minimum: 0 });

export const ReliabilityQuerySchema = Type.Object({
  factoryId: Type.Optional(Type.Integer({ minimum: 1 })),
  deviceId: Type.Optional(Type.Integer({ minimum: 1 })),
  beginTime: DateTime,
  endTime: DateTime,
});

const Figures = {
  devices: Count,
  failures: Count,
  periodHours: Hours,
  downtimeHours: Hours,
  mttrHours: MaybeHours,
  mtbfHours: MaybeHours,
  availability: Share,
};

export const ReliabilitySchema = Type.Object({
  ...Figures,
  beginTime: Type.String(),
  endTime: Type.String(),
  bucket: Type.Union([Type.Literal('day'), Type.Literal('month')]),
  pmDue: Count,
  pmOnTime: Count,
  pmCompliance: Share,
  backlog: Count,
  overdue: Count,
  trend: Type.Array(
    Type.Object({ at: Type.String(), failures: Count, downtimeHours: Hours, availability: Share }),
  ),
  byKind: Type.Array(Type.Object({ fixType: Type.String(), failures: Count, downtimeHours: Hours })),
  worstDevices: Type.Array(
    Type.Object({
      deviceId: Type.Integer(),
      deviceShowCode: Type.String(),
      deviceName: Type.String(),
      factoryId: Type.Integer(),
      failures: Count,
      downtimeHours: Hours,
      mttrHours: MaybeHours,
      mtbfHours: MaybeHours,
      availability: Share,
    }),
  ),
});

export const RELIABILITY_SCHEMAS_MATCH_CONTRACT = [
  same<typeof ReliabilityQuerySchema, ReliabilityQuery>(true),
  same<typeof ReliabilitySchema, Reliability>(true),
] as const;
