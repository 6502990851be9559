/**
 * The class plan tests' calls (docs/plans.md "Plans per device class"): add a plan through the route, read its list
 * row, count its orders per device.
 */
import { expect } from 'vitest';
import { PLAN_MSG, type PlanAddBody, type PlanRow } from '../../../contract/maint-plan/schemas';
import type { Db } from '../../../server/src/db/client';
import { getAs, sendAs, type TestApp } from './test-app';

export const PLAN_BASE = '/api/system/base/plan';

/** `dbOf` and `session` are read at each call: the tests open them in beforeAll. */
export function classPlanApi(
  dbOf: () => Db,
  session: () => { t: TestApp; token: string },
  factoryId: number,
  body: (over?: Partial<PlanAddBody>) => PlanAddBody,
) {
  return {
    async add(over: Partial<PlanAddBody> = {}): Promise<number> {
      const { t, token } = session();
      const res = await sendAs(t.app, token, 'POST', PLAN_BASE, body(over));
      expect(res.json()).toMatchObject({ code: 200, msg: PLAN_MSG.ADDED });
      return (res.json() as { data: { planId: number } }).data.planId;
    },

    async rowOf(planId: number): Promise<PlanRow> {
      const { t, token } = session();
      const res = await getAs(
        t.app,
        token,
        `${PLAN_BASE}/list?factoryId=${factoryId}&kind=maint&pageSize=200`,
      );
      const row = (res.json() as { rows: PlanRow[] }).rows.find((r) => r.planId === planId);
      expect(row).toBeDefined();
      return row!;
    },

    /** The plan's orders per device: device id → how many. */
    async ordersPerDevice(planId: number): Promise<Record<number, number>> {
      const { rows } = await dbOf().query<{ device_id: number; n: number }>(
        'SELECT device_id, count(*)::int AS n FROM wo_task WHERE plan_id = $1 GROUP BY device_id',
        [planId],
      );
      return Object.fromEntries(rows.map((r) => [r.device_id, r.n]));
    },
  };
}
