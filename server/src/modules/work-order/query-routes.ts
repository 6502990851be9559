/**
 * Work-order reads (docs/requirements.md §7 "Work orders and tasks"): the lists of each kind,
 * the acceptance and copy-to lists, the detail of an order, one inspection item, and the delete of a
 * rejected acceptance record. Each kind has its own literal routes so that each carries its kind's
 * code (KIND_LIST_CODE). Logs, people, devices and plans are in the modules registered at the end.
 *
 * Lists: statuses are repeated keys (?status=0&status=1), default the open statuses (accept/list:
 * 3 and 4; copyTo/list: every status, it is the record of what one was copied on); newest report
 * first; factoryId, when given, must be a factory in scope (404 / 403).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { DataReply, PageReply, Reply } from '../../../../contract/common/schemas';
import { PERM, SIGNED_IN } from '../../../../contract/permissions';
import {
  AcceptListRow,
  InspectItem,
  KIND_LABEL,
  KIND_LIST_CODE,
  WO_KINDS,
  WO_MSG,
  WO_OPEN_STATUSES,
  WoAnyKindListQuery,
  WoDetail,
  WoIdParams,
  WoListQuery,
  WoRow,
} from '../../../../contract/work-order/schemas';
import type { RouteModule } from '../../context';
import { notFound, refusal } from '../../errors';
import { at } from '../../shared/clock';
import { factoryGate, factoryScope } from '../../shared/factory-scope';
import { done, ok } from '../../shared/http';
import { page, pageWindow } from '../../shared/paging';
import { requestLang } from '../../shared/i18n/lang';
import { alarmsIn } from '../../shared/i18n/stored-texts';
import { principalOf } from '../../shared/principal';
import { UserFactoryRepository } from '../user/factory-repository';
import { workOrderExportRoutes } from './export-routes';
import { workOrderLogRoutes } from './query-log-routes';
import { workOrderPeopleRoutes } from './query-people-routes';
import { WoAcceptRepository } from './query-accept-repository';
import { WoQueryRepository, type OrderPage } from './query-repository';
import { ROW_TABLES } from './query-rows';
import { ACCEPT_STATUSES, ALL_STATUSES, orderFilter } from './query-filter';
import { WO_BASE } from './query-scope';
import { taskLogIn, woRowIn } from './rows-in-language';

/** list pages kept per instance: at most 100 rows each, so some tens of MB at worst (docs/architecture.md §3) */
const LIST_PAGES_KEPT = 200;

const InspectItemParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  itemId: Type.Integer({ minimum: 1 }),
});
const AcceptIdParams = Type.Object({ acceptId: Type.Integer({ minimum: 1 }) });

export const workOrderQueryRoutes: RouteModule = async (app, { ctx }) => {
  /** List rows with their labels in the request's language (docs/i18n.md). */
  const rowsIn = <R extends WoRow>(request: FastifyRequest, rows: readonly R[]): R[] => {
    const lang = requestLang(request);
    return lang === 'zh' ? [...rows] : rows.map((r) => woRowIn(ctx.seeded, lang, r));
  };
  const orders = new WoQueryRepository(
    ctx.db,
    ctx.clock,
    ctx.rows.cache<OrderPage>(ROW_TABLES, LIST_PAGES_KEPT),
  );
  const accepts = new WoAcceptRepository(ctx.db);
  const gate = factoryGate(new UserFactoryRepository(ctx.db));

  const filterOf = (request: FastifyRequest, query: WoAnyKindListQuery, defaults: readonly number[]) =>
    orderFilter(gate, request, query, defaults, 'querystring', at(ctx.clock));

  for (const kind of WO_KINDS) {
    const config = { permission: KIND_LIST_CODE[kind] };

    app.get(
      `${WO_BASE}/${kind}/list`,
      {
        config,
        schema: {
          summary: `List orders · ${KIND_LABEL[kind]}`,
          description:
            `Paged ${kind} orders of the caller's factories, newest report first (docs/requirements.md §7 "Work ` +
            'orders and tasks"). Filters: factory, order number, device, statuses as repeated keys (default the ' +
            'open ones), report time window, `mine` (orders the caller must act on now), `myOrders` (orders the ' +
            'caller executes or accepts that are not closed, as home counts them), `overdue` (past their due times, docs/work-order-lifecycle.md).',
          tags: ['work-order'],
          querystring: WoListQuery,
          response: { 200: PageReply(WoRow) },
        },
      },
      async (request) => {
        const filter = await filterOf(request, { ...request.query, kind }, WO_OPEN_STATUSES);
        const { rows, total } = await orders.page(filter, pageWindow(request.query));
        return page(rowsIn(request, rows), total);
      },
    );

    app.get(
      `${WO_BASE}/${kind}/:id`,
      {
        config,
        schema: {
          summary: `One order · ${KIND_LABEL[kind]}`,
          description:
            'The order with its attachments, handling result, parts, acceptance records, dispatch history, ' +
            "copied users, inspection items and the alarms it was raised from (their contents in the request's " +
            "language); one outside the caller's scope answers 404 like a missing one.",
          tags: ['work-order'],
          params: WoIdParams,
          response: { 200: DataReply(WoDetail) },
        },
      },
      async (request) => {
        const detail = await orders.detail(request.params.id, kind, factoryScope(request));
        if (!detail) throw notFound(WO_MSG.NOT_FOUND);
        const lang = requestLang(request);
        return ok({
          ...woRowIn(ctx.seeded, lang, detail),
          distributeList: detail.distributeList.map((l) => taskLogIn(ctx.seeded, lang, l)),
          sourceAlarms: alarmsIn(lang, detail.sourceAlarms),
        });
      },
    );
  }

  app.get(
    `${WO_BASE}/accept/list`,
    {
      config: { permission: PERM.ACCEPT_LIST },
      schema: {
        summary: 'List orders awaiting acceptance',
        description:
          'Paged orders of every kind (or `kind`) waiting for the acceptance dispatch or for acceptance ' +
          '(statuses 3 and 4 by default), each with its last acceptance record.',
        tags: ['work-order'],
        querystring: WoAnyKindListQuery,
        response: { 200: PageReply(AcceptListRow) },
      },
    },
    async (request) => {
      const filter = await filterOf(request, request.query, ACCEPT_STATUSES);
      const { rows, total } = await orders.acceptPage(filter, pageWindow(request.query));
      return page(rowsIn(request, rows), total);
    },
  );

  app.get(
    `${WO_BASE}/copyTo/list`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'List orders I was copied on',
        description:
          'Paged orders of every kind (or `kind`) that copy the caller, in every status by default.',
        tags: ['work-order'],
        querystring: WoAnyKindListQuery,
        response: { 200: PageReply(WoRow) },
      },
    },
    async (request) => {
      const filter = await filterOf(request, request.query, ALL_STATUSES);
      filter.copiedTo = principalOf(request).userId;
      const { rows, total } = await orders.page(filter, pageWindow(request.query));
      return page(rowsIn(request, rows), total);
    },
  );

  app.get(
    `${WO_BASE}/inspect/:id/:itemId`,
    {
      config: { permission: KIND_LIST_CODE.inspect },
      schema: {
        summary: 'One inspection item',
        description:
          'A check item of an inspection order with its result and the repair order raised from it.',
        tags: ['work-order'],
        params: InspectItemParams,
        response: { 200: DataReply(InspectItem) },
      },
    },
    async (request) => {
      const { id, itemId } = request.params;
      const item = await orders.item(id, itemId, factoryScope(request));
      if (item === 'no-order') throw notFound(WO_MSG.NOT_FOUND);
      if (item === 'no-item') throw notFound(WO_MSG.ITEM_NOT_FOUND);
      return ok(item);
    },
  );

  app.delete(
    `${WO_BASE}/accept/:acceptId`,
    {
      config: { permission: PERM.ACCEPT },
      schema: {
        summary: 'Delete a rejected acceptance record',
        description:
          'Deletes an acceptance record that rejected its order; a passed record is final and refused ' +
          '(`{code: 500, msg}`).',
        tags: ['work-order'],
        params: AcceptIdParams,
        response: { 200: Reply },
      },
    },
    async (request) => {
      const outcome = await accepts.deleteRejected(request.params.acceptId, factoryScope(request));
      if (outcome === 'missing') throw notFound(WO_MSG.ACCEPT_RECORD_NOT_FOUND);
      // a passed record is final: a business refusal, nothing changed (docs/architecture.md §3 "Errors")
      if (outcome === 'final') throw refusal(WO_MSG.ACCEPT_RECORD_FINAL);
      return done(WO_MSG.DELETED);
    },
  );

  await app.register(workOrderExportRoutes, { ctx });
  await app.register(workOrderPeopleRoutes, { ctx });
  await app.register(workOrderLogRoutes, { ctx });
};
