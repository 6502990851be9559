/**
 * 告警记录 (docs/alarms.md "Journal"): GET journal, every event of the alarms of the caller's factories, paged, or one
 * alarm's story; and its .xlsx export (docs/secure-space.md "Exports"): the journal's filter in the body (paging
 * ignored), read by the same paged query within the caller's factories (a named factory outside them is 403), newest
 * first, at most the export cap. Texts in the request's language (docs/i18n.md).
 */
import {
  ALARM_API,
  ALARM_KIND_LABEL,
  type AlarmEventKind,
  type AlarmJournalRow,
  type AlarmPriority,
} from '../../../../contract/alarm';
import { AlarmJournalQuerySchema, AlarmJournalRowSchema } from '../../../../contract/alarm/schemas';
import { PageReply } from '../../../../contract/common/schemas';
import { PERM } from '../../../../contract/permissions';
import type { RouteModule } from '../../context';
import { factoryGate, factoryScope } from '../../shared/factory-scope';
import { page, pageWindow } from '../../shared/paging';
import { requestLang } from '../../shared/i18n/lang';
import { journalIn } from '../../shared/i18n/stored-texts';
import {
  exportRows,
  field,
  label,
  sendListXlsx,
  XLSX_REPLY,
  type ExportColumn,
} from '../../shared/list-export';
import { UserFactoryRepository } from '../user/factory-repository';
import { checkJournalTimes } from './china-instant';
import { AlarmJournalRepository } from './journal-repository';

const PAGE_NAME = '告警记录';

/** The events and priorities as the page names them. */
export const EVENT_LABEL: Readonly<Record<AlarmEventKind, string>> = {
  raised: '触发',
  cleared: '已恢复',
  acknowledged: '确认',
  shelved: '搁置',
  unshelved: '取消搁置',
  escalated: '升级通知',
  released: '解除',
  order_raised: '转工单',
};
export const PRIORITY_LABEL: Readonly<Record<AlarmPriority, string>> = {
  1: '紧急',
  2: '高',
  3: '中',
  4: '低',
};

const COLUMNS: readonly ExportColumn<AlarmJournalRow>[] = [
  field('时间', 'at'),
  label('事件', (r) => EVENT_LABEL[r.event] ?? r.event),
  // a person's name is data; only the system's own name is a label
  ['操作人', (r, text) => r.userName ?? text('系统')],
  field('备注', 'note'),
  field('告警编号', 'alarmRecordId'),
  field('所属工厂', 'factoryName'),
  field('设备编码', 'deviceCode'),
  field('设备名称', 'deviceName'),
  label('告警类型', (r) => ALARM_KIND_LABEL[r.kind] ?? String(r.kind)),
  label('优先级', (r) => PRIORITY_LABEL[r.priority] ?? String(r.priority)),
  field('告警内容', 'content'),
];

export const alarmJournalRoutes: RouteModule = async (app, { ctx }) => {
  const journal = new AlarmJournalRepository(ctx.db);
  const gate = factoryGate(new UserFactoryRepository(ctx.db));
  const tags = ['alarm'];

  app.get(
    ALARM_API.JOURNAL,
    {
      config: { permission: PERM.ALARM_JOURNAL },
      schema: {
        summary: 'Alarm journal',
        description:
          'Every state change of the alarms of the caller\'s factories (docs/alarms.md "Events"), newest first, ' +
          'paged; filters by time (China time), factory, device code (part), kind, priority, event and user (part of ' +
          "the account or nick name). With `alarmRecordId`: that alarm's story, oldest first.",
        tags,
        querystring: AlarmJournalQuerySchema,
        response: { 200: PageReply(AlarmJournalRowSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      checkJournalTimes(q, 'querystring');
      if (q.factoryId !== undefined) await gate(request, q.factoryId);
      const { limit, offset } = pageWindow(q);
      const { rows, total } = await journal.page(factoryScope(request), q, limit, offset);
      return page(journalIn(requestLang(request), rows), total);
    },
  );

  app.post(
    ALARM_API.JOURNAL_EXPORT,
    {
      config: { permission: PERM.ALARM_JOURNAL_EXPORT },
      schema: {
        summary: 'Export the alarm journal as .xlsx',
        description:
          "The journal's events the filter in the body matches (paging ignored), newest first, as an .xlsx " +
          "attachment; a factory outside the caller's scope is 403; more than the export cap is refused.",
        tags,
        body: AlarmJournalQuerySchema,
        response: XLSX_REPLY,
      },
    },
    async (request, reply) => {
      const q = request.body;
      checkJournalTimes(q, 'body');
      if (q.factoryId !== undefined) await gate(request, q.factoryId);
      const rows = await exportRows(({ limit, offset }) =>
        journal.page(factoryScope(request), q, limit, offset),
      );
      // the alarm's content and the system's notes as the journal list gives them (docs/i18n.md)
      const lang = requestLang(request);
      return sendListXlsx(
        reply,
        { name: PAGE_NAME, now: ctx.clock.now(), lang },
        COLUMNS,
        journalIn(lang, rows),
      );
    },
  );
};
