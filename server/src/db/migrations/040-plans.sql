-- 保养计划 / 巡检计划 (docs/plans.md): a plan makes maintenance or inspection orders for its device by the calendar,
-- by the device's meter, or by both (whichever comes first). interval_days predates the calendar units: it now
-- counts cycle_unit units (a plan of before, or an insert naming no unit, is 'day'). A meter-only plan has no
-- calendar: interval_days and next_run are NULL. meter_base is the register value the meter's count started from; the scheduler claims a due plan by
-- moving next_run and meter_base from the values it read (server/src/modules/work-order/plan-scheduler.ts).
ALTER TABLE wo_maint_plan
  ALTER COLUMN interval_days DROP NOT NULL,
  ALTER COLUMN next_run DROP NOT NULL,
  ADD COLUMN kind        varchar(8) NOT NULL DEFAULT 'maint' CHECK (kind IN ('maint', 'inspect')),
  ADD COLUMN cycle_unit  varchar(8) DEFAULT 'day' CHECK (cycle_unit IN ('day', 'week', 'month', 'quarter', 'year')),
  ADD COLUMN meter_id    integer REFERENCES alarm_meter (meter_id) ON DELETE SET NULL,
  ADD COLUMN meter_every numeric(14, 3) CHECK (meter_every > 0),
  ADD COLUMN meter_base  numeric(16, 3),
  ADD COLUMN lead_days   integer NOT NULL DEFAULT 0 CHECK (lead_days BETWEEN 0 AND 30),
  -- CheckItemTemplate[] of contract/maint-plan: what an inspection order's check items are made from
  ADD COLUMN checklist   jsonb NOT NULL DEFAULT '[]',
  -- the parts to prepare, written into each order's remark
  ADD COLUMN parts       varchar(100) NOT NULL DEFAULT '',
  ADD COLUMN version     integer NOT NULL DEFAULT 0,
  ADD COLUMN update_by   integer REFERENCES sys_user (user_id) ON DELETE SET NULL,
  ADD COLUMN update_time timestamptz;
ALTER TABLE wo_maint_plan
  ADD CONSTRAINT wo_maint_plan_calendar CHECK ((cycle_unit IS NULL) = (interval_days IS NULL)
                                               AND (cycle_unit IS NULL) = (next_run IS NULL)),
  -- a meter deleted from the ledger leaves its step behind (ON DELETE SET NULL): the plan then counts nothing until
  -- an edit gives it another meter or a calendar
  ADD CONSTRAINT wo_maint_plan_meter CHECK (meter_id IS NULL OR meter_every IS NOT NULL),
  ADD CONSTRAINT wo_maint_plan_schedule CHECK (cycle_unit IS NOT NULL OR meter_every IS NOT NULL);
CREATE INDEX wo_maint_plan_factory ON wo_maint_plan (factory_id, kind);
-- The orders a plan made (the page lists them with the plan).
CREATE INDEX wo_task_plan ON wo_task (plan_id) WHERE plan_id IS NOT NULL;

-- 计划管理 (dir 307) with its two pages and their buttons joins 设备工单 (menu 3) on a demo database seeded before it,
-- granted to the supervisor role (the admin role holds every code). A database without the demo menus gets no rows.
INSERT INTO sys_menu (menu_id, parent_id, menu_name, path, component, perms, menu_type, icon, keep_alive, order_num)
SELECT v.id, v.parent, v.name, v.path, v.component, v.perms, v.type, v.icon, v.type = 'C', v.ord
  FROM (VALUES (307, 3, '计划管理', '/PlanManagement', 'Layout', '', 'M', 'plan', 7),
               (3071, 307, '保养计划', 'MaintenancePlans', 'PlanManagement/MaintenancePlans/index', 'base:plan:list', 'C', '', 1),
               (30711, 3071, '计划查询', '', '', 'base:plan:list', 'F', '', 1),
               (30712, 3071, '计划新增', '', '', 'base:plan:add', 'F', '', 2),
               (30713, 3071, '计划修改', '', '', 'base:plan:edit', 'F', '', 3),
               (30714, 3071, '计划删除', '', '', 'base:plan:remove', 'F', '', 4),
               (3072, 307, '巡检计划', 'InspectionPlans', 'PlanManagement/InspectionPlans/index', 'base:plan:list', 'C', '', 2),
               (30721, 3072, '计划查询', '', '', 'base:plan:list', 'F', '', 1),
               (30722, 3072, '计划新增', '', '', 'base:plan:add', 'F', '', 2),
               (30723, 3072, '计划修改', '', '', 'base:plan:edit', 'F', '', 3),
               (30724, 3072, '计划删除', '', '', 'base:plan:remove', 'F', '', 4))
       AS v (id, parent, name, path, component, perms, type, icon, ord)
 WHERE EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = 3)
   AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = v.id);

INSERT INTO sys_role_menu (role_id, menu_id)
SELECT r.role_id, m.menu_id
  FROM sys_role r
  JOIN sys_menu m ON m.menu_id IN (307, 3071, 30711, 30712, 30713, 30714, 3072, 30721, 30722, 30723, 30724)
 WHERE r.role_key IN ('admin', 'supervisor')
ON CONFLICT DO NOTHING;
