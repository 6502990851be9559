-- 操作日志 and 登录日志 (docs/administration.md): every write through the API and every sign-in event, written in
-- batches off the request path. No foreign key to sys_user: a log row outlives the user it names.
CREATE TABLE sys_oper_log (
  oper_id         bigserial PRIMARY KEY,
  -- the route's module (its first OpenAPI tag) and what the write did
  title           varchar(32) NOT NULL,
  business_type   varchar(8) NOT NULL CHECK (business_type IN ('add', 'edit', 'delete', 'export', 'other')),
  request_method  varchar(8) NOT NULL,
  -- the route pattern (/api/system/user/:id), never the path with its values
  oper_url        varchar(255) NOT NULL,
  target_id       varchar(64),
  oper_user_id    integer,
  oper_name       varchar(64) NOT NULL DEFAULT '',
  oper_ip         varchar(64) NOT NULL DEFAULT '',
  -- the query and body, secrets redacted, cut to about 2 kB
  oper_param      text NOT NULL DEFAULT '',
  http_status     smallint NOT NULL,
  result_code     integer,
  -- '0' success (2xx with code 200 or no envelope), '1' failure
  status          char(1) NOT NULL CHECK (status IN ('0', '1')),
  error_msg       varchar(500) NOT NULL DEFAULT '',
  cost_time       integer NOT NULL,
  oper_time       timestamptz NOT NULL
);
-- The list's first page, newest first, at a million rows (docs/administration.md "操作日志"): each filter the page
-- offers has an index in the list's order, so the page and its count read an index, never the table.
CREATE INDEX sys_oper_log_time ON sys_oper_log (oper_time DESC, oper_id DESC);
CREATE INDEX sys_oper_log_user ON sys_oper_log (lower(oper_name), oper_time DESC, oper_id DESC);
CREATE INDEX sys_oper_log_title ON sys_oper_log (title, oper_time DESC, oper_id DESC);
CREATE INDEX sys_oper_log_status ON sys_oper_log (status, oper_time DESC, oper_id DESC);

CREATE TABLE sys_logininfor (
  info_id         bigserial PRIMARY KEY,
  user_name       varchar(64) NOT NULL DEFAULT '',
  -- login, refresh, logout
  event           varchar(8) NOT NULL CHECK (event IN ('login', 'refresh', 'logout')),
  status          char(1) NOT NULL CHECK (status IN ('0', '1')),
  -- success, badCredentials, disabled, captcha, locked, client, refreshInvalid, badRequest, error
  reason          varchar(16) NOT NULL,
  msg             varchar(255) NOT NULL DEFAULT '',
  ipaddr          varchar(64) NOT NULL DEFAULT '',
  browser         varchar(50) NOT NULL DEFAULT '',
  os              varchar(50) NOT NULL DEFAULT '',
  login_time      timestamptz NOT NULL
);
CREATE INDEX sys_logininfor_time ON sys_logininfor (login_time DESC, info_id DESC);
CREATE INDEX sys_logininfor_user ON sys_logininfor (lower(user_name), login_time DESC, info_id DESC);
CREATE INDEX sys_logininfor_status ON sys_logininfor (status, login_time DESC, info_id DESC);

-- Settings an administrator changes at run time, one row each, shared by every instance.
CREATE TABLE sys_config (
  config_key    varchar(64) PRIMARY KEY,
  config_value  varchar(500) NOT NULL,
  update_time   timestamptz NOT NULL DEFAULT now()
);
-- How many days both logs keep (the cleaner deletes older rows).
INSERT INTO sys_config (config_key, config_value) VALUES ('sys.log.retentionDays', '180');

-- The two pages under 系统管理 (menu 601) with their buttons on a demo database seeded before them, as the seed now
-- has them; the admin role holds every code. A database without the demo menus gets no rows.
INSERT INTO sys_menu (menu_id, parent_id, menu_name, path, component, perms, menu_type, keep_alive, order_num)
SELECT v.id, v.parent, v.name, v.path, v.component, v.perms, v.type, v.type = 'C', v.ord
  FROM (VALUES (6019, 601, '操作日志', 'Operlog', 'monitor/operlog/index', 'monitor:operlog:list', 'C', 9),
               (60191, 6019, '操作查询', '', '', 'monitor:operlog:query', 'F', 1),
               (60192, 6019, '日志导出', '', '', 'monitor:operlog:export', 'F', 2),
               (60193, 6019, '日志清理', '', '', 'monitor:operlog:remove', 'F', 3),
               (60194, 6019, '保留设置', '', '', 'monitor:operlog:edit', 'F', 4),
               (6020, 601, '登录日志', 'Logininfor', 'monitor/logininfor/index', 'monitor:logininfor:list', 'C', 10),
               (60201, 6020, '日志导出', '', '', 'monitor:logininfor:export', 'F', 1),
               (60202, 6020, '账户解锁', '', '', 'monitor:logininfor:unlock', 'F', 2))
       AS v (id, parent, name, path, component, perms, type, ord)
 WHERE EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = 601)
   AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = v.id);
