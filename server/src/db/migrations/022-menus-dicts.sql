-- 菜单管理 and the editable 字典管理 (docs/administration.md).
--
-- A menu's activeMenu (docs/requirements.md §3 route meta): the side-menu item lit while a hidden page is shown.
ALTER TABLE sys_menu ADD COLUMN active_menu varchar(200) NOT NULL DEFAULT '';

-- Menus added by administrators take ids from a sequence far above the seeded ones (the demo tree's ids are fixed and
-- below 2,000,000), so that two instances adding at once never pick the same id.
CREATE SEQUENCE sys_menu_id_seq START 10000000;
ALTER TABLE sys_menu ALTER COLUMN menu_id SET DEFAULT nextval('sys_menu_id_seq');
ALTER SEQUENCE sys_menu_id_seq OWNED BY sys_menu.menu_id;

-- The 菜单管理 page joins 系统管理 (menu 601) on a demo database seeded before it, as its seed now has it, with its
-- buttons; the admin role holds every code, so no grant is needed. A database without the demo menus gets no rows.
INSERT INTO sys_menu (menu_id, parent_id, menu_name, path, component, perms, menu_type, keep_alive, order_num)
SELECT v.id, v.parent, v.name, v.path, v.component, v.perms, v.type, v.type = 'C', v.ord
  FROM (VALUES (6017, 601, '菜单管理', 'Menu', 'system/menu/index', 'system:menu:list', 'C', 7),
               (60171, 6017, '菜单查询', '', '', 'system:menu:list', 'F', 1),
               (60172, 6017, '菜单新增', '', '', 'system:menu:add', 'F', 2),
               (60173, 6017, '菜单修改', '', '', 'system:menu:edit', 'F', 3),
               (60174, 6017, '菜单删除', '', '', 'system:menu:remove', 'F', 4))
       AS v (id, parent, name, path, component, perms, type, ord)
 WHERE EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = 601)
   AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = v.id);

-- A dictionary type may be renamed: its entries follow it.
ALTER TABLE sys_dict_data DROP CONSTRAINT sys_dict_data_dict_type_fkey;
ALTER TABLE sys_dict_data ADD CONSTRAINT sys_dict_data_dict_type_fkey
  FOREIGN KEY (dict_type) REFERENCES sys_dict_type (dict_type) ON DELETE CASCADE ON UPDATE CASCADE;

-- The entries the console and the server read by value (the types named in contract/dict DICT_TYPE) are built in:
-- they cannot be deleted, disabled or change value; entries administrators add are not. The seed marks its own; this
-- marks those of a database seeded before (the list is checked against DICT_TYPE by tests/server/menu-admin.test.ts).
ALTER TABLE sys_dict_data ADD COLUMN builtin boolean NOT NULL DEFAULT false;
UPDATE sys_dict_data SET builtin = true
 WHERE dict_type IN ('sys_id_type', 'oms_voice_time_interval', 'sys_user_sex', 'sys_normal_disable',
                     'oms_report_source', 'oms_fix_type', 'oms_handle_result', 'oms_accept_result', 'oms_asset_type',
                     'oms_device_status', 'oms_process_type', 'oms_process_unit_kind');
