/**
 * 在线用户 (docs/administration.md "在线用户"): the live sign-ins of the users in the caller's factory scope, and 强退,
 * which revokes one on every instance (the session cache's `{"l": id}` notification) and closes its sockets (4003).
 */
import { PageReply, Reply } from '../../../../contract/common/schemas';
import {
  ONLINE_MSG,
  OnlineListQuery,
  OnlineRow,
  OnlineTokenParams,
} from '../../../../contract/online/schemas';
import { PERM } from '../../../../contract/permissions';
import type { RouteModule } from '../../context';
import { notFound, refusal } from '../../errors';
import { at } from '../../shared/clock';
import { chinaDateTime } from '../../shared/china-time';
import { factoryScope } from '../../shared/factory-scope';
import { done } from '../../shared/http';
import { page, pageWindow } from '../../shared/paging';
import { principalOf } from '../../shared/principal';
import { parseUserAgent } from '../../shared/user-agent';
import { OnlineRepository, type LiveSignIn } from './online-repository';

const toRow = (r: LiveSignIn, currentLoginId: number): OnlineRow => ({
  tokenId: r.loginId,
  userName: r.userName,
  nickName: r.nickName,
  factoryName: r.factoryName,
  allFactories: r.allFactories,
  ipaddr: r.address,
  ...parseUserAgent(r.userAgent),
  loginTime: chinaDateTime(r.createdAt.getTime()),
  lastSeen: chinaDateTime(r.lastSeenAt.getTime()),
  current: r.loginId === currentLoginId,
});

export const onlineRoutes: RouteModule = async (app, { ctx }) => {
  const online = new OnlineRepository(ctx.db);

  app.get(
    '/api/monitor/online/list',
    {
      config: { permission: PERM.ONLINE_LIST },
      schema: {
        summary: 'Live sessions',
        description:
          'One row per sign-in neither revoked nor past its refresh chain, newest first, of the users in the ' +
          "caller's factory scope: account, name, factory, address, browser and system (from the user agent at " +
          "sign-in), signed in and last seen (moved on at most about once a minute). `tokenId` is the sign-in's id, " +
          'never a token. Filters: `userName` (part, any case), `ipaddr` (part).',
        tags: ['auth'],
        querystring: OnlineListQuery,
        response: { 200: PageReply(OnlineRow) },
      },
    },
    async (request) => {
      const { userName, ipaddr } = request.query;
      const { rows, total } = await online.list(
        at(ctx.clock),
        { userName, ipaddr },
        factoryScope(request),
        pageWindow(request.query),
      );
      const { loginId } = principalOf(request);
      return page(
        rows.map((r) => toRow(r, loginId)),
        total,
      );
    },
  );

  app.delete(
    '/api/monitor/online/:tokenId',
    {
      config: { permission: PERM.ONLINE_FORCE_LOGOUT },
      schema: {
        summary: 'Force a session out (强退)',
        description:
          'Revokes the sign-in `tokenId` (its access and refresh tokens) on every instance within a second, records ' +
          "why, and closes its live sockets with 4003. The revoked token's next request answers 401 and its refresh " +
          `code 500, both with \`error: forced_logout\` and \`${ONLINE_MSG.FORCED}\`. A sign-in ended, unknown or of a ` +
          `user outside the caller's scope is 404 \`${ONLINE_MSG.NOT_FOUND}\`; the caller's own is refused ` +
          `(\`${ONLINE_MSG.SELF}\`: sign out instead).`,
        tags: ['auth'],
        params: OnlineTokenParams,
        response: { 200: Reply },
      },
    },
    async (request) => {
      const { tokenId } = request.params;
      if (tokenId === principalOf(request).loginId) throw refusal(ONLINE_MSG.SELF);
      if (!(await online.forceLogout(tokenId, factoryScope(request), at(ctx.clock))))
        throw notFound(ONLINE_MSG.NOT_FOUND);
      return done(ONLINE_MSG.FORCE_LOGOUT_OK);
    },
  );
};
