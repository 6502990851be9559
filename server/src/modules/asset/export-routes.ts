/**
 * The .xlsx exports of the device and meter ledgers (docs/secure-space.md "Exports"): the ledger's filter in the body,
 * read by the ledger's own list method (its order, at most EXPORT_MAX_ROWS rows), under the factory gate; the asset
 * type and device state as their dictionary labels, seeded ones in the request's language (docs/i18n.md).
 */
import { DeviceListQuery, type DeviceRow } from '../../../../contract/asset/schemas';
import {
  METER_KIND_LABEL,
  MeterListQuery,
  type MeterKind,
  type MeterRow,
} from '../../../../contract/asset-meter/schemas';
import { DICT_TYPE } from '../../../../contract/dict';
import { PERM } from '../../../../contract/permissions';
import type { RouteModule } from '../../context';
import { factoryGate } from '../../shared/factory-scope';
import { requestLang, type Lang } from '../../shared/i18n/lang';
import {
  exportRows,
  field,
  label,
  sendListXlsx,
  XLSX_REPLY,
  type ExportColumn,
} from '../../shared/list-export';
import { dictLabels } from '../dict/labels';
import { DictRepository } from '../dict/repository';
import { UserFactoryRepository } from '../user/factory-repository';
import { DeviceRepository } from './device-repository';
import { MeterRepository } from './meter-repository';

const DEVICE_PAGE = '设备台账';
const METER_PAGE = '仪表台账';
const tags = ['asset'];

const meterColumns: readonly ExportColumn<MeterRow>[] = [
  field('仪表编码', 'code'),
  field('仪表名称', 'name'),
  label('计量类型', (r) => METER_KIND_LABEL[r.kind as MeterKind] ?? r.kind),
  field('仪表地址', 'instrumentAddr'),
  field('能耗地址', 'energyAddr'),
  field('采集器', 'collectorName'),
  field('关联设备', 'deviceName'),
  label('在线状态', (r) => (r.online ? '在线' : '离线')),
  field('最新读数', 'lastValue'),
  field('读数时间', 'lastReadAt'),
  field('活动告警', 'activeAlarms'),
];

export const assetExportRoutes: RouteModule = async (app, { ctx }) => {
  const devices = new DeviceRepository(ctx.db);
  const meters = new MeterRepository(ctx.db);
  const dicts = new DictRepository(ctx.db);
  const gate = factoryGate(new UserFactoryRepository(ctx.db));

  const labels = (type: string, lang: Lang): Promise<Map<string, string>> =>
    dictLabels(dicts, ctx.seeded, type, lang);

  app.post(
    '/api/asset/device/export',
    {
      config: { permission: PERM.DEVICE_EXPORT },
      schema: {
        summary: 'Export the device ledger as .xlsx',
        description:
          "The devices the ledger's filter in the body matches (paging ignored), by show code, as an .xlsx " +
          "attachment; a factory outside the caller's scope is 403; more than the export cap is refused.",
        tags,
        body: DeviceListQuery,
        response: XLSX_REPLY,
      },
    },
    async (request, reply) => {
      const { factoryId, keyword, assetType, status } = request.body;
      await gate(request, factoryId);
      const rows = await exportRows((window) =>
        devices.page({ factoryId, keyword: keyword?.trim() || undefined, assetType, status }, window),
      );
      const lang = requestLang(request);
      const types = await labels(DICT_TYPE.ASSET_TYPE, lang);
      const states = await labels(DICT_TYPE.DEVICE_STATUS, lang);
      const columns: readonly ExportColumn<DeviceRow>[] = [
        field('设备编码', 'deviceShowCode'),
        field('设备名称', 'deviceName'),
        field('所属工厂', 'factoryName'),
        ['资产类型', (r) => types.get(r.assetType) ?? r.assetType],
        field('规格型号', 'model'),
        field('安装位置', 'location'),
        field('单位', 'unit'),
        field('安装日期', 'installDate'),
        ['状态', (r) => states.get(String(r.status)) ?? String(r.status)],
        field('未关闭工单', 'openOrders'),
        field('活动告警', 'activeAlarms'),
        field('仪表数', 'meters'),
      ];
      return sendListXlsx(reply, { name: DEVICE_PAGE, now: ctx.clock.now(), lang }, columns, rows);
    },
  );

  app.post(
    '/api/asset/meter/export',
    {
      config: { permission: PERM.METER_EXPORT },
      schema: {
        summary: 'Export the meter ledger as .xlsx',
        description:
          "The meters the ledger's filter in the body matches (paging ignored), by code, as an .xlsx attachment; " +
          "a factory outside the caller's scope is 403; more than the export cap is refused.",
        tags,
        body: MeterListQuery,
        response: XLSX_REPLY,
      },
    },
    async (request, reply) => {
      const { factoryId, keyword, kind, online } = request.body;
      await gate(request, factoryId);
      const rows = await exportRows((window) =>
        meters.page({ factoryId, keyword: keyword?.trim() || undefined, kind, online }, window),
      );
      const page = { name: METER_PAGE, now: ctx.clock.now(), lang: requestLang(request) };
      return sendListXlsx(reply, page, meterColumns, rows);
    },
  );
};
