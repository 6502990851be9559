-- The alarm panel's writes get codes of their own (docs/architecture.md §3 "Alarms"): releasing alarms was open to
-- every signed-in user, and raising a repair order from an alarm took the repair code. On a demo database seeded
-- before them, the two buttons join the 维修工单 page (menu 3011) as its seed now has them, and every role that may
-- handle repair orders there (its 维修处理 button, 30111) gets both. A database without the demo menus gets no rows:
-- its administrators grant the codes (the admin role holds every code).
INSERT INTO sys_menu (menu_id, parent_id, menu_name, perms, menu_type, keep_alive, order_num)
SELECT v.id, 3011, v.name, v.perms, 'F', false, v.ord
  FROM (VALUES (30113, '告警解除', 'system:alarm:release', 3),
               (30114, '告警转工单', 'system:alarm:order', 4)) AS v (id, name, perms, ord)
 WHERE EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = 3011)
   AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = v.id);

INSERT INTO sys_role_menu (role_id, menu_id)
SELECT rm.role_id, m.menu_id
  FROM sys_role_menu rm
  JOIN sys_menu m ON m.menu_id IN (30113, 30114)
 WHERE rm.menu_id = 30111
ON CONFLICT DO NOTHING;
