/**
 * Route bases of the work-order reads. Their scope rules (docs/architecture.md §3): a factory named in the request
 * passes the shared factoryGate (404 工厂不存在, 403 没有权限访问该工厂); an order outside the scope is
 * answered like a missing one (404 工单不存在), so nobody learns that it exists.
 */
export const WO_BASE = '/api/system/base/workOrder';
export const TASK_BASE = '/api/system/base/task';
