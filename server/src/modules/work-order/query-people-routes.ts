/**
 * Who and what an order can involve in a factory: the staff, manager and
 * everyone lists of the person pickers, the devices, and the maintenance plans. The factory must
 * exist (404) and be in the caller's scope (403).
 */
import { Type } from '@sinclair/typebox';
import { DataReply } from '../../../../contract/common/schemas';
import { PERM, SIGNED_IN, type PermissionCode } from '../../../../contract/permissions';
import {
  KIND_HANDLE_CODE,
  MaintPlan,
  WoDevice,
  WoPerson,
  WoPersonQuery,
} from '../../../../contract/work-order/schemas';
import type { RouteModule } from '../../context';
import { factoryGate } from '../../shared/factory-scope';
import { ok } from '../../shared/http';
import { UserFactoryRepository } from '../user/factory-repository';
import { WoPeopleRepository } from './query-people-repository';
import { TASK_BASE, WO_BASE } from './query-scope';

/** staff: may handle some kind; manager: may dispatch/audit or accept; all: every enabled user bound. */
const PEOPLE: readonly { path: string; codes: readonly PermissionCode[] | null; doc: string }[] = [
  {
    path: 'listStaff',
    codes: [...new Set(Object.values(KIND_HANDLE_CODE))],
    doc: 'Executors: those who may handle some kind of order.',
  },
  {
    path: 'listManager',
    codes: [PERM.PROCESS_COMPLETE, PERM.ACCEPT],
    doc: 'Managers: those who may dispatch, audit or accept.',
  },
  { path: 'listAll', codes: null, doc: 'Everyone.' },
];

export const workOrderPeopleRoutes: RouteModule = async (app, { ctx }) => {
  const repo = new WoPeopleRepository(ctx.db);
  const gate = factoryGate(new UserFactoryRepository(ctx.db));
  const signedIn = { permission: SIGNED_IN } as const;

  for (const { path, codes, doc } of PEOPLE) {
    app.get(
      `${TASK_BASE}/common/${path}`,
      {
        config: signedIn,
        schema: {
          summary: `People of a factory: ${path}`,
          description: `${doc} Enabled users bound to the factory, for the person pickers.`,
          tags: ['work-order'],
          querystring: WoPersonQuery,
          response: { 200: DataReply(Type.Array(WoPerson)) },
        },
      },
      async (request) => {
        await gate(request, request.query.factoryId);
        return ok(await repo.people(request.query.factoryId, codes));
      },
    );
  }

  app.get(
    `${WO_BASE}/devices`,
    {
      config: signedIn,
      schema: {
        summary: 'Devices of a factory',
        description: 'The devices an order of the factory can be about.',
        tags: ['work-order'],
        querystring: WoPersonQuery,
        response: { 200: DataReply(Type.Array(WoDevice)) },
      },
    },
    async (request) => {
      await gate(request, request.query.factoryId);
      return ok(await repo.devices(request.query.factoryId));
    },
  );

  app.get(
    `${WO_BASE}/maint/plan/list`,
    {
      config: { permission: PERM.MAINTAIN_LIST },
      schema: {
        summary: 'Maintenance plans of a factory',
        description:
          'The maintenance plans that create orders on schedule (checked at start and hourly), device and device ' +
          'class plans, not the inspection plans (docs/plans.md); the console lists both by GET /system/base/plan/list.',
        tags: ['work-order'],
        querystring: WoPersonQuery,
        response: { 200: DataReply(Type.Array(MaintPlan)) },
      },
    },
    async (request) => {
      await gate(request, request.query.factoryId);
      return ok(await repo.plans(request.query.factoryId));
    },
  );
};
