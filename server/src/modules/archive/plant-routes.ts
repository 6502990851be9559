/**
 * 水厂信息, docs/architecture.md §3 "Plant archive": a factory's archive, read and replaced as a whole, and the maps
 * service configuration of docs/requirements.md §9 that the page's map loads with. A factory named in the path passes
 * the factory gate (404 no factory, 403 outside the caller's scope).
 */
import { DataReply, Reply } from '../../../../contract/common/schemas';
import { MESSAGE_MSG } from '../../../../contract/message/schemas';
import { PERM } from '../../../../contract/permissions';
import {
  ARCHIVE_API,
  ARCHIVE_MSG,
  FactoryIdParams,
  MapConfig,
  PlantArchive,
  PlantEditBody,
} from '../../../../contract/plant-archive/schemas';
import type { RouteModule } from '../../context';
import { notFound } from '../../errors';
import { factoryGate } from '../../shared/factory-scope';
import { done, ok } from '../../shared/http';
import { principalOf } from '../../shared/principal';
import { UserFactoryRepository } from '../user/factory-repository';
import { PlantRepository } from './plant-repository';
import { PlantService } from './plant-service';

const tags = ['archive'];

export const plantArchiveRoutes: RouteModule = async (app, { ctx }) => {
  const plants = new PlantRepository(ctx.db);
  const service = new PlantService(ctx.db, ctx.clock);
  const gate = factoryGate(new UserFactoryRepository(ctx.db));

  app.get(
    ARCHIVE_API.MAP,
    {
      config: { permission: PERM.PLANT_QUERY },
      schema: {
        summary: 'Maps service configuration',
        description:
          'The AMap JS API key of the server configuration (AMAP_KEY) and its security code (AMAP_SECURITY_CODE), ' +
          'null when not configured: the console then shows no map and the coordinates stay plain fields.',
        tags,
        response: { 200: DataReply(MapConfig) },
      },
    },
    async () => ok({ key: ctx.config.amapKey, securityJsCode: ctx.config.amapSecurityCode }),
  );

  app.get(
    `${ARCHIVE_API.PLANT}/:factoryId`,
    {
      config: { permission: PERM.PLANT_QUERY },
      schema: {
        summary: "A factory's archive",
        description:
          'The factory with its address and coordinates, design capacity and its unit, process type (dictionary ' +
          'oms_process_type), commissioning date, remark, contacts in their order and who last edited it. A ' +
          "factory never edited answers empty fields. A factory outside the caller's scope is 403, an id that is " +
          'no factory 404.',
        tags,
        params: FactoryIdParams,
        response: { 200: DataReply(PlantArchive) },
      },
    },
    async (request) => {
      const { factoryId } = request.params;
      await gate(request, factoryId);
      const archive = await plants.find(factoryId);
      // Only a factory deleted since the gate looked has none.
      if (!archive) throw notFound(MESSAGE_MSG.NOT_A_FACTORY);
      return ok(archive);
    },
  );

  app.put(
    `${ARCHIVE_API.PLANT}/:factoryId`,
    {
      config: { permission: PERM.PLANT_EDIT },
      schema: {
        summary: "Edit a factory's archive",
        description:
          "Replaces the archive of a factory of the caller's: address (at most 50 characters), longitude " +
          '−180…180 and latitude −90…90 with at most 10 digits each (the same columns the area form edits), ' +
          'design capacity, process type (a value of oms_process_type or empty), commissioning date (a real ' +
          'day), remark (at most 100) and the contacts (mobile at most 11 digits, landline at most 12). Bad input ' +
          'is 400 naming the field, and nothing is written.',
        tags,
        params: FactoryIdParams,
        body: PlantEditBody,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await service.save(principalOf(request), request.params.factoryId, request.body);
      return done(ARCHIVE_MSG.UPDATED);
    },
  );
};
