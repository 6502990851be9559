-- 告警中心 → 告警记录 and 告警分析 (docs/alarms.md "Journal", "Analysis"): on a demo database seeded before it, the
-- directory, its pages and buttons join 设备工单 (menu 3) as the seed now has them, granted to every role that may read the journal (30118,
-- migration 031). A database without the demo menus gets no rows: its administrators add the page.
INSERT INTO sys_menu (menu_id, parent_id, menu_name, path, component, perms, menu_type, icon, keep_alive, order_num)
SELECT v.id, v.parent, v.name, v.path, v.component, v.perms, v.type, v.icon, v.type = 'C', v.ord
  FROM (VALUES (305, 3, '告警中心', '/AlarmCenter', 'Layout', '', 'M', 'alarm', 5),
               (3051, 305, '告警记录', 'AlarmJournal', 'AlarmCenter/AlarmJournal/index', 'system:alarm:journal', 'C', '', 1),
               (30511, 3051, '告警记录查询', '', '', 'system:alarm:journal', 'F', '', 1),
               (30512, 3051, '告警记录导出', '', '', 'system:alarm:journalExport', 'F', '', 2),
               (3052, 305, '告警分析', 'AlarmAnalysis', 'AlarmCenter/AlarmAnalysis/index', 'system:alarm:analysis', 'C', '', 2),
               (30521, 3052, '告警分析查询', '', '', 'system:alarm:analysis', 'F', '', 1))
       AS v (id, parent, name, path, component, perms, type, icon, ord)
 WHERE EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = 3)
   AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = v.id);

INSERT INTO sys_role_menu (role_id, menu_id)
SELECT rm.role_id, m.menu_id
  FROM sys_role_menu rm
  JOIN sys_menu m ON m.menu_id IN (305, 3051, 30511, 30512, 3052, 30521)
 WHERE rm.menu_id = 30118
ON CONFLICT DO NOTHING;
