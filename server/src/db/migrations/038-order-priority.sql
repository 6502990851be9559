-- Priorities and due times of work orders (docs/work-order-lifecycle.md "Priority and due time"). Every order has a
-- priority (1 紧急, 2 高, 3 中, 4 低: the alarm priorities' numbers); each priority a response target (report to
-- dispatch) and a completion target (report to handling), which an administrator edits as one record under one
-- version (docs/concurrency.md). An order keeps the two times its targets gave when it was reported (or re-prioritised
-- at dispatch), so a later edit of the targets moves no existing order.
CREATE TABLE wo_priority_target (
  priority      smallint PRIMARY KEY CHECK (priority BETWEEN 1 AND 4),
  response_min  integer NOT NULL CHECK (response_min > 0),
  complete_min  integer NOT NULL CHECK (complete_min > 0)
);
INSERT INTO wo_priority_target (priority, response_min, complete_min) VALUES
  (1, 30, 240),
  (2, 120, 1440),
  (3, 480, 4320),
  (4, 1440, 10080);

-- The record's version row, with the urge ladder's interval between rungs (minutes).
CREATE TABLE wo_priority_settings (
  id                  smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  urge_interval_min   integer NOT NULL DEFAULT 120 CHECK (urge_interval_min > 0),
  version             integer NOT NULL DEFAULT 0,
  update_by           integer REFERENCES sys_user (user_id) ON DELETE SET NULL,
  update_time         timestamptz
);
INSERT INTO wo_priority_settings (id) VALUES (1);

-- urged_rung: the highest rung of the overdue ladder sent (0 none, 1 executor, 2 dispatcher, 3 supervisors), claimed
-- by one UPDATE so that each rung goes once across instances (work-order/urge-repository.ts).
ALTER TABLE wo_task
  ADD COLUMN priority smallint NOT NULL DEFAULT 3 CHECK (priority BETWEEN 1 AND 4),
  ADD COLUMN response_due timestamptz,
  ADD COLUMN due_time timestamptz,
  ADD COLUMN urged_rung smallint NOT NULL DEFAULT 0 CHECK (urged_rung BETWEEN 0 AND 3);

-- Existing orders: 中, unless raised from an alarm (its priority); their times from the report time and the targets,
-- or the planned time a dispatcher gave. Old open orders are thus overdue as they would have been.
UPDATE wo_task t SET priority = a.priority
  FROM alarm_record a
 WHERE a.task_id = t.task_id AND a.priority BETWEEN 1 AND 4;
UPDATE wo_task t
   SET response_due = t.report_time + make_interval(mins => p.response_min),
       due_time = CASE WHEN t.distribute_by IS NOT NULL AND t.exec_time IS NOT NULL THEN t.exec_time
                       ELSE t.report_time + make_interval(mins => p.complete_min) END
  FROM wo_priority_target p
 WHERE p.priority = t.priority;

-- The ladder's job looks for open orders by their due time.
CREATE INDEX wo_task_due ON wo_task (due_time) WHERE status IN (0, 1);

-- The targets' two codes are buttons of 维修审核 (menu 3021, under 工单审核) as the seed now has them, so that a role
-- can be granted them; only the admin role holds them by default. A database without the demo menus gets no rows.
INSERT INTO sys_menu (menu_id, parent_id, menu_name, perms, menu_type, keep_alive, order_num)
SELECT v.id, 3021, v.name, v.perms, 'F', false, v.ord
  FROM (VALUES (30212, '时限查询', 'system:woPriority:query', 2),
               (30213, '时限设置', 'system:woPriority:edit', 3)) AS v (id, name, perms, ord)
 WHERE EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = 3021)
   AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = v.id);
