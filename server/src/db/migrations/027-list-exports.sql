-- The list pages' .xlsx exports (docs/secure-space.md "Exports") get an export code each. On a demo database seeded
-- before them, each export button joins its page as the seed now has it, and every role that reads the page's list
-- (its query button) gets it; the ledgers' exports go, as in the seed, to the roles that may change the ledger (its
-- 修改 button), since the seed keeps the ledgers read-only for the others. A database without the demo menus gets no
-- rows: its administrators grant the codes (the admin role holds every code).
INSERT INTO sys_menu (menu_id, parent_id, menu_name, perms, menu_type, keep_alive, order_num)
SELECT v.id, v.parent, v.name, v.perms, 'F', false, v.ord
  FROM (VALUES (10115, 1011, '设备导出', 'asset:device:export', 5),
               (10125, 1012, '仪表导出', 'asset:meter:export', 5),
               (30115, 3011, '维修导出', 'system:fix:export', 5),
               (30123, 3012, '巡检导出', 'system:inspect:export', 3),
               (30133, 3013, '保养导出', 'system:maintain:export', 3),
               (30143, 3014, '验收导出', 'base:task:accept:export', 3),
               (30413, 3041, '排查导出', 'system:planFix:export', 3)) AS v (id, parent, name, perms, ord)
 WHERE EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = v.parent)
   AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = v.id);

INSERT INTO sys_role_menu (role_id, menu_id)
SELECT rm.role_id, g.export_id
  FROM (VALUES (10115, 10113), (10125, 10123), (30115, 30112), (30123, 30122), (30133, 30132), (30143, 30142),
               (30413, 30411)) AS g (export_id, granted_by)
  JOIN sys_role_menu rm ON rm.menu_id = g.granted_by
 WHERE EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = g.export_id)
ON CONFLICT DO NOTHING;
