-- The 文件管理 page (docs/architecture.md §3 "Files"): on a demo database seeded before it, the page joins 系统管理
-- (menu 601) as its seed now has it, with its button; the admin role holds every code, so no grant is needed. A
-- database without the demo menus gets no rows: its administrators add the page.
INSERT INTO sys_menu (menu_id, parent_id, menu_name, path, component, perms, menu_type, keep_alive, order_num)
SELECT v.id, v.parent, v.name, v.path, v.component, 'system:file:list', v.type, v.type = 'C', v.ord
  FROM (VALUES (6015, 601, '文件管理', 'File', 'system/file/index', 'C', 5),
               (60151, 6015, '文件查询', '', '', 'F', 1)) AS v (id, parent, name, path, component, type, ord)
 WHERE EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = 601)
   AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = v.id);

-- The orphan sweep and the file list ask of every file whether a device's photo is it; deleting a file also looks
-- for devices holding it (ON DELETE SET NULL). Without an index both read every device.
CREATE INDEX wo_device_photo ON wo_device (photo_file_id) WHERE photo_file_id IS NOT NULL;
