/**
 * Top bar services (docs/requirements.md §7 "Projects, files, misc"; docs/architecture.md §3 "Top bar
 * services"): which optional services are configured, the QR code of the mobile app's download address and
 * the live weather. Both services are optional: unconfigured, their routes answer 404 with a message and the
 * console shows neither (it reads the settings route first).
 */
import { Type } from '@sinclair/typebox';
import { DataReply } from '../../../../contract/common/schemas';
import { SIGNED_IN } from '../../../../contract/permissions';
import { TOP_BAR_API, TOP_BAR_MSG } from '../../../../contract/top-bar';
import {
  ConsoleSettingsSchema,
  WeatherQuerySchema,
  WeatherSchema,
} from '../../../../contract/top-bar/schemas';
import type { RouteModule } from '../../context';
import { badInput, notFound } from '../../errors';
import { factoryGate, factoryScope, inScope } from '../../shared/factory-scope';
import { ok } from '../../shared/http';
import { principalOf } from '../../shared/principal';
import { UserFactoryRepository } from '../user/factory-repository';
import { cachedQrGif } from './app-qrcode';
import { TopBarRepository } from './repository';
import { WeatherCache } from './weather-cache';
import { amapWeather } from './weather-provider';

export const topBarRoutes: RouteModule = async (app, { ctx }) => {
  const { config } = ctx;
  const repo = new TopBarRepository(ctx.db);
  const gate = factoryGate(new UserFactoryRepository(ctx.db));
  const qrGif = config.appDownloadUrl === null ? null : cachedQrGif(config.appDownloadUrl);
  const weather =
    config.weatherKey === null
      ? null
      : new WeatherCache(
          amapWeather({
            url: config.weatherUrl,
            key: config.weatherKey,
            timeoutMs: config.weatherTimeoutMs,
            log: app.log,
          }),
          ctx.clock,
        );

  app.get(
    TOP_BAR_API.SETTINGS,
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'Which top bar services are configured',
        description:
          "The mobile app's download address (null: no QR code) and whether a weather provider is configured; " +
          'the console shows the QR button and the weather only when they are.',
        tags: ['top-bar'],
        response: { 200: DataReply(ConsoleSettingsSchema) },
      },
    },
    async () => ok({ appDownloadUrl: config.appDownloadUrl, weather: weather !== null }),
  );

  app.get(
    TOP_BAR_API.APP_QRCODE,
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: "QR code of the mobile app's download address",
        description:
          'A GIF of the QR code of APP_DOWNLOAD_URL, drawn once and kept in memory; 404 with a message when ' +
          'no address is configured (docs/requirements.md §7 "Projects, files, misc").',
        tags: ['top-bar'],
        response: {
          200: {
            description: 'The QR code.',
            content: { 'image/gif': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) } },
          },
        },
      },
    },
    async (_request, reply) => {
      if (!qrGif) throw notFound(TOP_BAR_MSG.NO_APP_URL);
      reply.type('image/gif');
      return reply.send(qrGif());
    },
  );

  app.get(
    TOP_BAR_API.WEATHER,
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'The live weather',
        description:
          "The weather of `city` (an adcode or a name), else of the district of `factoryId` (the top bar's " +
          "factory, in the caller's scope), else of the caller's current factory; from the configured provider " +
          "(AMap's weather API), kept 10 minutes per city. 404 when no provider is configured or the city is " +
          'unknown; 503 when the provider fails or does not answer within WEATHER_TIMEOUT_MS.',
        tags: ['top-bar'],
        querystring: WeatherQuerySchema,
        response: { 200: DataReply(WeatherSchema) },
      },
    },
    async (request) => {
      if (!weather) throw notFound(TOP_BAR_MSG.NO_WEATHER);
      const { city, factoryId } = request.query;
      if (city !== undefined) return ok(await weather.live(city));
      let factory = factoryId ?? null;
      if (factory !== null) {
        await gate(request, factory);
      } else {
        factory = await repo.currentFactoryId(principalOf(request).userId);
        // A factory the user was unbound from since it became current no longer counts.
        if (!inScope(factoryScope(request), factory)) factory = null;
      }
      const district = factory === null ? '' : await repo.districtOf(factory);
      if (district === '') throw badInput('querystring/city', TOP_BAR_MSG.NO_DISTRICT);
      return ok(await weather.live(district));
    },
  );
};
