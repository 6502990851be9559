-- 告警中心 → 告警规则 (docs/alarms.md "Rules"): an administrator edits the priority rules (alarm_priority_rule,
-- migration 031), the longest shelve and the two escalation times (sys_config, migrations 031 and 033) on one page,
-- saved together as one record under one version (docs/concurrency.md): this single row holds that version and who
-- saved last, when.
CREATE TABLE alarm_settings (
  id          smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version     integer NOT NULL DEFAULT 0,
  update_by   integer REFERENCES sys_user (user_id) ON DELETE SET NULL,
  update_time timestamptz
);
INSERT INTO alarm_settings (id) VALUES (1);

-- A meter-data, offline or no-data alarm is a meter's, never a device's (contract/alarm-rules ALARM_RULE_PAIRS): the
-- rules the page cannot show go, so the table holds only what an administrator sees and edits.
DELETE FROM alarm_priority_rule WHERE device_type = 3 AND kind IN (3, 4, 5);

-- The page and its buttons join 告警中心 (menu 305, migration 032) as the seed now has them. Its write code was a button
-- of 字典管理 (60136, migration 031): a role granted that button gets the page instead, then the button goes. The demo
-- roles get neither (the admin role holds every code). A database without the demo menus gets no rows.
INSERT INTO sys_menu (menu_id, parent_id, menu_name, path, component, perms, menu_type, icon, keep_alive, order_num)
SELECT v.id, v.parent, v.name, v.path, v.component, v.perms, v.type, '', v.type = 'C', v.ord
  FROM (VALUES (3053, 305, '告警规则', 'AlarmRules', 'AlarmCenter/AlarmRules/index', 'system:alarm:settingsQuery', 'C', 3),
               (30531, 3053, '告警规则查询', '', '', 'system:alarm:settingsQuery', 'F', 1),
               (30532, 3053, '告警规则修改', '', '', 'system:alarm:settings', 'F', 2))
       AS v (id, parent, name, path, component, perms, type, ord)
 WHERE EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = 305)
   AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = v.id);

INSERT INTO sys_role_menu (role_id, menu_id)
SELECT rm.role_id, m.menu_id
  FROM sys_role_menu rm
  JOIN sys_menu m ON m.menu_id IN (305, 3053, 30531, 30532)
 WHERE rm.menu_id = 60136
ON CONFLICT DO NOTHING;

DELETE FROM sys_menu WHERE menu_id = 60136 AND perms = 'system:alarm:settings';
