-- The sign-in throttle counts per account and address pair, per address and per account (docs/architecture.md §3
-- "Sign-in throttle"); each counter says what it counts, so administrators can list and lift them. The old
-- counters (per account, per address) are dropped: they only ever hold the last 15 minutes.
DELETE FROM login_attempt;
ALTER TABLE login_attempt
  ADD COLUMN kind    varchar(8)  NOT NULL CHECK (kind IN ('pair', 'address', 'account')),
  ADD COLUMN account varchar(64),
  ADD COLUMN address varchar(64);
-- Counters a day past their window are swept a few at a time, oldest first.
CREATE INDEX login_attempt_window ON login_attempt (window_start);

-- Where each account signed in from lately: such an address is never paced by failures from elsewhere.
CREATE TABLE login_known_address (
  account       varchar(64) NOT NULL,
  address       varchar(64) NOT NULL,
  last_success  timestamptz NOT NULL,
  PRIMARY KEY (account, address)
);

-- The 登录锁定 page under 系统管理 (menu 601) on a demo database seeded before it; the admin role holds every code.
INSERT INTO sys_menu (menu_id, parent_id, menu_name, path, component, perms, menu_type, keep_alive, order_num)
SELECT 6014, 601, '登录锁定', 'LoginLock', 'system/loginLock/index', 'monitor:logininfor:list', 'C', true, 4
 WHERE EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = 601)
   AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = 6014);
INSERT INTO sys_menu (menu_id, parent_id, menu_name, perms, menu_type, keep_alive, order_num)
SELECT 60141, 6014, '解除锁定', 'monitor:logininfor:unlock', 'F', false, 1
 WHERE EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = 6014)
   AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = 60141);
