/**
 * The meter ledger (仪表台账) of a factory, docs/architecture.md §3 "Asset ledger": the paged list, the form's
 * pickers, and add, edit and (hard) delete. A factory named in the query passes the factory gate; a meter
 * outside the caller's factories answers 404 like a missing one.
 */
import {
  METER_MSG,
  MeterAddBody,
  MeterEditBody,
  MeterIdParams,
  MeterListQuery,
  MeterOptions,
  MeterOptionsQuery,
  MeterRow,
} from '../../../../contract/asset-meter/schemas';
import { DataReply, PageReply, Reply, ResultCode } from '../../../../contract/common/schemas';
import { PERM } from '../../../../contract/permissions';
import type { RouteModule } from '../../context';
import { factoryGate } from '../../shared/factory-scope';
import { done, ok } from '../../shared/http';
import { page, pageWindow } from '../../shared/paging';
import { principalOf } from '../../shared/principal';
import { UserFactoryRepository } from '../user/factory-repository';
import { WoPeopleRepository } from '../work-order/query-people-repository';
import { AddedReply } from './ledger';
import { MeterRepository } from './meter-repository';
import { MeterService } from './meter-service';

const BASE = '/api/asset/meter';
const tags = ['asset'];

export const meterRoutes: RouteModule = async (app, { ctx }) => {
  const meters = new MeterRepository(ctx.db);
  const service = new MeterService(ctx.db, ctx.clock);
  const gate = factoryGate(new UserFactoryRepository(ctx.db));

  app.get(
    `${BASE}/list`,
    {
      config: { permission: PERM.METER_LIST },
      schema: {
        summary: 'List meters',
        description:
          'Paged meters of one factory, by code, each with its collector, the device it measures, its last ' +
          'reading and the count of its active alarms. Filters: `keyword` (part of the code, the name or the ' +
          "instrument address, any case), `kind`, `online`. A factory outside the caller's scope is 403, an id " +
          'that is no factory 404.',
        tags,
        querystring: MeterListQuery,
        response: { 200: PageReply(MeterRow) },
      },
    },
    async (request) => {
      const { factoryId, keyword, kind, online } = request.query;
      await gate(request, factoryId);
      const { rows, total } = await meters.page(
        { factoryId, keyword: keyword?.trim() || undefined, kind, online },
        pageWindow(request.query),
      );
      return page(rows, total);
    },
  );

  app.get(
    `${BASE}/options`,
    {
      config: { permission: PERM.METER_LIST },
      schema: {
        summary: 'Pickers of the meter form',
        description:
          "The factory's collectors and its devices (not deleted), by code; under the factory gate of the list.",
        tags,
        querystring: MeterOptionsQuery,
        response: { 200: DataReply(MeterOptions) },
      },
    },
    async (request) => {
      const { factoryId } = request.query;
      await gate(request, factoryId);
      const devices = await new WoPeopleRepository(ctx.db).devices(factoryId);
      return ok({
        collectors: await meters.collectors(factoryId),
        devices: devices.map(({ deviceId, deviceShowCode, deviceName }) => ({
          deviceId,
          deviceShowCode,
          deviceName,
        })),
      });
    },
  );

  app.post(
    BASE,
    {
      config: { permission: PERM.METER_ADD },
      schema: {
        summary: 'Add a meter',
        description:
          "Adds a meter to a factory of the caller's and answers its id; it starts online with no reading. The " +
          'collector must be of that factory, and the device, when given, too and not deleted (400 naming the ' +
          'field); the addresses are digits, at most 40 (instrument) and 6 (energy). A code another meter of ' +
          'the factory holds, in any case, is refused.',
        tags,
        body: MeterAddBody,
        response: { 200: AddedReply('meterId') },
      },
    },
    async (request) => {
      const meterId = await service.add(principalOf(request), request.body);
      return { code: ResultCode.OK, msg: METER_MSG.ADDED, data: { meterId } };
    },
  );

  app.put(
    BASE,
    {
      config: { permission: PERM.METER_EDIT },
      schema: {
        summary: 'Edit a meter',
        description:
          "Replaces the fields of a meter in the caller's scope, under the rules of the add; the new factory " +
          'must be in the scope too. Its online state and last reading stay.',
        tags,
        body: MeterEditBody,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await service.edit(principalOf(request), request.body);
      return done(METER_MSG.UPDATED);
    },
  );

  app.delete(
    `${BASE}/:meterId`,
    {
      config: { permission: PERM.METER_REMOVE },
      schema: {
        summary: 'Delete a meter',
        description:
          'Deletes the meter for good; its past alarms keep its code and name and point at no meter. Refused ' +
          'while an alarm of it is not released.',
        tags,
        params: MeterIdParams,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await service.remove(principalOf(request), request.params.meterId);
      return done(METER_MSG.DELETED);
    },
  );
};
