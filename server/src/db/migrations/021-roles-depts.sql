-- 角色管理 and 部门管理 (docs/administration.md).

-- A role's data scope (docs/architecture.md §3 "Access and scope"): '1' every factory, '2' the factories the user is
-- bound to (what every role did before, hence the default), '3' the areas and factories chosen in sys_role_area (an
-- area stands for every factory under it, now and later). A user sees the union over their enabled roles.
ALTER TABLE sys_role ADD COLUMN data_scope char(1) NOT NULL DEFAULT '2' CHECK (data_scope IN ('1', '2', '3'));
UPDATE sys_role SET data_scope = '1' WHERE role_key = 'admin';

-- Areas and factories alike: both are sys_area nodes, so one table and one cascade when a node is deleted.
CREATE TABLE sys_role_area (
  role_id  integer NOT NULL REFERENCES sys_role (role_id) ON DELETE CASCADE,
  area_id  integer NOT NULL REFERENCES sys_area (id) ON DELETE CASCADE,
  PRIMARY KEY (role_id, area_id)
);
CREATE INDEX sys_role_area_area ON sys_role_area (area_id);
-- Deleting a role counts its holders; the primary key starts with the user.
CREATE INDEX sys_user_role_role ON sys_user_role (role_id);

-- The session cache keeps each user's factory scope (migration 015): a chosen set changing, or the tree under a
-- chosen area (a factory added, moved or removed), changes it for every holder. Renaming a node changes no scope.
CREATE TRIGGER sys_role_area_auth_notify AFTER INSERT OR UPDATE OR DELETE ON sys_role_area
  FOR EACH STATEMENT EXECUTE FUNCTION woms_auth_notify_all();
CREATE TRIGGER sys_area_auth_notify AFTER INSERT OR DELETE OR UPDATE OF parent_id, type ON sys_area
  FOR EACH STATEMENT EXECUTE FUNCTION woms_auth_notify_all();

-- On a demo database seeded before them, the two pages join 系统管理 (menu 601) as the seed now has them, with their
-- buttons (migration 020's way); the admin role holds every code, so no grant is needed.
INSERT INTO sys_menu (menu_id, parent_id, menu_name, path, component, perms, menu_type, keep_alive, order_num)
SELECT v.id, v.parent, v.name, v.path, v.component, v.perms, v.type, v.type = 'C', v.ord
  FROM (VALUES (6016, 601, '角色管理', 'Role', 'system/role/index', 'system:role:list', 'C', 6),
               (60161, 6016, '角色查询', '', '', 'system:role:list', 'F', 1),
               (60162, 6016, '角色新增', '', '', 'system:role:add', 'F', 2),
               (60163, 6016, '角色修改', '', '', 'system:role:edit', 'F', 3),
               (60164, 6016, '角色删除', '', '', 'system:role:remove', 'F', 4),
               (6018, 601, '部门管理', 'Dept', 'system/dept/index', 'system:dept:list', 'C', 8),
               (60181, 6018, '部门查询', '', '', 'system:dept:list', 'F', 1),
               (60182, 6018, '部门新增', '', '', 'system:dept:add', 'F', 2),
               (60183, 6018, '部门修改', '', '', 'system:dept:edit', 'F', 3),
               (60184, 6018, '部门删除', '', '', 'system:dept:remove', 'F', 4))
       AS v (id, parent, name, path, component, perms, type, ord)
 WHERE EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = 601)
   AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = v.id);
