/**
 * TypeBox schemas of the top bar services (docs/architecture.md §3 "Top bar services"): server only, so the
 * console's bundle never carries the schema library. Each Static type is checked against the interface
 * of index.ts both ways at compile time.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { same } from '../common/schemas';
import { CITY_MAX, CITY_PATTERN, type ConsoleSettings, type Weather, type WeatherQuery } from './index';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const ConsoleSettingsSchema = Type.Object({
  appDownloadUrl: Nullable(Type.String()),
  weather: Type.Boolean(),
});

export const WeatherQuerySchema = Type.Object({
  city: Type.Optional(Type.String({ minLength: 1, maxLength: CITY_MAX, pattern: CITY_PATTERN })),
  factoryId: Type.Optional(Type.Integer({ minimum: 1 })),
});

export const WeatherSchema = Type.Object({
  city: Type.String(),
  adcode: Type.String(),
  weather: Type.String(),
  temperature: Nullable(Type.Number()),
  humidity: Nullable(Type.Number()),
  windDirection: Type.String(),
  windPower: Type.String(),
  reportTime: Type.String({ description: "'YYYY-MM-DD HH:mm:ss', China time, or ''" }),
});

export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof ConsoleSettingsSchema, ConsoleSettings>(true),
  same<typeof WeatherQuerySchema, WeatherQuery>(true),
  same<typeof WeatherSchema, Weather>(true),
] as const;
