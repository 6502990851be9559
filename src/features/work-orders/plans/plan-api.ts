/** Calls of 保养计划 / 巡检计划 (docs/plans.md), all through the one client. */
import type { DataResult, PageResult, Reply } from '@contract/common';
import type { PlanAddBody, PlanEditBody, PlanListQuery, PlanMeter, PlanRow } from '@contract/maint-plan';
import { del, get, post, put } from '@/shared/api';

const BASE = '/system/base/plan';

/** A page of one kind's list: the page adds its kind to the factory list's query. */
export type PlanQuery = Omit<PlanListQuery, 'kind'> & { pageNum: number; pageSize: number };

export const fetchPlans = (kind: PlanListQuery['kind'], query: PlanQuery) =>
  get<PageResult<PlanRow>>(`${BASE}/list`, { ...query, kind });

export async function fetchPlanMeters(factoryId: number): Promise<PlanMeter[]> {
  return (await get<DataResult<PlanMeter[]>>(`${BASE}/meters`, { factoryId })).data;
}

export const addPlan = (body: PlanAddBody) => post<Reply>(BASE, body);
export const editPlan = (body: PlanEditBody) => put<Reply>(BASE, body);
export const setPlanEnabled = (planId: number, enabled: boolean) =>
  put<Reply>(`${BASE}/changeStatus`, { planId, enabled });
export const removePlan = (planId: number) => del<Reply>(`${BASE}/${planId}`);
