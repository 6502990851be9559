/**
 * The schemas of GET /api/system/alarm/analysis (docs/alarms.md "Analysis"), server only, checked both ways against
 * the types of ./index.ts.
 */
import { Type } from '@sinclair/typebox';
import { literals, same } from '../common/schemas';
import { ALARM_KINDS, ALARM_PRIORITIES, type AlarmAnalysis, type AlarmAnalysisQuery } from './index';

const DateTime = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$',
  description: "'YYYY-MM-DD HH:mm:ss', China time",
});
const Share = Type.Number({ minimum: 0, maximum: 1 });

export const AlarmAnalysisQuerySchema = Type.Object({
  factoryId: Type.Optional(Type.Integer({ minimum: 1 })),
  beginTime: DateTime,
  endTime: DateTime,
});

const Source = {
  deviceCode: Type.String(),
  deviceName: Type.String(),
  kind: literals(ALARM_KINDS),
  count: Type.Integer({ minimum: 0 }),
  share: Share,
};

export const AlarmAnalysisSchema = Type.Object({
  beginTime: Type.String(),
  endTime: Type.String(),
  total: Type.Integer({ minimum: 0 }),
  perTenMinutes: Type.Number({ minimum: 0 }),
  perHour: Type.Number({ minimum: 0 }),
  floodShare: Share,
  floodPeriods: Type.Integer({ minimum: 0 }),
  peakTenMinutes: Type.Object({
    count: Type.Integer({ minimum: 0 }),
    at: Type.Union([Type.String(), Type.Null()]),
  }),
  priorityMix: Type.Array(
    Type.Object({
      priority: literals(ALARM_PRIORITIES),
      count: Type.Integer({ minimum: 0 }),
      share: Share,
      target: Share,
    }),
  ),
  badActors: Type.Array(Type.Object(Source)),
  chattering: Type.Array(Type.Object({ ...Source, bursts: Type.Integer({ minimum: 1 }) })),
  stale: Type.Integer({ minimum: 0 }),
  meanAckMinutes: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
  meanReleaseMinutes: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
  hourly: Type.Array(Type.Object({ at: Type.String(), count: Type.Integer({ minimum: 0 }) })),
});

export const ANALYSIS_SCHEMAS_MATCH_CONTRACT = [
  same<typeof AlarmAnalysisQuerySchema, AlarmAnalysisQuery>(true),
  same<typeof AlarmAnalysisSchema, AlarmAnalysis>(true),
] as const;
