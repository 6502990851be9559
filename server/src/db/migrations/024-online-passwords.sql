-- 在线用户 and the first-sign-in password change (docs/administration.md "在线用户", "Passwords").

-- What the online list shows of a sign-in: the browser's user agent at sign-in, when it was last seen (written at most
-- about once a minute per session, docs/administration.md "在线用户"), and why it was revoked ('forced': an
-- administrator's 强退), which the revoked token's next request is told.
ALTER TABLE auth_login
  ADD COLUMN user_agent varchar(400) NOT NULL DEFAULT '',
  ADD COLUMN last_seen_at timestamptz,
  ADD COLUMN revoke_reason varchar(16);
UPDATE auth_login SET last_seen_at = created_at;
-- The online list reads the sign-ins not revoked, newest first.
CREATE INDEX auth_login_live ON auth_login (created_at DESC) WHERE revoked_at IS NULL;

-- Only what can end or move a sign-in concerns the session cache (migration 015); a last-seen write must not drop
-- the session it was written for on every instance.
DROP TRIGGER auth_login_auth_notify ON auth_login;
CREATE TRIGGER auth_login_auth_notify AFTER UPDATE OF revoked_at, refresh_expires_at, user_id OR DELETE ON auth_login
  FOR EACH ROW EXECUTE FUNCTION woms_auth_notify_login();

-- Set when an administrator adds the user or resets the password, cleared by the user's own change: the console asks
-- for a new password before anything else (docs/administration.md "Passwords"). Existing users are not flagged.
ALTER TABLE sys_user ADD COLUMN pwd_change_required boolean NOT NULL DEFAULT false;

-- The page and its buttons on a demo database seeded before them, last under 系统管理 (menu 601); the admin role
-- holds every code. A database without the demo menus gets no rows: its administrators add the page.
INSERT INTO sys_menu (menu_id, parent_id, menu_name, path, component, perms, menu_type, keep_alive, order_num)
SELECT v.id, v.parent, v.name, v.path, v.component, v.perms, v.type, v.type = 'C',
       CASE WHEN v.type = 'C' THEN (SELECT coalesce(max(order_num), 0) + 1 FROM sys_menu WHERE parent_id = 601)
            ELSE v.ord END
  FROM (VALUES (6021, 601, '在线用户', 'Online', 'monitor/online/index', 'monitor:online:list', 'C', 0),
               (60211, 6021, '在线查询', '', '', 'monitor:online:list', 'F', 1),
               (60212, 6021, '强退', '', '', 'monitor:online:forceLogout', 'F', 2))
       AS v (id, parent, name, path, component, perms, type, ord)
 WHERE EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = 601)
   AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = v.id)
 ORDER BY v.id;
