/**
 * The device ledger (设备台账) of a factory, docs/architecture.md §3 "Asset ledger": the paged list, one device,
 * what points at it, and add, edit and (soft) delete. Reads answer only devices not deleted; a device outside the
 * caller's factories answers 404 like a missing one, and a factory named in the query passes the factory gate.
 */
import {
  DEVICE_MSG,
  DeviceAddBody,
  DeviceEditBody,
  DeviceIdParams,
  DeviceListQuery,
  DeviceRelated,
  DeviceRow,
} from '../../../../contract/asset/schemas';
import { DataReply, PageReply, Reply, ResultCode } from '../../../../contract/common/schemas';
import { PERM } from '../../../../contract/permissions';
import type { RouteModule } from '../../context';
import { notFound } from '../../errors';
import { factoryGate, factoryScope } from '../../shared/factory-scope';
import { done, ok } from '../../shared/http';
import { page, pageWindow } from '../../shared/paging';
import { principalOf } from '../../shared/principal';
import { UserFactoryRepository } from '../user/factory-repository';
import { DeviceRepository } from './device-repository';
import { DeviceService } from './device-service';
import { assetExportRoutes } from './export-routes';
import { AddedReply } from './ledger';

const BASE = '/api/asset/device';
const tags = ['asset'];

export const assetRoutes: RouteModule = async (app, { ctx }) => {
  const devices = new DeviceRepository(ctx.db);
  const service = new DeviceService(ctx.db, ctx.clock);
  const gate = factoryGate(new UserFactoryRepository(ctx.db));
  await app.register(assetExportRoutes, { ctx });

  app.get(
    `${BASE}/list`,
    {
      config: { permission: PERM.DEVICE_LIST },
      schema: {
        summary: 'List devices',
        description:
          'Paged devices of one factory, by show code, each with its factory name and the counts of its open ' +
          'orders, active alarms (on it or its meters) and meters. Filters: `keyword` (part of the name or ' +
          "show code, any case), `assetType`, `status`. A factory outside the caller's scope is 403, an id " +
          'that is no factory 404.',
        tags,
        querystring: DeviceListQuery,
        response: { 200: PageReply(DeviceRow) },
      },
    },
    async (request) => {
      const { factoryId, keyword, assetType, status } = request.query;
      await gate(request, factoryId);
      const { rows, total } = await devices.page(
        { factoryId, keyword: keyword?.trim() || undefined, assetType, status },
        pageWindow(request.query),
      );
      return page(rows, total);
    },
  );

  app.get(
    `${BASE}/:deviceId`,
    {
      config: { permission: PERM.DEVICE_LIST },
      schema: {
        summary: 'One device',
        description:
          "A device as the list shows it; one deleted or outside the caller's scope answers 404 like a missing one.",
        tags,
        params: DeviceIdParams,
        response: { 200: DataReply(DeviceRow) },
      },
    },
    async (request) => {
      const device = await devices.find(request.params.deviceId, factoryScope(request));
      if (!device) throw notFound(DEVICE_MSG.NOT_FOUND);
      return ok(device);
    },
  );

  app.get(
    `${BASE}/:deviceId/related`,
    {
      config: { permission: PERM.DEVICE_LIST },
      schema: {
        summary: 'What points at a device',
        description:
          'The latest 20 work orders of the device, its latest 20 alarms (raised on it or on one of its meters, ' +
          'released or not) and its meters; 404 under the rule of device/{deviceId}.',
        tags,
        params: DeviceIdParams,
        response: { 200: DataReply(DeviceRelated) },
      },
    },
    async (request) => {
      const { deviceId } = request.params;
      if (!(await devices.find(deviceId, factoryScope(request)))) throw notFound(DEVICE_MSG.NOT_FOUND);
      return ok(await devices.related(deviceId));
    },
  );

  app.post(
    BASE,
    {
      config: { permission: PERM.DEVICE_ADD },
      schema: {
        summary: 'Add a device',
        description:
          "Adds a device to a factory of the caller's and answers its id. The asset type must be a value of the " +
          'dictionary oms_asset_type; type 1034 needs a unit of DEVICE_UNITS and any other type none; the photo ' +
          'must be an image the caller may see (400 naming the field). A show code another device of the ' +
          'factory holds is refused.',
        tags,
        body: DeviceAddBody,
        response: { 200: AddedReply('deviceId') },
      },
    },
    async (request) => {
      const deviceId = await service.add(principalOf(request), request.body);
      return { code: ResultCode.OK, msg: DEVICE_MSG.ADDED, data: { deviceId } };
    },
  );

  app.put(
    BASE,
    {
      config: { permission: PERM.DEVICE_EDIT },
      schema: {
        summary: 'Edit a device',
        description:
          "Replaces the fields of a device in the caller's scope, under the rules of the add; the new factory " +
          'must be in the scope too.',
        tags,
        body: DeviceEditBody,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await service.edit(principalOf(request), request.body);
      return done(DEVICE_MSG.UPDATED);
    },
  );

  app.delete(
    `${BASE}/:deviceId`,
    {
      config: { permission: PERM.DEVICE_REMOVE },
      schema: {
        summary: 'Delete a device',
        description:
          'Soft delete: the device leaves the ledger and the pickers, and its code is free again, while closed ' +
          'orders and old alarms keep naming it; its plans are switched off and its meters measure no device. ' +
          'Refused while an order of it is not closed or an alarm on it or its meters is not released.',
        tags,
        params: DeviceIdParams,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await service.remove(principalOf(request), request.params.deviceId);
      return done(DEVICE_MSG.DELETED);
    },
  );
};
