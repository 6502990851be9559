-- Equipment work orders: devices, orders of four kinds, their parts, attachments, copy-to
-- lists, process logs, acceptance records, inspection check items and maintenance plans.
-- The lifecycle is contract/work-order/lifecycle.ts WO_MACHINE (docs/work-order-lifecycle.md).

CREATE TABLE wo_device (
  device_id        serial PRIMARY KEY,
  factory_id       integer NOT NULL REFERENCES sys_area (id) ON DELETE CASCADE,
  device_show_code varchar(64) NOT NULL,
  device_name      varchar(100) NOT NULL,
  -- asset type code (1034 = metered consumables: parts of that type carry a unit)
  asset_type       varchar(10) NOT NULL DEFAULT '',
  UNIQUE (factory_id, device_show_code)
);

CREATE TABLE wo_task (
  task_id            serial PRIMARY KEY,
  task_no            varchar(20) NOT NULL UNIQUE,
  -- 'fix' | 'maint' | 'inspect' | 'planFix'
  kind               varchar(10) NOT NULL CHECK (kind IN ('fix', 'maint', 'inspect', 'planFix')),
  -- WO_STATUS: 0 reported, 1 handling, 2 auditing, 3 acceptance to dispatch, 4 accepting, 9 closed
  status             smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3, 4, 9)),
  factory_id         integer NOT NULL REFERENCES sys_area (id),
  device_id          integer REFERENCES wo_device (device_id),
  fix_type           varchar(10) NOT NULL DEFAULT '',
  report_source      varchar(10) NOT NULL DEFAULT '',
  -- whether the downtime counts in the statistics
  is_statistics      smallint NOT NULL DEFAULT 0 CHECK (is_statistics IN (0, 1)),
  fix_start_time     timestamptz,
  report_by          integer REFERENCES sys_user (user_id) ON DELETE SET NULL,
  report_content     varchar(100) NOT NULL,
  report_time        timestamptz NOT NULL,
  remark             varchar(100) NOT NULL DEFAULT '',
  -- planned execution time
  exec_time          timestamptz,
  exec_by            integer REFERENCES sys_user (user_id) ON DELETE SET NULL,
  distribute_by      integer REFERENCES sys_user (user_id) ON DELETE SET NULL,
  accept_by          integer REFERENCES sys_user (user_id) ON DELETE SET NULL,
  accept_distribute_by integer REFERENCES sys_user (user_id) ON DELETE SET NULL,
  handle_result      varchar(10) NOT NULL DEFAULT '',
  handle_desc        varchar(100) NOT NULL DEFAULT '',
  handle_fix_type    varchar(10) NOT NULL DEFAULT '',
  handle_finish_time timestamptz,
  is_forward         smallint NOT NULL DEFAULT 0 CHECK (is_forward IN (0, 1)),
  forward_by         integer REFERENCES sys_user (user_id) ON DELETE SET NULL,
  plan_id            integer,
  -- the inspection item this repair order was raised from
  raised_from_item   integer,
  -- bumped by every transition: a transition names the version it saw, so two people acting at once
  -- cannot both win
  version            integer NOT NULL DEFAULT 0,
  create_time        timestamptz NOT NULL,
  update_time        timestamptz NOT NULL
);
CREATE INDEX wo_task_list ON wo_task (kind, factory_id, status, report_time DESC);
CREATE INDEX wo_task_exec ON wo_task (exec_by) WHERE status = 1;
CREATE INDEX wo_task_accept ON wo_task (accept_by) WHERE status = 4;

CREATE TABLE wo_task_copy_to (
  task_id integer NOT NULL REFERENCES wo_task (task_id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES sys_user (user_id) ON DELETE CASCADE,
  PRIMARY KEY (task_id, user_id)
);

-- Parts used by the latest handling (a new handling replaces them).
CREATE TABLE wo_task_part (
  id          serial PRIMARY KEY,
  task_id     integer NOT NULL REFERENCES wo_task (task_id) ON DELETE CASCADE,
  parts_code  varchar(40) NOT NULL,
  parts_name  varchar(20) NOT NULL,
  parts_specs varchar(20) NOT NULL DEFAULT '',
  quantity    numeric(12, 3) NOT NULL CHECK (quantity > 0),
  asset_type  varchar(10) NOT NULL DEFAULT '',
  unit        varchar(10) NOT NULL DEFAULT ''
);
CREATE INDEX wo_task_part_task ON wo_task_part (task_id);

-- Acceptance records: one per acceptance verdict (a rejection and the later pass are two rows).
CREATE TABLE wo_accept (
  accept_id     serial PRIMARY KEY,
  task_id       integer NOT NULL REFERENCES wo_task (task_id) ON DELETE CASCADE,
  accept_time   timestamptz NOT NULL,
  distribute_by integer REFERENCES sys_user (user_id) ON DELETE SET NULL,
  accept_by     integer REFERENCES sys_user (user_id) ON DELETE SET NULL,
  accept_result smallint NOT NULL CHECK (accept_result IN (1, 2)),
  accept_desc   varchar(100) NOT NULL DEFAULT ''
);
CREATE INDEX wo_accept_task ON wo_accept (task_id);

-- Photos and videos of an order: at the report, at the (latest) handling, or of an acceptance record.
CREATE TABLE wo_attachment (
  id        serial PRIMARY KEY,
  task_id   integer NOT NULL REFERENCES wo_task (task_id) ON DELETE CASCADE,
  stage     varchar(10) NOT NULL CHECK (stage IN ('report', 'handle', 'accept')),
  accept_id integer REFERENCES wo_accept (accept_id) ON DELETE CASCADE,
  media     varchar(5) NOT NULL CHECK (media IN ('image', 'video')),
  file_id   integer NOT NULL REFERENCES sys_file (file_id) ON DELETE CASCADE
);
CREATE INDEX wo_attachment_task ON wo_attachment (task_id);
CREATE INDEX wo_attachment_file ON wo_attachment (file_id);

-- Process log (docs/requirements.md §3): log_obj holds the fields of its log type.
CREATE TABLE wo_task_log (
  record_id   serial PRIMARY KEY,
  task_id     integer NOT NULL REFERENCES wo_task (task_id) ON DELETE CASCADE,
  log_type    smallint NOT NULL CHECK (log_type IN (1, 2, 3, 4, 5, 99)),
  title       varchar(100) NOT NULL,
  log_obj     jsonb NOT NULL,
  create_by   integer REFERENCES sys_user (user_id) ON DELETE SET NULL,
  create_time timestamptz NOT NULL
);
CREATE INDEX wo_task_log_task ON wo_task_log (task_id, record_id);

-- Check items of an inspection round.
CREATE TABLE wo_inspect_item (
  item_id        serial PRIMARY KEY,
  task_id        integer NOT NULL REFERENCES wo_task (task_id) ON DELETE CASCADE,
  item_name      varchar(20) NOT NULL,
  standard       varchar(50) NOT NULL DEFAULT '',
  result         varchar(10) CHECK (result IN ('normal', 'abnormal')),
  remark         varchar(50) NOT NULL DEFAULT '',
  raised_task_id integer REFERENCES wo_task (task_id) ON DELETE SET NULL,
  order_num      integer NOT NULL DEFAULT 0
);
CREATE INDEX wo_inspect_item_task ON wo_inspect_item (task_id);

-- Maintenance plans: every interval_days a maintenance order for the device, dispatched to exec_by.
CREATE TABLE wo_maint_plan (
  plan_id       serial PRIMARY KEY,
  factory_id    integer NOT NULL REFERENCES sys_area (id) ON DELETE CASCADE,
  device_id     integer NOT NULL REFERENCES wo_device (device_id) ON DELETE CASCADE,
  title         varchar(100) NOT NULL,
  interval_days integer NOT NULL CHECK (interval_days BETWEEN 1 AND 366),
  next_run      date NOT NULL,
  exec_by       integer REFERENCES sys_user (user_id) ON DELETE SET NULL,
  enabled       boolean NOT NULL DEFAULT true
);

-- Task-number sequence per kind and day (WX202611210001).
CREATE TABLE wo_task_no_seq (
  prefix varchar(12) PRIMARY KEY,
  last   integer NOT NULL
);

-- Messages point at their order: the status they carry follows the order.
CREATE INDEX sys_task_msg_task ON sys_task_msg (task_id) WHERE task_id IS NOT NULL;
