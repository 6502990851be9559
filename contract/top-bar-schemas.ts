/**
 * TypeBox schemas of the top bar services (docs/architecture.md §3 "Top bar services"): server only, so the
 * console's bundle never carries the schema library. Each Static type is checked against the interface
 * of top-bar.ts both ways at compile time.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { CITY_MAX, CITY_PATTERN, type ConsoleSettings, type Weather, type WeatherQuery } from './top-bar';

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

type Same<S extends TSchema, T> = [Static<S>] extends [T] ? ([T] extends [Static<S>] ? true : false) : false;
const same = <S extends TSchema, T>(ok: Same<S, T>): Same<S, T> => ok;
export const SCHEMAS_MATCH_CONTRACT = [
  same<typeof ConsoleSettingsSchema, ConsoleSettings>(true),
  same<typeof WeatherQuerySchema, WeatherQuery>(true),
  same<typeof WeatherSchema, Weather>(true),
] as const;
