/**
 * The sign-in throttle's counters for administrators (docs/architecture.md §3 "Sign-in throttle"): who is locked out
 * or paced, and lifting a lock. The 登录锁定 page under 系统管理 reads these.
 */
import { PageReply, Reply } from '../../../../contract/common/schemas';
import { LoginLockListQuery, LoginLockRow, LoginUnlockBody } from '../../../../contract/login-lock/schemas';
import { PERM } from '../../../../contract/permissions';
import type { RouteModule } from '../../context';
import { at } from '../../shared/clock';
import { chinaDateTime } from '../../shared/china-time';
import { done } from '../../shared/http';
import { page, pageWindow } from '../../shared/paging';
import { ThrottleRepository, type AttemptRow } from './throttle-repository';

export const UNLOCK_MSG = '解除成功';

const toRow = (r: AttemptRow, now: Date): LoginLockRow => ({
  key: r.key,
  kind: r.kind,
  account: r.account,
  address: r.address,
  failCount: r.failCount,
  windowStart: chinaDateTime(r.windowStart.getTime()),
  lockedUntil: r.lockedUntil ? chinaDateTime(r.lockedUntil.getTime()) : null,
  holdSeconds: r.lockedUntil ? Math.max(0, Math.ceil((r.lockedUntil.getTime() - now.getTime()) / 1000)) : 0,
});

export const loginLockRoutes: RouteModule = async (app, { ctx }) => {
  const attempts = new ThrottleRepository(ctx.db);

  app.get(
    '/api/monitor/loginLock/list',
    {
      config: { permission: PERM.LOGIN_LOCK_LIST },
      schema: {
        summary: 'Sign-in counters',
        description:
          'The sign-in throttle counters with failures in their window or a hold running, the latest first: per ' +
          'account and address pair, per address, per account (docs/architecture.md §3 "Sign-in throttle").',
        tags: ['auth'],
        querystring: LoginLockListQuery,
        response: { 200: PageReply(LoginLockRow) },
      },
    },
    async (request) => {
      const now = at(ctx.clock);
      const { rows, total } = await attempts.active(now, request.query.account, pageWindow(request.query));
      return page(
        rows.map((r) => toRow(r, now)),
        total,
      );
    },
  );

  app.put(
    '/api/monitor/loginLock/unlock',
    {
      config: { permission: PERM.LOGIN_UNLOCK },
      schema: {
        summary: 'Lift a sign-in lock',
        description:
          'Removes one counter (its failures and its hold), on every instance at once: the counters are in the ' +
          'database. Lifting a counter that has expired meanwhile answers the same.',
        tags: ['auth'],
        body: LoginUnlockBody,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await attempts.lift(request.body.key);
      return done(UNLOCK_MSG);
    },
  );
};
