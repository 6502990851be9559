-- The report approval pages (日报审批 2012, 周报审批 2022) export their list as .xlsx (docs/secure-space.md "Exports"),
-- each with an export code of its own. On a demo database seeded before, the export button joins its page as the seed
-- now has it, and every role holding the page's approval button gets it, as migration 027 did for the other lists. A
-- database without the demo menus gets no rows: its administrators grant the codes (the admin role holds every code).
INSERT INTO sys_menu (menu_id, parent_id, menu_name, perms, menu_type, keep_alive, order_num)
SELECT v.id, v.parent, v.name, v.perms, 'F', false, v.ord
  FROM (VALUES (20122, 2012, '日报审批导出', 'om:daily:approval:export', 2),
               (20222, 2022, '周报审批导出', 'om:weekly:approval:export', 2)) AS v (id, parent, name, perms, ord)
 WHERE EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = v.parent)
   AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = v.id);

INSERT INTO sys_role_menu (role_id, menu_id)
SELECT rm.role_id, g.export_id
  FROM (VALUES (20122, 20121), (20222, 20221)) AS g (export_id, granted_by)
  JOIN sys_role_menu rm ON rm.menu_id = g.granted_by
 WHERE EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = g.export_id)
ON CONFLICT DO NOTHING;
