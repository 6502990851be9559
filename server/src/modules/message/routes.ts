/**
 * Task message calls (docs/requirements.md §7 "Task messages", docs/architecture.md §3). Every route is open to any signed-in user
 * and serves only that user's own messages:
 * - by factory (count, list, read all, delete all): 404 工厂不存在 when the id is no factory, 403
 *   没有权限访问该工厂 when it is outside the user's scope;
 * - by message id (read, delete, check): 404 消息不存在 when the user has no such message in scope,
 *   also when it is someone else's (never reveal that it exists); nothing changes.
 * check/{msgId} and check/urge/{id} (id = msgId of an urge) answer `{code: 200, msg: ''}` when the
 * message may be routed and `{code: 200, msg: reason}` when not. The rule, in check-rule.ts: an urge
 * is judged by its report as it stands now (a fill urge routes while the report is missing, a draft or rejected, an
 * approval urge while it is submitted; else 该报表不存在 or 该报表已处理完成); any other message needs a task number
 * and an open task (该工单不存在, 该工单已处理完成); closed = taskStatus >= 4.
 */
import { requestLang } from '../../shared/i18n/lang';
import { messagesIn } from '../../shared/i18n/stored-texts';
import { storedTextPatternsForEn } from '../../shared/i18n/stored-text-catalog';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { DataReply, PageReply, Reply, ResultCode } from '../../../../contract/common/schemas';
import {
  FactoryIdParams,
  FactoryTabParams,
  MESSAGE_MSG,
  Message,
  MessageCount,
  MessageListQuery,
  MsgIdParams,
  TASK_TYPE,
  UrgeIdParams,
} from '../../../../contract/message/schemas';
import { SIGNED_IN } from '../../../../contract/permissions';
import type { RouteModule } from '../../context';
import { notFound } from '../../errors';
import { factoryGate, factoryScope } from '../../shared/factory-scope';
import { ok } from '../../shared/http';
import { page, pageWindow } from '../../shared/paging';
import { principalOf } from '../../shared/principal';
import { at } from '../../shared/clock';
import { UserFactoryRepository } from '../user/factory-repository';
import { checkMessage } from './check-rule';
import { MessageRepository } from './repository';

const BASE = '/api/system/base/task/msg';
const config = { permission: SIGNED_IN } as const;
const CountReply = DataReply(Type.Integer());

/** read and delete answer how many rows they changed, so a second click shows as 0. */
const counted = (msg: string, n: number) => ({ code: ResultCode.OK, msg, data: n });

export const messageRoutes: RouteModule = async (app, { ctx }) => {
  const gate = factoryGate(new UserFactoryRepository(ctx.db));
  const messages = new MessageRepository(ctx.db);

  /** The caller's id once the factory is known to exist and to be in the caller's scope. */
  const ownerIn = async (request: FastifyRequest, factoryId: number): Promise<number> => {
    await gate(request, factoryId);
    return principalOf(request).userId;
  };

  app.get(
    `${BASE}/count/:factoryId`,
    {
      config,
      schema: {
        summary: 'Message and to-do counts',
        description:
          "The caller's unread messages and open to-dos (read or not) in a factory: the total, the copies apart " +
          '(docs/requirements.md §3 "To-do queue").',
        tags: ['message'],
        params: FactoryIdParams,
        response: { 200: DataReply(MessageCount) },
      },
    },
    async (request) => {
      const { factoryId } = request.params;
      return ok(await messages.unreadCount(await ownerIn(request, factoryId), factoryId));
    },
  );

  app.get(
    `${BASE}/list/:factoryId/:tab`,
    {
      config,
      schema: {
        summary: 'List messages',
        description:
          "The caller's messages of a factory, paged, newest first; tab 1 messages, 2 the open to-dos (with their " +
          'kind, and `overdue` when their order is past its time). Optional filters: `todoKind` (to-do tab) and ' +
          '`keyword` (title, order number, device).',
        tags: ['message'],
        params: FactoryTabParams,
        querystring: MessageListQuery,
        response: { 200: PageReply(Message) },
      },
    },
    async (request) => {
      const { factoryId, tab } = request.params;
      const userId = await ownerIn(request, factoryId);
      const { todoKind, keyword } = request.query;
      const { rows, total } = await messages.page(
        userId,
        factoryId,
        tab,
        pageWindow(request.query),
        {
          ...(todoKind === undefined ? {} : { todoKind }),
          ...(keyword === undefined ? {} : { keyword }),
          ...(keyword !== undefined && requestLang(request) === 'en'
            ? { titlePatterns: storedTextPatternsForEn(keyword) }
            : {}),
        },
        at(ctx.clock),
      );
      return page(messagesIn(requestLang(request), rows), total);
    },
  );

  app.get(
    `${BASE}/read/:msgId`,
    {
      config,
      schema: {
        summary: 'Mark a message read',
        description:
          "Marks one of the caller's messages read; `data` is how many changed (0 on a second call).",
        tags: ['message'],
        params: MsgIdParams,
        response: { 200: CountReply },
      },
    },
    async (request) => {
      const { userId } = principalOf(request);
      const changed = await messages.markRead(userId, request.params.msgId, factoryScope(request));
      if (changed === null) throw notFound(MESSAGE_MSG.NOT_FOUND);
      return counted(MESSAGE_MSG.READ, changed);
    },
  );

  app.get(
    `${BASE}/read/:factoryId/:tab`,
    {
      config,
      schema: {
        summary: 'Mark all messages of a tab read',
        description: "Marks every message of the caller's tab in a factory read; `data` is how many changed.",
        tags: ['message'],
        params: FactoryTabParams,
        response: { 200: CountReply },
      },
    },
    async (request) => {
      const { factoryId, tab } = request.params;
      const changed = await messages.markAllRead(await ownerIn(request, factoryId), factoryId, tab);
      return counted(MESSAGE_MSG.READ, changed);
    },
  );

  app.delete(
    `${BASE}/del/:msgId`,
    {
      config,
      schema: {
        summary: 'Delete a message',
        description: "Deletes one of the caller's messages; someone else's answers 404 消息不存在.",
        tags: ['message'],
        params: MsgIdParams,
        response: { 200: CountReply },
      },
    },
    async (request) => {
      const { userId } = principalOf(request);
      if (!(await messages.remove(userId, request.params.msgId, factoryScope(request))))
        throw notFound(MESSAGE_MSG.NOT_FOUND);
      return counted(MESSAGE_MSG.DELETED, 1);
    },
  );

  app.delete(
    `${BASE}/del/:factoryId/:tab`,
    {
      config,
      schema: {
        summary: 'Delete all messages of a tab',
        description: "Deletes every message of the caller's tab in a factory; `data` is how many.",
        tags: ['message'],
        params: FactoryTabParams,
        response: { 200: CountReply },
      },
    },
    async (request) => {
      const { factoryId, tab } = request.params;
      const removed = await messages.removeAll(await ownerIn(request, factoryId), factoryId, tab);
      return counted(MESSAGE_MSG.DELETED, removed);
    },
  );

  app.get(
    `${BASE}/check/:msgId`,
    {
      config,
      schema: {
        summary: 'May a message be opened?',
        description:
          'An empty `msg` when the message may be routed to its order; otherwise the reason (该工单不存在, ' +
          '该工单已处理完成, or for an urge 该报表不存在, 该报表已处理完成).',
        tags: ['message'],
        params: MsgIdParams,
        response: { 200: Reply },
      },
    },
    async (request) => {
      const found = await messages.findOwn(
        principalOf(request).userId,
        request.params.msgId,
        factoryScope(request),
      );
      if (!found) throw notFound(MESSAGE_MSG.NOT_FOUND);
      return { code: ResultCode.OK, msg: checkMessage(found) };
    },
  );

  app.get(
    `${BASE}/check/urge/:id`,
    {
      config,
      schema: {
        summary: 'May an urge be opened?',
        description:
          'The check of an urge message (`id` is its message id), judged by its report now: an empty `msg` while the ' +
          'report of a fill urge is missing, a draft or rejected, or the report of an approval urge is submitted; ' +
          'otherwise 该报表不存在 / 该报表已处理完成. Any other message answers 404.',
        tags: ['message'],
        params: UrgeIdParams,
        response: { 200: Reply },
      },
    },
    async (request) => {
      const found = await messages.findOwn(
        principalOf(request).userId,
        request.params.id,
        factoryScope(request),
      );
      // Only urges are checked here: any other message is no urge with that id.
      if (!found || found.taskType !== TASK_TYPE.URGE) throw notFound(MESSAGE_MSG.NOT_FOUND);
      return { code: ResultCode.OK, msg: checkMessage(found) };
    },
  );
};
