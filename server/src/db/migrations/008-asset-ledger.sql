-- The device ledger (docs/architecture.md §3 "Asset ledger"): what a device is beyond its code and name, and
-- soft deletion. A deleted device keeps its row so that closed work orders, old alarms and plans still name it;
-- only devices not deleted hold a show code, compared without case within their factory.

ALTER TABLE wo_device
  ADD COLUMN model         varchar(20) NOT NULL DEFAULT '',
  ADD COLUMN location      varchar(50) NOT NULL DEFAULT '',
  -- only asset type 1034 (metered consumables) carries a unit
  ADD COLUMN unit          varchar(10) NOT NULL DEFAULT '',
  ADD COLUMN install_date  date,
  -- oms_device_status: 0 running, 1 standby, 2 under repair, 3 stopped
  ADD COLUMN status        smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 3),
  ADD COLUMN photo_file_id integer REFERENCES sys_file (file_id) ON DELETE SET NULL,
  ADD COLUMN deleted_at    timestamptz;

ALTER TABLE wo_device DROP CONSTRAINT wo_device_factory_id_device_show_code_key;
CREATE UNIQUE INDEX wo_device_show_code ON wo_device (factory_id, lower(device_show_code)) WHERE deleted_at IS NULL;

-- What points at a device, counted per ledger row and listed in its detail.
CREATE INDEX wo_task_device ON wo_task (device_id, report_time DESC);
CREATE INDEX alarm_meter_device ON alarm_meter (device_id);
CREATE INDEX alarm_record_device ON alarm_record (device_id, raised_at DESC);
CREATE INDEX alarm_record_meter ON alarm_record (meter_id, raised_at DESC);
