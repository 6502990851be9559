/**
 * 操作日志 and 登录日志 (docs/administration.md): the lists, newest first, a row's detail, the .xlsx exports and the
 * retention both logs keep. Each list first writes what this instance still has queued, so an administrator sees
 * their own last write at once; another instance's rows follow within its batch delay.
 */
import type { Type } from '@sinclair/typebox';
import { PageReply, Reply } from '../../../../contract/common/schemas';
import {
  LogRetention,
  LogRetentionReply,
  LoginLogFilter,
  LoginLogListQuery,
  LoginLogRow,
  OperLogDetailReply,
  OperLogFilter,
  OperLogIdParams,
  OperLogListQuery,
  OperLogRow,
} from '../../../../contract/logs/schemas';
import { PERM } from '../../../../contract/permissions';
import type { RouteModule } from '../../context';
import { requestLang } from '../../shared/i18n/lang';
import { messageIn } from '../../shared/i18n/messages';
import { badInput, notFound } from '../../errors';
import { CHINA_OFFSET_MS } from '../../shared/china-time';
import { at } from '../../shared/clock';
import { done, ok } from '../../shared/http';
import { exportRows, sendListXlsx, XLSX_REPLY } from '../../shared/list-export';
import { LOGIN_COLUMNS, OPER_COLUMNS } from './export-labels';
import { page, pageWindow } from '../../shared/paging';
import { LoginLogRepository, type LoginLogFilter as LoginFilter } from './login-log-repository';
import { OperLogRepository, type OperLogFilter as OperFilter } from './oper-log-repository';
import { RetentionRepository } from './retention-repository';
import { sweepOldLogs } from './retention-sweep';

export const LOG_MSG = {
  NOT_FOUND: '日志不存在',
  RETENTION_SAVED: '保存成功',
  CLEANED: (oper: number, login: number) => `已清理操作日志${oper}条、登录日志${login}条`,
} as const;

const tags = ['log'];

type TimeRange = { beginTime?: string; endTime?: string };

/** A 'YYYY-MM-DD HH:mm:ss' China time as an instant, or the 400 naming the field when it is no real moment. */
function instant(text: string | undefined, field: string): Date | undefined {
  if (text === undefined) return undefined;
  const ms = Date.parse(`${text.replace(' ', 'T')}Z`);
  // Date.parse rolls 02-30 over to March: the round trip tells a real moment from one that only looks like it
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 19) !== text.replace(' ', 'T')) {
    throw badInput(field, 'is not a real time');
  }
  return new Date(ms - CHINA_OFFSET_MS);
}

function range(q: TimeRange, where: string): { begin?: Date; end?: Date } {
  const begin = instant(q.beginTime, `${where}/beginTime`);
  const end = instant(q.endTime, `${where}/endTime`);
  return { ...(begin ? { begin } : {}), ...(end ? { end } : {}) };
}

const operFilter = (q: OperLogFilter, where: string): OperFilter => ({
  ...range(q, where),
  ...(q.operName?.trim() ? { operName: q.operName.trim() } : {}),
  ...(q.title ? { title: q.title } : {}),
  ...(q.status ? { status: q.status } : {}),
});

const loginFilter = (q: LoginLogFilter, where: string): LoginFilter => ({
  ...range(q, where),
  ...(q.userName?.trim() ? { userName: q.userName.trim() } : {}),
  ...(q.ipaddr?.trim() ? { ipaddr: q.ipaddr.trim() } : {}),
  ...(q.status ? { status: q.status } : {}),
});

/** RuoYi's download posts the list's filters as a form; JSON works too; the query as well. */
const exportBody = <T extends ReturnType<typeof Type.Object>>(filter: T) => ({
  content: {
    'application/x-www-form-urlencoded': { schema: filter },
    'application/json': { schema: filter },
  },
});
/** The pages' names: the exports' sheets and files (docs/secure-space.md "Exports"). */
const OPER_PAGE = '操作日志';
const LOGIN_PAGE = '登录日志';

export const logRoutes: RouteModule = async (app, { ctx }) => {
  const oper = new OperLogRepository(ctx.db);
  const login = new LoginLogRepository(ctx.db);
  const retention = new RetentionRepository(ctx.db);

  app.get(
    '/api/monitor/operlog/list',
    {
      config: { permission: PERM.OPERLOG_LIST },
      schema: {
        summary: 'Operation log',
        description:
          'Recorded writes, newest first: by time range (China time), account (whole, any case), module and ' +
          'result. A request summary is in the detail only.',
        tags,
        querystring: OperLogListQuery,
        response: { 200: PageReply(OperLogRow) },
      },
    },
    async (request) => {
      const filter = operFilter(request.query, 'querystring');
      await ctx.logs.oper.flush();
      const { rows, total } = await oper.page(filter, pageWindow(request.query));
      return page(rows, total);
    },
  );

  app.post(
    '/api/monitor/operlog/export',
    {
      config: { permission: PERM.OPERLOG_EXPORT },
      schema: {
        summary: 'Export the operation log as .xlsx',
        description:
          'The rows matching the list filters (query, form or JSON body), newest first, as an .xlsx attachment; ' +
          'more than the export cap is refused.',
        tags,
        querystring: OperLogFilter,
        body: exportBody(OperLogFilter),
        response: XLSX_REPLY,
      },
    },
    async (request, reply) => {
      const filter = operFilter({ ...request.query, ...((request.body ?? {}) as OperLogFilter) }, 'body');
      await ctx.logs.oper.flush();
      const rows = await exportRows((window) => oper.page(filter, window));
      const page = { name: OPER_PAGE, now: ctx.clock.now(), lang: requestLang(request) };
      return sendListXlsx(reply, page, OPER_COLUMNS, rows);
    },
  );

  app.get(
    '/api/monitor/operlog/retention',
    {
      config: { permission: PERM.OPERLOG_LIST },
      schema: {
        summary: 'Log retention',
        description: 'How many days both logs keep; the hourly cleaner deletes older rows.',
        tags,
        response: { 200: LogRetentionReply },
      },
    },
    async () => ok({ days: await retention.days() }),
  );

  app.put(
    '/api/monitor/operlog/retention',
    {
      config: { permission: PERM.OPERLOG_EDIT },
      schema: {
        summary: 'Change the log retention',
        description:
          'Days both logs keep, for every instance (a database setting); the next cleaner run applies it.',
        tags,
        body: LogRetention,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await retention.setDays(request.body.days, at(ctx.clock));
      return done(LOG_MSG.RETENTION_SAVED);
    },
  );

  app.delete(
    '/api/monitor/operlog/clean',
    {
      config: { permission: PERM.OPERLOG_REMOVE },
      schema: {
        summary: 'Clean old log rows now',
        description: 'Runs the cleaner at once: rows of both logs older than the retention go.',
        tags,
        response: { 200: Reply },
      },
    },
    async () => {
      const { operLog, loginLog } = await sweepOldLogs(ctx.db, ctx.clock);
      return done(LOG_MSG.CLEANED(operLog, loginLog));
    },
  );

  app.get(
    '/api/monitor/operlog/:id',
    {
      config: { permission: PERM.OPERLOG_QUERY },
      schema: {
        summary: 'One operation log row',
        description: 'The row with its request summary (query and body, secrets redacted).',
        tags,
        params: OperLogIdParams,
        response: { 200: OperLogDetailReply },
      },
    },
    async (request) => {
      const row = await oper.find(request.params.id);
      if (!row) throw notFound(LOG_MSG.NOT_FOUND);
      return ok(row);
    },
  );

  app.get(
    '/api/monitor/logininfor/list',
    {
      config: { permission: PERM.LOGIN_LOCK_LIST },
      schema: {
        summary: 'Sign-in log',
        description:
          'Sign-ins (success and failure with the reason), refresh failures and sign-outs, newest first: by time ' +
          'range (China time), account (whole, any case), address and result.',
        tags,
        querystring: LoginLogListQuery,
        response: { 200: PageReply(LoginLogRow) },
      },
    },
    async (request) => {
      const filter = loginFilter(request.query, 'querystring');
      await ctx.logs.login.flush();
      const { rows, total } = await login.page(filter, pageWindow(request.query));
      // the message stored with a sign-in event, in the request's language (docs/i18n.md)
      const lang = requestLang(request);
      return page(lang === 'zh' ? rows : rows.map((r) => ({ ...r, msg: messageIn(lang, r.msg) })), total);
    },
  );

  app.post(
    '/api/monitor/logininfor/export',
    {
      config: { permission: PERM.LOGININFOR_EXPORT },
      schema: {
        summary: 'Export the sign-in log as .xlsx',
        description:
          'The rows matching the list filters (query, form or JSON body), newest first, as an .xlsx attachment; ' +
          'more than the export cap is refused.',
        tags,
        querystring: LoginLogFilter,
        body: exportBody(LoginLogFilter),
        response: XLSX_REPLY,
      },
    },
    async (request, reply) => {
      const filter = loginFilter({ ...request.query, ...((request.body ?? {}) as LoginLogFilter) }, 'body');
      await ctx.logs.login.flush();
      const rows = await exportRows((window) => login.page(filter, window));
      // the stored sign-in message in the request's language, as the list gives it (docs/i18n.md)
      const lang = requestLang(request);
      const page = { name: LOGIN_PAGE, now: ctx.clock.now(), lang };
      return sendListXlsx(
        reply,
        page,
        LOGIN_COLUMNS,
        rows.map((r) => ({ ...r, msg: messageIn(lang, r.msg) })),
      );
    },
  );
};
