/**
 * The top bar's global search (docs/search.md): one call answers the orders, devices, meters and users matching a
 * text. The route is open to every signed-in user because each kind is gated by the code that lists it (an order kind
 * by its list code, the ledgers by theirs, users by the user list's): a kind the caller may not list is empty, as its
 * list route would refuse. Everything is limited to the caller's factory scope (docs/architecture.md §3 "Access and
 * scope").
 */
import { DataReply } from '../../../../contract/common/schemas';
import { PERM, SIGNED_IN } from '../../../../contract/permissions';
import {
  SEARCH_API,
  SEARCH_LIMIT_DEFAULT,
  SEARCH_Q_MIN,
  SearchQuery,
  SearchResult,
} from '../../../../contract/search/schemas';
import { KIND_LIST_CODE, WO_KINDS } from '../../../../contract/work-order';
import type { RouteModule } from '../../context';
import { badInput } from '../../errors';
import { factoryScope } from '../../shared/factory-scope';
import { ok } from '../../shared/http';
import { hasPermission, principalOf } from '../../shared/principal';
import { SearchRepository } from './search-repository';

export const searchRoutes: RouteModule = async (app, { ctx }) => {
  const search = new SearchRepository(ctx.db);

  app.get(
    SEARCH_API,
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'Global search',
        description:
          'Work orders by number, devices and meters by code or name, users by account or nickname (holders of ' +
          `${PERM.USER_LIST} only), in the caller's factory scope; each kind only for holders of its list code. ` +
          'Up to `limit` hits per kind, an exact match first, then one starting with the text (docs/search.md).',
        tags: ['search'],
        querystring: SearchQuery,
        response: { 200: DataReply(SearchResult) },
      },
    },
    async (request) => {
      const text = request.query.q.trim();
      // The schema counts spaces; a text of spaces around one character would match nearly everything.
      if (text.length < SEARCH_Q_MIN)
        throw badInput('querystring/q', `must NOT have fewer than ${SEARCH_Q_MIN} characters`);
      const limit = request.query.limit ?? SEARCH_LIMIT_DEFAULT;
      const principal = principalOf(request);
      const scope = factoryScope(request);
      const may = (code: string) => hasPermission(principal, code);
      // One after another: PGlite is one connection, and each statement is a short indexed read.
      const orders = await search.orders(
        text,
        limit,
        scope,
        WO_KINDS.filter((kind) => may(KIND_LIST_CODE[kind])),
      );
      const devices = may(PERM.DEVICE_LIST) ? await search.devices(text, limit, scope) : [];
      const meters = may(PERM.METER_LIST) ? await search.meters(text, limit, scope) : [];
      const users = may(PERM.USER_LIST) ? await search.users(text, limit, scope) : [];
      return ok({ orders, devices, meters, users });
    },
  );
};
