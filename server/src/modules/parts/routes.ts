/**
 * 备件管理 (docs/parts.md): the catalogue (list, add, edit), a factory's stock (list, minimum) and its ledger (list,
 * a movement by hand). Lists and writes naming a factory pass the factory gate (404 no factory, 403 out of scope).
 */
import { DataReply, PageReply, Reply, ResultCode } from '../../../../contract/common/schemas';
import {
  PARTS_IMPORT,
  PARTS_MSG,
  PartAddBody,
  PartImportRefusal,
  PartImportResult,
  PartEditBody,
  PartListQuery,
  PartMovementBody,
  PartMovementQuery,
  PartMovementResult,
  PartMovementRow,
  PartRow,
  PartStockEditBody,
  PartStockQuery,
  PartStockRow,
} from '../../../../contract/parts/schemas';
import { PERM } from '../../../../contract/permissions';
import { Type } from '@sinclair/typebox';
import type { RouteModule } from '../../context';
import { badInput } from '../../errors';
import { at } from '../../shared/clock';
import { requestLang } from '../../shared/i18n/lang';
import { messageIn } from '../../shared/i18n/messages';
import { factoryGate } from '../../shared/factory-scope';
import { done } from '../../shared/http';
import { page, pageWindow } from '../../shared/paging';
import { principalOf } from '../../shared/principal';
import { AddedReply } from '../asset/ledger';
import { UserFactoryRepository } from '../user/factory-repository';
import { CatalogueRepository } from './catalogue-repository';
import { importCatalogue } from './import';
import { PartsService } from './service';
import { StockRepository } from './stock-repository';

const BASE = '/api/system/base/parts';
const tags = ['parts'];

export const partsRoutes: RouteModule = async (app, { ctx }) => {
  const catalogue = new CatalogueRepository(ctx.db);
  const stock = new StockRepository(ctx.db);
  const service = new PartsService(ctx.db, ctx.clock);
  const gate = factoryGate(new UserFactoryRepository(ctx.db));

  app.get(
    `${BASE}/list`,
    {
      config: { permission: PERM.PARTS_LIST },
      schema: {
        summary: 'List the parts catalogue',
        description:
          'Paged catalogue parts by code: `keyword` matches part of the code or the name (any case), `assetType` ' +
          'keeps the parts fitting that device class (and those fitting any).',
        tags,
        querystring: PartListQuery,
        response: { 200: PageReply(PartRow) },
      },
    },
    async (request) => {
      const { keyword, assetType } = request.query;
      const { rows, total } = await catalogue.page(
        { keyword: keyword?.trim() || undefined, assetType },
        pageWindow(request.query),
      );
      return page(rows, total);
    },
  );

  app.post(
    BASE,
    {
      config: { permission: PERM.PARTS_ADD },
      schema: {
        summary: 'Add a catalogue part',
        description:
          'Adds a part and answers its id. Device classes must be values of the dictionary oms_asset_type (400 ' +
          'naming the item); a code another part holds (any case) is refused.',
        tags,
        body: PartAddBody,
        response: { 200: AddedReply('partId') },
      },
    },
    async (request) => {
      const partId = await service.add(request.body);
      return { code: ResultCode.OK, msg: PARTS_MSG.ADDED, data: { partId } };
    },
  );

  app.put(
    BASE,
    {
      config: { permission: PERM.PARTS_EDIT },
      schema: {
        summary: 'Edit a catalogue part',
        description:
          'Replaces the fields of a part under the rules of the add, at the version the form loaded (409 with ' +
          'the stored part when another edit came first, docs/concurrency.md). Orders handled before keep the ' +
          'code and name they used.',
        tags,
        body: PartEditBody,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await service.edit(principalOf(request), request.body);
      return done(PARTS_MSG.UPDATED);
    },
  );

  // The import's body is the workbook itself, only inside this module (the plugin is encapsulated).
  app.addContentTypeParser(PARTS_IMPORT.CONTENT_TYPE, { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    `${BASE}/import`,
    {
      config: { permission: PERM.PARTS_IMPORT },
      schema: {
        summary: 'Import the catalogue from XLSX',
        description:
          'The body is an .xlsx workbook (at most 1 MB, 2000 parts): its first sheet has a header row naming the ' +
          'columns 备件编码, 备件名称, 单位 (required) and 规格型号, 适用设备类型 (codes), 备注, in Chinese or English, ' +
          "any order. Each row is checked by the add's rules; any bad row answers 400 listing every bad row and " +
          'field, and nothing is written. A code already in the catalogue updates that part (its version raised).',
        tags,
        body: {
          content: {
            [PARTS_IMPORT.CONTENT_TYPE]: {
              schema: Type.Unsafe<Buffer>({ description: 'the bytes of the .xlsx workbook' }),
            },
          },
        },
        response: { 200: DataReply(PartImportResult), 400: PartImportRefusal },
      },
    },
    async (request) => {
      const body: unknown = request.body;
      if (!Buffer.isBuffer(body)) throw badInput('body', PARTS_MSG.IMPORT_UNREADABLE);
      const result = await importCatalogue(
        ctx.db,
        new Uint8Array(body),
        at(ctx.clock),
        principalOf(request).userId,
        (msg) => messageIn(requestLang(request), msg),
      );
      return { code: ResultCode.OK, msg: PARTS_MSG.imported(result.added, result.updated), data: result };
    },
  );

  app.get(
    `${BASE}/stock/list`,
    {
      config: { permission: PERM.PARTS_LIST },
      schema: {
        summary: "A factory's stock",
        description:
          'Every catalogue part with what the factory holds (0 when never received) and its minimum, by code. ' +
          '`low`: only parts below their minimum; `inStock`: only parts the factory holds (the handle dialog).',
        tags,
        querystring: PartStockQuery,
        response: { 200: PageReply(PartStockRow) },
      },
    },
    async (request) => {
      const { factoryId, keyword, low, inStock } = request.query;
      await gate(request, factoryId);
      const { rows, total } = await stock.page(
        { factoryId, keyword: keyword?.trim() || undefined, low, inStock },
        pageWindow(request.query),
      );
      return page(rows, total);
    },
  );

  app.put(
    `${BASE}/stock`,
    {
      config: { permission: PERM.PARTS_STOCK },
      schema: {
        summary: "Set a part's minimum in a factory",
        description:
          'The minimum below which the factory’s keepers are told (docs/parts.md "Low stock"), at the version ' +
          'the stock row had (0 before its first movement; 409 when changed since).',
        tags,
        body: PartStockEditBody,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await service.setMinimum(principalOf(request), request.body);
      return done(PARTS_MSG.UPDATED);
    },
  );

  app.get(
    `${BASE}/movement/list`,
    {
      config: { permission: PERM.PARTS_LIST },
      schema: {
        summary: "A factory's parts ledger",
        description:
          'Movements of the factory’s stock, the latest first: the signed quantity, the stock after it, the ' +
          'order an issue went to or a return came from, the reason and who. Filters: `partId`, `kind`, ' +
          '`taskNo` (part of it), `beginTime`/`endTime` (China time).',
        tags,
        querystring: PartMovementQuery,
        response: { 200: PageReply(PartMovementRow) },
      },
    },
    async (request) => {
      const { factoryId, partId, kind, taskNo, beginTime, endTime } = request.query;
      await gate(request, factoryId);
      const { rows, total } = await stock.movements(
        { factoryId, partId, kind, taskNo: taskNo?.trim() || undefined, beginTime, endTime },
        pageWindow(request.query),
      );
      return page(rows, total);
    },
  );

  app.post(
    `${BASE}/movement`,
    {
      config: { permission: PERM.PARTS_STOCK },
      schema: {
        summary: 'Move a stock by hand',
        description:
          'A receipt or a return adds `quantity` (> 0); an issue takes it (a reason required); an adjustment ' +
          'adds a signed `quantity` (≠ 0, a reason required). At most three decimals. A take of more than the ' +
          'factory holds is refused and changes nothing, whatever runs at once on any instance; a take that ' +
          'brings the stock below its minimum sends the factory’s keepers a message. Answers the stock after it.',
        tags,
        body: PartMovementBody,
        response: { 200: DataReply(PartMovementResult) },
      },
    },
    async (request) => {
      const result = await service.move(principalOf(request), request.body);
      return { code: ResultCode.OK, msg: PARTS_MSG.MOVED, data: result };
    },
  );
};
