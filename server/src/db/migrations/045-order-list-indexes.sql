-- The work-order lists, the to-do tab and home at a utility's million orders (docs/work-order-lifecycle.md "Lists at
-- a million orders", measured by bench/utility-orders.mjs).

-- A kind's list across every factory (an administrator, a supervisor of several plants), newest report first with
-- task_id breaking ties: read in the list's order, with what the scope and the device keyword look at (the factory, the
-- device, the name an order without a device was raised under), so a page's ids and its count come from the index
-- alone. One factory's lists keep wo_task_list (kind, factory_id, status, report_time).
CREATE INDEX wo_task_kind_status ON wo_task (kind, status, report_time DESC, task_id DESC)
  INCLUDE (factory_id, device_id, source_name);
-- The same for the lists of every kind (the acceptance pages and their history, the copy-to list).
CREATE INDEX wo_task_status_time ON wo_task (status, report_time DESC, task_id DESC)
  INCLUDE (factory_id, device_id, source_name);

-- Orders not closed (9 is WO_STATUS.CLOSED) are few beside five years of closed ones: who executes or accepts them
-- (home's 我的工单 and the lists' myOrders, my-orders-rule.ts) and which device they are of (the device ledger's
-- open-order count).
CREATE INDEX wo_task_open_exec ON wo_task (exec_by) WHERE status <> 9;
CREATE INDEX wo_task_open_accept ON wo_task (accept_by) WHERE status <> 9;
CREATE INDEX wo_task_open_device ON wo_task (device_id) WHERE status <> 9;

-- Whether a to-do is open asks its order for the version it was sent at, unless closed (todo-rule.ts OPEN_TODO): a
-- user's to-dos are mostly of closed orders, which this index of the open ones answers without reading the table.
CREATE INDEX wo_task_open_version ON wo_task (task_id, version) WHERE status <> 9;
