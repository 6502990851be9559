-- Device alarms (docs/architecture.md §3 "Alarms", docs/requirements.md §3 "Alarm window item", §4 "Alarm"):
-- the collectors and meters of each factory, the alarms they raise, and each user's alarm settings.

-- A data collector (gateway) polls the meters wired behind it.
CREATE TABLE alarm_collector (
  collector_id serial PRIMARY KEY,
  factory_id   integer NOT NULL REFERENCES sys_area (id) ON DELETE CASCADE,
  code         varchar(32) NOT NULL,
  name         varchar(100) NOT NULL,
  address      varchar(64) NOT NULL,
  -- 'online' | 'error' (an error hides the meter alarms behind it: parent suppression)
  state        varchar(8) NOT NULL DEFAULT 'online' CHECK (state IN ('online', 'error')),
  UNIQUE (factory_id, code)
);

CREATE TABLE alarm_meter (
  meter_id        serial PRIMARY KEY,
  factory_id      integer NOT NULL REFERENCES sys_area (id) ON DELETE CASCADE,
  collector_id    integer NOT NULL REFERENCES alarm_collector (collector_id) ON DELETE CASCADE,
  -- the device it measures, if any
  device_id       integer REFERENCES wo_device (device_id) ON DELETE SET NULL,
  code            varchar(32) NOT NULL,
  name            varchar(100) NOT NULL,
  instrument_addr varchar(40) NOT NULL CHECK (instrument_addr ~ '^[0-9]{1,40}$'),
  energy_addr     varchar(6) NOT NULL CHECK (energy_addr ~ '^[0-9]{1,6}$'),
  kind            varchar(12) NOT NULL CHECK (kind IN ('electricity', 'water', 'gas', 'flow', 'quality')),
  online          boolean NOT NULL DEFAULT true,
  last_value      numeric(14, 3),
  last_read_at    timestamptz,
  UNIQUE (factory_id, code)
);
CREATE INDEX alarm_meter_collector ON alarm_meter (collector_id);

-- One alarm: active while released_at is NULL. released_by NULL on a released alarm = cleared by the system.
CREATE TABLE alarm_record (
  alarm_record_id serial PRIMARY KEY,
  factory_id      integer NOT NULL REFERENCES sys_area (id) ON DELETE CASCADE,
  -- ALARM_KIND: 1 collector error, 2 linkage, 3 meter data abnormal, 4 meter offline, 5 meter online without data
  kind            smallint NOT NULL CHECK (kind BETWEEN 1 AND 5),
  -- ALARM_DEVICE_TYPE: 1 collector, 2 meter, 3 device
  device_type     smallint NOT NULL CHECK (device_type IN (1, 2, 3)),
  collector_id    integer REFERENCES alarm_collector (collector_id) ON DELETE SET NULL,
  meter_id        integer REFERENCES alarm_meter (meter_id) ON DELETE SET NULL,
  device_id       integer REFERENCES wo_device (device_id) ON DELETE SET NULL,
  -- code, address and name of what raised it, as they were at the time
  code            varchar(64) NOT NULL,
  address         varchar(64) NOT NULL DEFAULT '',
  name            varchar(100) NOT NULL,
  content         varchar(200) NOT NULL,
  raised_at       timestamptz NOT NULL,
  released_at     timestamptz,
  released_by     integer REFERENCES sys_user (user_id) ON DELETE SET NULL,
  -- the repair order raised from this alarm
  task_id         integer REFERENCES wo_task (task_id) ON DELETE SET NULL
);
-- The window: the active alarms of the user's factories, newest first.
CREATE INDEX alarm_record_active ON alarm_record (factory_id, raised_at DESC) WHERE released_at IS NULL;
-- raisedRecently: every alarm raised in the last minutes, released or not.
CREATE INDEX alarm_record_raised ON alarm_record (factory_id, raised_at);

-- Each user's alarm settings (docs/requirements.md §3 "Alarm config"); no row = ALARM_CONFIG_DEFAULT.
CREATE TABLE alarm_user_config (
  user_id             integer PRIMARY KEY REFERENCES sys_user (user_id) ON DELETE CASCADE,
  voice_status        smallint NOT NULL CHECK (voice_status IN (0, 1)),
  show_window_status  smallint NOT NULL CHECK (show_window_status IN (0, 1)),
  -- minutes between polls; NULL reads as ALARM_LIMITS.SAVED_DEFAULT_INTERVAL_MIN
  voice_time_interval smallint
);
