/**
 * Energy management under /api/energy (docs/architecture.md §3 "Energy"): the overview, the report and its CSV, the
 * meter picker and the readings as a table and as chart lines. A factory named in the query passes the factory gate
 * (404 no factory, 403 outside the scope); without one, the caller's factories count. Shapes in contract/energy/index.ts.
 */
import { Type } from '@sinclair/typebox';
import { DataReply, PageReply } from '../../../../contract/common/schemas';
import {
  EnergyMeterOption,
  EnergyMeterQuery,
  EnergyOverview,
  EnergyOverviewQuery,
  EnergyReport,
  EnergyReportQuery,
  ReadingPageQuery,
  ReadingRow,
  ReadingSeries,
  ReadingSeriesQuery,
} from '../../../../contract/energy/schemas';
import { PERM } from '../../../../contract/permissions';
import type { RouteModule } from '../../context';
import { factoryGate, factoryScope, type FactoryScope } from '../../shared/factory-scope';
import { ok } from '../../shared/http';
import { exportText } from '../../shared/i18n/export-catalog';
import { requestLang } from '../../shared/i18n/lang';
import { sendXlsx, XLSX_REPLY } from '../../shared/list-export';
import { page, pageWindow } from '../../shared/paging';
import { xlsx } from '../../shared/xlsx';
import { UserFactoryRepository } from '../user/factory-repository';
import { EnergyOverviewService } from './overview';
import { ReadingService } from './readings';
import { buildReport, checkReport, ENERGY_REPORT_PAGE, reportPage, reportSheet } from './report';

const BASE = '/api/energy';
const tags = ['energy'];

export const energyRoutes: RouteModule = async (app, { ctx }) => {
  const gate = factoryGate(new UserFactoryRepository(ctx.db));
  const overview = new EnergyOverviewService(ctx.db);
  const readings = new ReadingService(ctx.db);

  /** The named factory once it passes the gate, else the caller's factories. */
  const scopeOf = async (
    request: Parameters<typeof factoryScope>[0],
    factoryId: number | undefined,
  ): Promise<FactoryScope> => {
    if (factoryId === undefined) return factoryScope(request);
    await gate(request, factoryId);
    return [factoryId];
  };

  app.get(
    `${BASE}/overview`,
    {
      config: { permission: PERM.ENERGY_OVERVIEW },
      schema: {
        summary: 'Energy overview',
        description:
          "Electricity, water and gas of one factory (or of all the caller's factories): today and this month up " +
          'to `asOf`, the last full hour with readings, beside the same hours of yesterday and of last month; the ' +
          "last 30 days; the month's ten largest electricity meters; each factory's kWh per m³ this month.",
        tags,
        querystring: EnergyOverviewQuery,
        response: { 200: DataReply(EnergyOverview) },
      },
    },
    async (request) =>
      ok(await overview.overview(await scopeOf(request, request.query.factoryId), ctx.clock.now())),
  );

  app.get(
    `${BASE}/report`,
    {
      config: { permission: PERM.ENERGY_REPORT },
      schema: {
        summary: 'Energy report',
        description:
          'The usage of every electricity, water and gas meter (or those of `kind`) per day, month or year over ' +
          'whole periods from `start` to `end` (China days, inclusive), with one total row per kind. At most 62 ' +
          'days, 24 months or 10 years; a reversed or longer range is 400 naming `end`. With `pageNum` or ' +
          '`pageSize`, `rows` is that page (factory, kind, code order); `total` counts the rows and `totals` sum ' +
          'the whole report either way; without both, every row.',
        tags,
        querystring: EnergyReportQuery,
        response: { 200: DataReply(EnergyReport) },
      },
    },
    async (request) => {
      const span = checkReport(request.query, 'querystring');
      const scope = await scopeOf(request, request.query.factoryId);
      return ok(await buildReport(ctx.db, scope, request.query, span, reportPage(request.query)));
    },
  );

  app.post(
    `${BASE}/report/export`,
    {
      config: { permission: PERM.ENERGY_EXPORT },
      schema: {
        summary: 'Export the energy report as .xlsx',
        description:
          'The report of the query in the body (JSON or a form) as an .xlsx attachment: a row per meter, then ' +
          'a total row per kind; the rules of the report, with fields named `body/…`; every row, whatever ' +
          '`pageNum` and `pageSize` say.',
        tags,
        body: {
          content: {
            'application/json': { schema: EnergyReportQuery },
            'application/x-www-form-urlencoded': { schema: EnergyReportQuery },
          },
        },
        response: XLSX_REPLY,
      },
    },
    async (request, reply) => {
      const query = request.body as EnergyReportQuery;
      const span = checkReport(query, 'body');
      const report = await buildReport(ctx.db, await scopeOf(request, query.factoryId), query, span);
      const lang = requestLang(request);
      const page = exportText(lang, ENERGY_REPORT_PAGE);
      const sheet = reportSheet(report, lang);
      return sendXlsx(reply, `${page}_${query.start}_${query.end}.xlsx`, xlsx({ name: page, ...sheet }));
    },
  );

  app.get(
    `${BASE}/meters`,
    {
      config: { permission: PERM.ENERGY_READING },
      schema: {
        summary: 'Meters of a factory for the reading query',
        description: 'Every meter of the factory, by code, with its kind and unit; under the factory gate.',
        tags,
        querystring: EnergyMeterQuery,
        response: { 200: DataReply(Type.Array(EnergyMeterOption)) },
      },
    },
    async (request) => {
      await gate(request, request.query.factoryId);
      return ok(await readings.options(request.query.factoryId));
    },
  );

  app.get(
    `${BASE}/readings`,
    {
      config: { permission: PERM.ENERGY_READING },
      schema: {
        summary: 'Readings of meters (paged)',
        description:
          "The readings of up to 10 meters of the caller's factories with `start` <= time < `end` (at most 92 " +
          "days), newest first: the register or the instantaneous value, and the hour's usage. A meter missing " +
          "or outside the caller's factories is 400 naming `meterIds`.",
        tags,
        querystring: ReadingPageQuery,
        response: { 200: PageReply(ReadingRow) },
      },
    },
    async (request) => {
      const { rows, total } = await readings.page(
        request.query,
        factoryScope(request),
        pageWindow(request.query),
      );
      return page(rows, total);
    },
  );

  app.get(
    `${BASE}/readings/series`,
    {
      config: { permission: PERM.ENERGY_READING },
      schema: {
        summary: 'Readings of meters as chart lines',
        description:
          'One line per meter, in the order asked: each reading with `start` <= time < `end` (at most 92 days) ' +
          'as [time, value], oldest first; the rules of the paged readings.',
        tags,
        querystring: ReadingSeriesQuery,
        response: { 200: DataReply(Type.Array(ReadingSeries)) },
      },
    },
    async (request) => ok(await readings.series(request.query, factoryScope(request))),
  );
};
