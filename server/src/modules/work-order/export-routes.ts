/**
 * The .xlsx exports of the work-order lists (docs/secure-space.md "Exports"): each kind's list (its task, review and
 * history pages post their own filter) and the acceptance list, with the list's filter, order and factory scope,
 * read by the list's own repository method (at most EXPORT_MAX_ROWS rows). Each carries its kind's export code. The
 * rows' labels in the request's language as the lists give them (rows-in-language.ts, docs/i18n.md).
 */
import { PERM } from '../../../../contract/permissions';
import {
  KIND_EXPORT_CODE,
  KIND_LABEL,
  WO_KINDS,
  WO_OPEN_STATUSES,
  WoAnyKindListQuery,
  WoListQuery,
  type AcceptListRow,
  type WoRow,
} from '../../../../contract/work-order/schemas';
import type { RouteModule } from '../../context';
import { at } from '../../shared/clock';
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
import { UserFactoryRepository } from '../user/factory-repository';
import { ACCEPT_STATUSES, orderFilter } from './query-filter';
import { WoQueryRepository } from './query-repository';
import { WO_BASE } from './query-scope';
import { woRowIn } from './rows-in-language';

/** The acceptance page's name, the export's sheet and file. */
const ACCEPT_PAGE = '工单验收';

export const ORDER_COLUMNS: readonly ExportColumn<WoRow>[] = [
  field('工单编号', 'taskNo'),
  field('工单状态', 'statusLabel'),
  field('优先级', 'priorityLabel'),
  field('应完成时间', 'dueTime'),
  label('是否超期', (r) => (r.overdue ? '是' : '否')),
  field('所属工厂', 'projectName'),
  field('设备编码', 'deviceShowCode'),
  field('设备名称', 'deviceName'),
  field('故障类型', 'fixTypeLabel'),
  field('上报来源', 'reportSourceLabel'),
  field('上报内容', 'reportContent'),
  field('上报人', 'reportByName'),
  field('上报时间', 'reportTime'),
  field('处理人', 'execByName'),
  field('处理结果', 'handleResultLabel'),
  field('完成时间', 'handleFinishTime'),
  field('验收人', 'acceptByName'),
  field('备注', 'remark'),
];

const ACCEPT_COLUMNS: readonly ExportColumn<AcceptListRow>[] = [
  ...ORDER_COLUMNS,
  ['验收结果', (r) => r.lastAccept?.acceptResultLabel ?? null],
  ['验收时间', (r) => r.lastAccept?.acceptTime ?? null],
  ['验收意见', (r) => r.lastAccept?.acceptDesc ?? null],
];

export const workOrderExportRoutes: RouteModule = async (app, { ctx }) => {
  // No page cache here: an export's rows are many and read rarely; the lists' cache keeps pages of the lists.
  const orders = new WoQueryRepository(ctx.db, ctx.clock);
  const gate = factoryGate(new UserFactoryRepository(ctx.db));
  const inLang = <R extends WoRow>(lang: Lang, rows: R[]): R[] =>
    lang === 'zh' ? rows : rows.map((r) => woRowIn(ctx.seeded, lang, r));

  for (const kind of WO_KINDS) {
    app.post(
      `${WO_BASE}/${kind}/export`,
      {
        config: { permission: KIND_EXPORT_CODE[kind] },
        schema: {
          summary: `Export orders as .xlsx · ${KIND_LABEL[kind]}`,
          description:
            `The ${kind} orders the list's filter in the body matches (the list's query; paging ignored), in the ` +
            "list's order and factory scope, as an .xlsx attachment; more than the export cap is refused.",
          tags: ['work-order'],
          body: WoListQuery,
          response: XLSX_REPLY,
        },
      },
      async (request, reply) => {
        const filter = await orderFilter(
          gate,
          request,
          { ...request.body, kind },
          WO_OPEN_STATUSES,
          'body',
          at(ctx.clock),
        );
        const lang = requestLang(request);
        const rows = await exportRows((window) => orders.page(filter, window));
        const page = { name: KIND_LABEL[kind], now: ctx.clock.now(), lang };
        return sendListXlsx(reply, page, ORDER_COLUMNS, inLang(lang, rows));
      },
    );
  }

  app.post(
    `${WO_BASE}/accept/export`,
    {
      config: { permission: PERM.ACCEPT_EXPORT },
      schema: {
        summary: 'Export the acceptance list as .xlsx',
        description:
          "The orders the acceptance list's filter in the body matches (statuses 3 and 4 by default), each with its " +
          'last acceptance record, as an .xlsx attachment; more than the export cap is refused.',
        tags: ['work-order'],
        body: WoAnyKindListQuery,
        response: XLSX_REPLY,
      },
    },
    async (request, reply) => {
      const filter = await orderFilter(gate, request, request.body, ACCEPT_STATUSES, 'body', at(ctx.clock));
      const lang = requestLang(request);
      const rows = await exportRows((window) => orders.acceptPage(filter, window));
      const page = { name: ACCEPT_PAGE, now: ctx.clock.now(), lang };
      return sendListXlsx(reply, page, ACCEPT_COLUMNS, inLang(lang, rows));
    },
  );
};
