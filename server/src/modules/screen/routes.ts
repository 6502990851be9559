/**
 * The big screens and the process page under /api/screen (docs/requirements.md §2 "Routes open to all";
 * docs/architecture.md §3 "Big screens and the process page"): the internal screen for a signed-in user's factories,
 * and the public answers of the external screen and the process page, which need no token, are limited per client
 * address and kept 30 s per distinct query. Shapes in contract/screen/index.ts, schemas in contract/screen/schemas.ts.
 */
import { Type } from '@sinclair/typebox';
import { DataReply, ErrorReply } from '../../../../contract/common/schemas';
import { PUBLIC_ROUTE, SIGNED_IN } from '../../../../contract/permissions';
import {
  SCREEN_API,
  type PublicOverview,
  type PublicPlant,
  type PublicProcess,
} from '../../../../contract/screen';
import {
  InternalScreenSchema,
  ProcessParamsSchema,
  PublicOverviewSchema,
  PublicPlantSchema,
  PublicProcessSchema,
  ScreenInternalQuerySchema,
} from '../../../../contract/screen/schemas';
import type { RouteModule } from '../../context';
import { factoryGate, scopeOrFactory } from '../../shared/factory-scope';
import { ok } from '../../shared/http';
import { requestLang } from '../../shared/i18n/lang';
import { UserFactoryRepository } from '../user/factory-repository';
import { InternalScreenService } from './internal';
import { AddressLimiter, AnswerCache } from './public-guard';
import { processIn, PublicScreenService } from './public';

const tags = ['screen'];
const PUBLIC_NOTE =
  ' Public: no token; at most 60 requests a minute per client address over the public screen routes together ' +
  '(then 429 with Retry-After), each answer kept 30 s per query on the instance.';

export const screenRoutes: RouteModule = async (app, { ctx }) => {
  const gate = factoryGate(new UserFactoryRepository(ctx.db));
  const internal = new InternalScreenService(ctx.db);
  const publicScreens = new PublicScreenService(ctx.db);
  // One limiter over every public route: an address's 60 a minute are shared by them.
  const limiter = new AddressLimiter(ctx.clock);
  const overviews = new AnswerCache<PublicOverview>(ctx.clock);
  const plantLists = new AnswerCache<PublicPlant[]>(ctx.clock);
  const processes = new AnswerCache<PublicProcess>(ctx.clock);
  const limited = { onRequest: limiter.hook };
  const response429 = { 429: ErrorReply };

  app.get(
    SCREEN_API.INTERNAL,
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'The internal big screen',
        description:
          "One answer over the caller's factories (or `factoryId`, under the factory gate): the day's orders by kind " +
          'and status, the overdue orders (not handled past their planned execution time) with the 10 most overdue, ' +
          "active alarms by kind, energy today beside yesterday's same hours, water produced likewise, each " +
          "factory's row and state, and the last hour's events.",
        tags,
        querystring: ScreenInternalQuerySchema,
        response: { 200: DataReply(InternalScreenSchema) },
      },
    },
    async (request) => {
      const { factoryId } = request.query;
      const scope = await scopeOrFactory(request, gate, factoryId);
      return ok(await internal.screen(scope, ctx.clock.now(), requestLang(request)));
    },
  );

  app.get(
    SCREEN_API.PUBLIC_OVERVIEW,
    {
      config: { permission: PUBLIC_ROUTE },
      ...limited,
      schema: {
        summary: 'The external big screen',
        description:
          'Aggregates over every factory: how many, water produced today and this month, energy today by kind, ' +
          'orders completed this month and the completion rate, active alarms by kind, the 30-day trend of water ' +
          'produced and electricity, and per factory only its name, kind and figures.' +
          PUBLIC_NOTE,
        tags,
        response: { 200: DataReply(PublicOverviewSchema), ...response429 },
      },
    },
    async () => ok(await overviews.get('overview', () => publicScreens.overview(ctx.clock.now()))),
  );

  app.get(
    SCREEN_API.PUBLIC_PLANTS,
    {
      config: { permission: PUBLIC_ROUTE },
      ...limited,
      schema: {
        summary: 'Plants of the process page',
        description: 'The factories whose archive has process units, in the area tree order.' + PUBLIC_NOTE,
        tags,
        response: { 200: DataReply(Type.Array(PublicPlantSchema)), ...response429 },
      },
    },
    async () => ok(await plantLists.get('plants', () => publicScreens.plants())),
  );

  app.get(
    `${SCREEN_API.PUBLIC_PROCESS}/:factoryId`,
    {
      config: { permission: PUBLIC_ROUTE },
      ...limited,
      schema: {
        summary: "A plant's process units with live values",
        description:
          "The plant's process units in flow order (its archive) with their design parameters, the latest " +
          'reading of each meter on the stage, the ledger state of each device on it, and its active alarms ' +
          '(a stage with any is `inAlarm`). 404 when the id is no factory.' +
          PUBLIC_NOTE,
        tags,
        params: ProcessParamsSchema,
        response: { 200: DataReply(PublicProcessSchema), ...response429 },
      },
    },
    async (request) => {
      const { factoryId } = request.params;
      const process = await processes.get(String(factoryId), () =>
        publicScreens.processOf(factoryId, ctx.clock.now()),
      );
      return ok(processIn(requestLang(request), process, ctx.seeded));
    },
  );
};
