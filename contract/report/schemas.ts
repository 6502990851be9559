/**
 * TypeBox schemas of the daily and weekly reports (docs/architecture.md §3 "Daily and weekly reports"): server only,
 * so the console's bundle never carries the schema library. Each Static type is checked against the interface of
 * index.ts both ways at compile time.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { same, NullableNumber } from '../common/schemas';
import {
  FIGURE_KEYS,
  FIGURES,
  PLANT_KINDS,
  REPORT_RULE,
  REPORT_STATUS,
  type ApproveBody,
  type DailyFormQuery,
  type FigureKey,
  type DailyReport,
  type DailySave,
  type PendingQuery,
  type PendingReport,
  type RejectBody,
  type ReportExportQuery,
  type ReportIdParams,
  type ReportMonth,
  type ReportMonthQuery,
  type WeeklyFormQuery,
  type WeeklyReport,
  type WeeklySave,
} from './index';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.Integer({ minimum: 1 });
const Day = Type.String({ pattern: REPORT_RULE.DATE, description: "'YYYY-MM-DD', China day" });
const Month = Type.String({ pattern: REPORT_RULE.MONTH, description: "'YYYY-MM'" });
const Version = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });
const StatusSchema = Type.Union(Object.values(REPORT_STATUS).map((s) => Type.Literal(s)));
const FigureKeySchema = Type.Union(FIGURE_KEYS.map((k) => Type.Literal(k)));
const PlantKindSchema = Type.Union(PLANT_KINDS.map((k) => Type.Literal(k)));

// ---------------------------------------------------------------------------------------------------------------
// Requests

export const ReportMonthQuerySchema = Type.Object({ factoryId: Id, month: Month });
export const DailyFormQuerySchema = Type.Object({ factoryId: Id, date: Day });
export const WeeklyFormQuerySchema = Type.Object({ factoryId: Id, week: Day });
export const PendingQuerySchema = Type.Object({ factoryId: Type.Optional(Id) });
export const ReportIdParamsSchema = Type.Object({ id: Id });

/** Every figure of either plant kind, each within its bounds: a bad value is a 400 naming `figures/<key>`. */
const figureProperty = (key: FigureKey) =>
  Type.Optional(
    NullableNumber({ minimum: FIGURES[key].min, maximum: FIGURES[key].max, description: FIGURES[key].label }),
  );
export const FigureValuesSchema = Type.Object(
  Object.fromEntries(FIGURE_KEYS.map((key) => [key, figureProperty(key)])) as Record<
    FigureKey,
    ReturnType<typeof figureProperty>
  >,
  { additionalProperties: false },
);

export const DailySaveSchema = Type.Object(
  {
    factoryId: Id,
    date: Day,
    version: Version,
    figures: FigureValuesSchema,
    remark: Type.String({ maxLength: REPORT_RULE.REMARK_MAX }),
  },
  { additionalProperties: false },
);

const Section = Type.String({ maxLength: REPORT_RULE.SECTION_MAX });
export const WeeklySaveSchema = Type.Object(
  { factoryId: Id, week: Day, version: Version, workDone: Section, problems: Section, nextPlan: Section },
  { additionalProperties: false },
);

export const ApproveBodySchema = Type.Object(
  { version: Version, opinion: Type.Optional(Type.String({ maxLength: REPORT_RULE.OPINION_MAX })) },
  { additionalProperties: false },
);
export const RejectBodySchema = Type.Object(
  { version: Version, opinion: Type.String({ maxLength: REPORT_RULE.OPINION_MAX }) },
  { additionalProperties: false },
);

export const ReportExportQuerySchema = Type.Object({
  factoryId: Id,
  date: Type.Optional(Day),
  week: Type.Optional(Day),
  month: Type.Optional(Month),
});

// ---------------------------------------------------------------------------------------------------------------
// Answers

const ReportFigureSchema = Type.Object({
  key: FigureKeySchema,
  value: Nullable(Type.Number()),
  prefill: Nullable(Type.Number()),
  manual: Type.Boolean(),
  median: Nullable(Type.Number()),
  flagged: Type.Boolean(),
  previous: Nullable(Type.Number()),
});

const HistoryEntrySchema = Type.Object({
  action: Type.Union([Type.Literal('submit'), Type.Literal('approve'), Type.Literal('reject')]),
  by: Type.String(),
  at: Type.String(),
  opinion: Type.String(),
});

const base = {
  id: Nullable(Type.Integer()),
  factoryId: Type.Integer(),
  factoryName: Type.String(),
  plantKind: PlantKindSchema,
  status: Nullable(StatusSchema),
  version: Type.Integer(),
  figures: Type.Array(ReportFigureSchema),
  editable: Type.Boolean(),
  due: Type.String(),
  filledBy: Nullable(Type.String()),
  submittedAt: Nullable(Type.String()),
  approvedBy: Nullable(Type.String()),
  approvedAt: Nullable(Type.String()),
  opinion: Type.String(),
  history: Type.Array(HistoryEntrySchema),
};

export const DailyReportSchema = Type.Object({
  ...base,
  date: Type.String(),
  previousDate: Nullable(Type.String()),
  remark: Type.String(),
});

export const WeeklyReportSchema = Type.Object({
  ...base,
  week: Type.String(),
  weekEnd: Type.String(),
  previousWeek: Nullable(Type.String()),
  days: Type.Integer(),
  previousDays: Nullable(Type.Integer({ minimum: 0 })),
  workDone: Type.String(),
  problems: Type.String(),
  nextPlan: Type.String(),
});

export const ReportMonthSchema = Type.Object({
  factoryId: Type.Integer(),
  plantKind: PlantKindSchema,
  periods: Type.Array(
    Type.Object({
      date: Type.String(),
      id: Nullable(Type.Integer()),
      status: Nullable(StatusSchema),
      flagged: Type.Integer(),
      overdue: Type.Boolean(),
    }),
  ),
});

export const PendingReportSchema = Type.Object({
  id: Type.Integer(),
  factoryId: Type.Integer(),
  factoryName: Type.String(),
  date: Type.String(),
  filledBy: Type.String(),
  submittedAt: Type.String(),
  flagged: Type.Integer(),
  version: Type.Integer(),
});

export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof ReportMonthQuerySchema, ReportMonthQuery>(true),
  same<typeof DailyFormQuerySchema, DailyFormQuery>(true),
  same<typeof WeeklyFormQuerySchema, WeeklyFormQuery>(true),
  same<typeof PendingQuerySchema, PendingQuery>(true),
  same<typeof ReportIdParamsSchema, ReportIdParams>(true),
  same<typeof DailySaveSchema, DailySave>(true),
  same<typeof WeeklySaveSchema, WeeklySave>(true),
  same<typeof ApproveBodySchema, ApproveBody>(true),
  same<typeof RejectBodySchema, RejectBody>(true),
  same<typeof ReportExportQuerySchema, ReportExportQuery>(true),
  same<typeof DailyReportSchema, DailyReport>(true),
  same<typeof WeeklyReportSchema, WeeklyReport>(true),
  same<typeof ReportMonthSchema, ReportMonth>(true),
  same<typeof PendingReportSchema, PendingReport>(true),
] as const;
