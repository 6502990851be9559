-- Uploaded avatars, favourite menus and task messages (docs/requirements.md §3 "Message", §5 avatar upload, §7).

-- One picture per user, kept in the database so that every server instance serves it (docs/architecture.md §1).
CREATE TABLE sys_user_avatar (
  user_id       integer PRIMARY KEY REFERENCES sys_user (user_id) ON DELETE CASCADE,
  content_type  varchar(20) NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  data          bytea NOT NULL,
  -- upload time in ms: part of the served URL, so a cached old picture is never shown after a change
  version       bigint NOT NULL
);

CREATE TABLE sys_user_favorite (
  fav_id       serial PRIMARY KEY,
  user_id      integer NOT NULL REFERENCES sys_user (user_id) ON DELETE CASCADE,
  menu_id      integer NOT NULL REFERENCES sys_menu (menu_id) ON DELETE CASCADE,
  create_time  timestamptz NOT NULL,
  UNIQUE (user_id, menu_id)
);

-- One row per recipient. tab 1 = messages, 2 = to-do; task_type 0 urge, 1 fault, 2 maintenance,
-- 3 inspection, 4 repair, else acceptance; urge_type 1 daily fill … 4 weekly approval.
CREATE TABLE sys_task_msg (
  msg_id            serial PRIMARY KEY,
  user_id           integer NOT NULL REFERENCES sys_user (user_id) ON DELETE CASCADE,
  factory_id        integer NOT NULL REFERENCES sys_area (id) ON DELETE CASCADE,
  tab               smallint NOT NULL CHECK (tab IN (1, 2)),
  msg_title         varchar(200) NOT NULL,
  task_type         smallint NOT NULL DEFAULT 0,
  task_no           varchar(64) NOT NULL DEFAULT '',
  device_show_code  varchar(64) NOT NULL DEFAULT '',
  device_name       varchar(100) NOT NULL DEFAULT '',
  is_read           smallint NOT NULL DEFAULT 0 CHECK (is_read IN (0, 1)),
  urge_type         smallint CHECK (urge_type BETWEEN 1 AND 4),
  fill_date         date,
  start_date        date,
  end_date          date,
  task_id           integer,
  task_status       smallint,
  distribute_flag   smallint,
  -- sent as a copy (cc) rather than to the one who must act
  copy_to           boolean NOT NULL DEFAULT false,
  create_time       timestamptz NOT NULL DEFAULT now()
);
-- The badge counts unread rows on every page load and live update: keep that an index-only lookup.
CREATE INDEX sys_task_msg_unread ON sys_task_msg (user_id, factory_id) WHERE is_read = 0;
CREATE INDEX sys_task_msg_list ON sys_task_msg (user_id, factory_id, tab, create_time DESC);
