-- 设备可靠性 (docs/reliability.md): the failures of a range are the repair orders counting downtime of the scope's
-- devices, and each one's fault start reads the alarms it was raised from; these indexes keep the statements of
-- server/src/modules/reliability/repository.ts off the whole order and alarm tables.
CREATE INDEX wo_task_downtime ON wo_task (device_id) WHERE is_statistics = 1 AND kind IN ('fix', 'planFix');
CREATE INDEX alarm_record_task ON alarm_record (task_id) WHERE task_id IS NOT NULL;
-- Only acceptances passed after the range's begin can end a failure in it.
CREATE INDEX wo_accept_passed ON wo_accept (accept_time, task_id) WHERE accept_result = 1;
-- PM compliance counts plan-made orders by their due time.
CREATE INDEX wo_task_plan_due ON wo_task (factory_id, due_time) WHERE plan_id IS NOT NULL;

-- 设备可靠性 (dir 308, page 3081 and its query button) joins 设备工单 (menu 3) on a demo database seeded before it,
-- granted to the roles holding the rest of 设备工单 (the admin role holds every code). A database without the demo
-- menus gets no rows.
INSERT INTO sys_menu (menu_id, parent_id, menu_name, path, component, perms, menu_type, icon, keep_alive, order_num)
SELECT v.id, v.parent, v.name, v.path, v.component, v.perms, v.type, v.icon, v.type = 'C', v.ord
  FROM (VALUES (308, 3, '设备可靠性', '/', 'Layout', '', 'M', 'dashboard', 8),
               (3081, 308, '设备可靠性', 'DeviceReliability', 'Reliability/DeviceReliability/index',
                'base:reliability:query', 'C', '', 1),
               (30811, 3081, '可靠性查询', '', '', 'base:reliability:query', 'F', '', 1))
       AS v (id, parent, name, path, component, perms, type, icon, ord)
 WHERE EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = 3)
   AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = v.id);

INSERT INTO sys_role_menu (role_id, menu_id)
SELECT r.role_id, m.menu_id
  FROM sys_role r
  JOIN sys_menu m ON m.menu_id IN (308, 3081, 30811)
 WHERE r.role_key IN ('admin', 'supervisor', 'operator')
ON CONFLICT DO NOTHING;
