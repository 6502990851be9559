/**
 * TypeBox schemas of the big screens and the process page (docs/architecture.md §3 "Big screens and the process
 * page"): server only, so the console's bundle never carries the schema library. Each schema's Static type is checked
 * against the interface of index.ts both ways at compile time, so the two cannot drift apart.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { literals, same } from '../common/schemas';
import { ALARM_KINDS } from '../alarm';
import { DEVICE_STATUS } from '../asset/schemas';
import { METER_KINDS } from '../asset-meter/schemas';
import { ENERGY_KINDS } from '../energy/schemas';
import { PLANT_KINDS } from '../report';
import {
  FACTORY_STATES,
  SCREEN_EVENT_TYPES,
  type AlarmFigures,
  type FactoryStatus,
  type InternalScreen,
  type ProcessParams,
  type ProcessStage,
  type PublicOverview,
  type PublicPlant,
  type PublicProcess,
  type ScreenInternalQuery,
} from './index';
import { WO_KINDS, WO_STATUS } from '../work-order';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.Integer({ minimum: 1 });
const Count = Type.Integer({ minimum: 0 });
const DateTime = Type.String({ description: "'YYYY-MM-DD HH:mm:ss', China time" });
const Day = Type.String({ description: "'YYYY-MM-DD', a China day" });
const PlantKindSchema = literals(PLANT_KINDS);
const FactoryStateSchema = literals(FACTORY_STATES);
const EnergyKindSchema = literals(ENERGY_KINDS);
const AlarmKindSchema = literals(ALARM_KINDS);

export const ScreenInternalQuerySchema = Type.Object({ factoryId: Type.Optional(Id) });

export const AlarmFiguresSchema = Type.Object({
  total: Count,
  byKind: Type.Array(Type.Object({ kind: AlarmKindSchema, label: Type.String(), count: Count })),
});

export const FactoryStatusSchema = Type.Object({
  factoryId: Type.Integer(),
  factoryName: Type.String(),
  plantKind: PlantKindSchema,
  activeAlarms: Count,
  openOrders: Count,
  overdueOrders: Count,
  electricityToday: Type.Number(),
  state: FactoryStateSchema,
});

export const InternalScreenSchema = Type.Object({
  serverTime: DateTime,
  asOf: DateTime,
  todayHours: Type.Integer({ minimum: 0, maximum: 23 }),
  orders: Type.Object({
    open: Count,
    createdToday: Count,
    closedToday: Count,
    byKind: Type.Array(
      Type.Object({
        kind: literals(WO_KINDS),
        label: Type.String(),
        open: Count,
        createdToday: Count,
        closedToday: Count,
        overdue: Count,
      }),
    ),
    byStatus: Type.Array(
      Type.Object({ status: literals(Object.values(WO_STATUS)), label: Type.String(), count: Count }),
    ),
  }),
  overdue: Type.Object({
    count: Count,
    top: Type.Array(
      Type.Object({
        taskId: Type.Integer(),
        taskNo: Type.String(),
        kind: literals(WO_KINDS),
        kindLabel: Type.String(),
        status: literals(Object.values(WO_STATUS)),
        statusLabel: Type.String(),
        factoryId: Type.Integer(),
        factoryName: Type.String(),
        deadline: DateTime,
        overdueMinutes: Count,
      }),
    ),
  }),
  alarms: AlarmFiguresSchema,
  energy: Type.Array(
    Type.Object({
      kind: EnergyKindSchema,
      unit: Type.String(),
      today: Type.Number(),
      yesterday: Type.Number(),
    }),
  ),
  water: Type.Object({ today: Nullable(Type.Number()), yesterday: Nullable(Type.Number()) }),
  factories: Type.Array(FactoryStatusSchema),
  events: Type.Array(
    Type.Object({
      time: DateTime,
      type: literals(SCREEN_EVENT_TYPES),
      factoryName: Type.String(),
      text: Type.String(),
    }),
  ),
});

export const PublicOverviewSchema = Type.Object({
  serverTime: DateTime,
  asOf: DateTime,
  todayHours: Type.Integer({ minimum: 0, maximum: 23 }),
  factories: Type.Object({ total: Count, waterPlants: Count, energyStations: Count }),
  water: Type.Object({ today: Nullable(Type.Number()), month: Nullable(Type.Number()) }),
  energy: Type.Array(Type.Object({ kind: EnergyKindSchema, unit: Type.String(), today: Type.Number() })),
  orders: Type.Object({
    completedMonth: Count,
    open: Count,
    completionRate: Nullable(Type.Number({ minimum: 0, maximum: 1 })),
  }),
  alarms: AlarmFiguresSchema,
  trend: Type.Array(Type.Object({ day: Day, water: Nullable(Type.Number()), electricity: Type.Number() })),
  plants: Type.Array(
    Type.Object({
      name: Type.String(),
      plantKind: PlantKindSchema,
      plantKindLabel: Type.String(),
      waterToday: Nullable(Type.Number()),
      electricityToday: Type.Number(),
      activeAlarms: Count,
      state: FactoryStateSchema,
    }),
  ),
});

export const PublicPlantSchema = Type.Object({
  factoryId: Type.Integer(),
  name: Type.String(),
  plantKind: PlantKindSchema,
  units: Count,
});

export const ProcessParamsSchema = Type.Object({ factoryId: Id });

export const ProcessStageSchema = Type.Object({
  unitId: Type.Integer(),
  seq: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  kind: Type.String(),
  kindLabel: Type.String(),
  params: Type.Array(Type.Object({ name: Type.String(), value: Type.Number(), unit: Type.String() })),
  meters: Type.Array(
    Type.Object({
      name: Type.String(),
      kind: literals(METER_KINDS),
      value: Nullable(Type.Number()),
      unit: Type.String(),
      readAt: Nullable(DateTime),
      online: Type.Boolean(),
    }),
  ),
  devices: Type.Array(
    Type.Object({
      name: Type.String(),
      status: literals(Object.values(DEVICE_STATUS)),
      statusLabel: Type.String(),
    }),
  ),
  activeAlarms: Count,
  alarmKinds: Type.Array(AlarmKindSchema),
  inAlarm: Type.Boolean(),
});

export const PublicProcessSchema = Type.Object({
  factoryId: Type.Integer(),
  name: Type.String(),
  plantKind: PlantKindSchema,
  serverTime: DateTime,
  stages: Type.Array(ProcessStageSchema),
});

export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof ScreenInternalQuerySchema, ScreenInternalQuery>(true),
  same<typeof AlarmFiguresSchema, AlarmFigures>(true),
  same<typeof FactoryStatusSchema, FactoryStatus>(true),
  same<typeof InternalScreenSchema, InternalScreen>(true),
  same<typeof PublicOverviewSchema, PublicOverview>(true),
  same<typeof PublicPlantSchema, PublicPlant>(true),
  same<typeof ProcessParamsSchema, ProcessParams>(true),
  same<typeof ProcessStageSchema, ProcessStage>(true),
  same<typeof PublicProcessSchema, PublicProcess>(true),
] as const;
