/**
 * 保养计划 / 巡检计划 (docs/plans.md): the paged plans of a factory and kind, the meters a plan can follow, add, edit
 * (versioned, docs/concurrency.md), pause/resume and delete. A factory named in the query or body passes the factory
 * gate; a plan outside the caller's factories answers 404 like a missing one.
 */
import { Type } from '@sinclair/typebox';
import { DataReply, PageReply, Reply, ResultCode } from '../../../../contract/common/schemas';
import {
  PLAN_MSG,
  PlanAddBody,
  PlanEditBody,
  PlanEnableBody,
  PlanIdParams,
  PlanListQuery,
  PlanMeter,
  PlanMetersQuery,
  PlanRow,
} from '../../../../contract/maint-plan/schemas';
import { PERM } from '../../../../contract/permissions';
import type { RouteModule } from '../../context';
import { factoryGate } from '../../shared/factory-scope';
import { done, ok } from '../../shared/http';
import { page, pageWindow } from '../../shared/paging';
import { principalOf } from '../../shared/principal';
import { AddedReply } from '../asset/ledger';
import { UserFactoryRepository } from '../user/factory-repository';
import { PlanRepository } from './plan-repository';
import { PlanService } from './plan-service';

export const PLAN_BASE = '/api/system/base/plan';
const tags = ['plan'];

export const planRoutes: RouteModule = async (app, { ctx }) => {
  const plans = new PlanRepository(ctx.db);
  const service = new PlanService(ctx.db, ctx.clock);
  const gate = factoryGate(new UserFactoryRepository(ctx.db));

  app.get(
    `${PLAN_BASE}/list`,
    {
      config: { permission: PERM.PLAN_LIST },
      schema: {
        summary: 'List plans',
        description:
          'Paged maintenance or inspection plans (`kind`) of one factory, next calendar due first, each with its ' +
          "device, meter (its latest reading and the count's base), executor, the number of orders it made and " +
          'the last five. Filters: `keyword` (part of the title or the device name or code), `enabled`.',
        tags,
        querystring: PlanListQuery,
        response: { 200: PageReply(PlanRow) },
      },
    },
    async (request) => {
      const { factoryId, kind, keyword, enabled } = request.query;
      await gate(request, factoryId);
      const { rows, total } = await plans.page(
        { factoryId, kind, keyword: keyword?.trim() || undefined, enabled },
        pageWindow(request.query),
      );
      return page(rows, total);
    },
  );

  app.get(
    `${PLAN_BASE}/meters`,
    {
      config: { permission: PERM.PLAN_LIST },
      schema: {
        summary: 'Meters a plan can follow',
        description:
          "The factory's electricity, water and gas meters that measure a device, with their latest reading.",
        tags,
        querystring: PlanMetersQuery,
        response: { 200: DataReply(Type.Array(PlanMeter)) },
      },
    },
    async (request) => {
      await gate(request, request.query.factoryId);
      return ok(await plans.meters(request.query.factoryId));
    },
  );

  app.post(
    PLAN_BASE,
    {
      config: { permission: PERM.PLAN_ADD },
      schema: {
        summary: 'Add a plan',
        description:
          'Adds a plan to a device of a factory of the caller, enabled. A calendar (`cycleUnit`, `cycleEvery`, ' +
          '`nextRun` together) or a meter (`meterId`, `meterEvery` together, an electricity, water or gas meter of ' +
          'the device; for a device class `meterKind` instead, each device counting by its own meter of it) or ' +
          'both; a checklist only for inspection plans, limits only on number items; the executor ' +
          'one who may handle the kind in the factory. Each rule broken is a 400 naming its field.',
        tags,
        body: PlanAddBody,
        response: { 200: AddedReply('planId') },
      },
    },
    async (request) => {
      const planId = await service.add(principalOf(request), request.body);
      return { code: ResultCode.OK, msg: PLAN_MSG.ADDED, data: { planId } };
    },
  );

  app.put(
    PLAN_BASE,
    {
      config: { permission: PERM.PLAN_EDIT },
      schema: {
        summary: 'Edit a plan',
        description:
          "Replaces a plan's fields under the rules of the add, at the version the form loaded (409 with the " +
          'stored plan when another edit came first). A new meter starts its count at its latest reading.',
        tags,
        body: PlanEditBody,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await service.edit(principalOf(request), request.body);
      return done(PLAN_MSG.UPDATED);
    },
  );

  app.put(
    `${PLAN_BASE}/changeStatus`,
    {
      config: { permission: PERM.PLAN_EDIT },
      schema: {
        summary: 'Pause or resume a plan',
        description:
          'A paused plan makes no order; resumed, it makes the order a date or count passed meanwhile.',
        tags,
        body: PlanEnableBody,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await service.setEnabled(principalOf(request), request.body.planId, request.body.enabled);
      return done(request.body.enabled ? PLAN_MSG.RESUMED : PLAN_MSG.PAUSED);
    },
  );

  app.delete(
    `${PLAN_BASE}/:planId`,
    {
      config: { permission: PERM.PLAN_REMOVE },
      schema: {
        summary: 'Delete a plan',
        description: 'Deletes the plan for good; the orders it made stay.',
        tags,
        params: PlanIdParams,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await service.remove(principalOf(request), request.params.planId);
      return done(PLAN_MSG.DELETED);
    },
  );
};
